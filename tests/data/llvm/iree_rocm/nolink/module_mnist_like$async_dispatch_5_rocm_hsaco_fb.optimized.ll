; To reproduce the .optimized.ll from the .linked.ll, run:
; opt -S -mtriple=amdgpu9.42-amd-amdhsa -mcpu=gfx942 --passes='verify,memprof-remove-attributes,annotation2metadata,forceattrs,inferattrs,coro-early,function<eager-inv>(ee-instrument<>,lower-expect,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;no-switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,sroa<modify-cfg>,early-cse<>),openmp-opt,amdgpu-printf-runtime-binding,ipsccp,called-value-propagation,globalopt,function<eager-inv>(mem2reg,instcombine<max-iterations=1;no-verify-fixpoint>,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>),always-inline,require<globals-aa>,function(invalidate<aa>),require<profile-summary>,cgscc(devirt<4>(inline,function-attrs<skip-non-recursive-function-attrs>,openmp-opt-cgscc,function(amdgpu-promote-kernel-arguments,infer-address-spaces,amdgpu-lower-kernel-attributes,amdgpu-promote-alloca-to-vector),function<eager-inv;no-rerun>(sroa<modify-cfg>,early-cse<memssa>,speculative-execution<only-if-divergent-target>,jump-threading,correlated-propagation,jump-table-to-switch,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,instcombine<max-iterations=1;no-verify-fixpoint>,aggressive-instcombine,libcalls-shrinkwrap,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine,tailcallelim,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,reassociate,constraint-elimination,loop-mssa(loop-instsimplify,loop-simplifycfg,licm<no-allowspeculation>,loop-rotate<header-duplication;no-prepare-for-lto;no-check-exit-count>,licm<allowspeculation>,simple-loop-unswitch<no-nontrivial;trivial>),simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,instcombine<max-iterations=1;no-verify-fixpoint>,loop(loop-idiom,indvars,extra-simple-loop-unswitch-passes,loop-deletion,loop-unroll-full),sroa<modify-cfg>,vector-combine,mldst-motion<no-split-footer-bb>,gvn<>,sccp,bdce,instcombine<max-iterations=1;no-verify-fixpoint>,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine,dfa-jump-threading,jump-threading,correlated-propagation,adce,memcpyopt,dse,move-auto-init,loop-mssa(licm<allowspeculation>),coro-elide,infer-address-spaces,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;switch-to-arithmetic;no-switch-to-lookup;keep-loops;hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,instcombine<max-iterations=1;no-verify-fixpoint>,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine),function-attrs,function(require<should-not-run-function-passes>),coro-split,coro-annotation-elide)),deadargelim,coro-cleanup,globalopt,globaldce,elim-avail-extern,rpo-function-attrs,recompute-globalsaa,function<eager-inv>(drop-unnecessary-assumes,float2int,lower-constant-intrinsics,loop(loop-rotate<header-duplication;no-prepare-for-lto;check-exit-count>,loop-deletion,loop-interchange),loop-distribute,inject-tli-mappings,loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,drop-unnecessary-assumes<drop-deref>,infer-alignment,loop-load-elim,instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg<bonus-inst-threshold=1;forward-switch-cond;switch-range-to-icmp;switch-to-arithmetic;switch-to-lookup;no-keep-loops;hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,slp-vectorizer,vector-combine,instcombine<max-iterations=1;no-verify-fixpoint>,loop-unroll<O2>,transform-warning,sroa<preserve-cfg;aggregate-to-vector>,infer-alignment,instcombine<max-iterations=1;no-verify-fixpoint>,loop-mssa(licm<allowspeculation>),alignment-from-assumptions,infer-address-spaces,loop-sink,instsimplify,div-rem-pairs,mergeicmps,expand-memcmp,tailcallelim,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;speculate-unpredictables>),alloc-token,amdgpu-attributor,globaldce,constmerge,cg-profile,rel-lookup-table-converter,lower-comment-string,function(annotation-remarks),verify' <.linked.ll>
; The flag '-S' is to emit LLVMIR.
; The behavior of some passes depends on '-mtriple' and '-mcpu'.

; ModuleID = 'mnist_like$async_dispatch_5'
source_filename = "mnist_like$async_dispatch_5"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-p10:32:32-p11:32:32-p12:32:32-p13:32:32-p14:32:32-p15:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@__shared_memory___0 = private unnamed_addr addrspace(3) global [64 x [18 x float]] undef, align 16
@__shared_memory__ = private unnamed_addr addrspace(3) global [16 x [66 x float]] undef, align 16

; Function Attrs: alwaysinline mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @"mnist_like$async_dispatch_5_matmul_1x10x256_f32"(ptr addrspace(1) inreg noalias noundef nonnull readonly align 16 captures(none) %0, ptr addrspace(1) inreg noalias noundef nonnull readonly align 16 captures(none) %1, ptr addrspace(1) inreg noalias nofree noundef nonnull writeonly align 16 captures(none) %2) local_unnamed_addr #0 !reqd_work_group_size !1 {
.preheader84:
  %3 = alloca [256 x float], align 4, addrspace(5)
  %4 = tail call range(i32 0, 64) i32 @llvm.amdgcn.workitem.id.x()
  %5 = getelementptr i8, ptr addrspace(1) %0, i64 12544
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %0, i64 64) ]
  %6 = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) %5, i16 0, i32 1024, i32 159744)
  %7 = getelementptr i8, ptr addrspace(1) %1, i64 13632
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %1, i64 64) ]
  %8 = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) %7, i16 0, i32 10240, i32 159744)
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %2, i64 64) ]
  %9 = lshr i32 %4, 4
  %10 = and i32 %4, 15
  %.not = icmp eq i32 %9, 0
  %11 = or disjoint i32 %4, 64
  %12 = lshr i32 %11, 4
  %13 = or disjoint i32 %4, 128
  %14 = lshr i32 %13, 4
  %15 = or disjoint i32 %4, 192
  %16 = lshr i32 %15, 4
  %17 = lshr i32 %4, 2
  %18 = shl nuw nsw i32 %4, 2
  %19 = and i32 %18, 12
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 10)
  %21 = sub nuw nsw i32 10, %20
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 4)
  %23 = zext nneg i32 %22 to i64
  %24 = lshr i32 %11, 2
  %25 = lshr i32 %13, 2
  %26 = lshr i32 %15, 2
  %27 = shl nuw nsw i32 %10, 2
  %28 = and i32 %18, 60
  %29 = insertelement <4 x i64> poison, i64 %23, i64 0
  %30 = shufflevector <4 x i64> %29, <4 x i64> poison, <4 x i32> zeroinitializer
  %31 = icmp samesign ugt <4 x i64> %30, <i64 0, i64 1, i64 2, i64 3>
  store <16 x float> <float 3.188680e-02, float f0x3DD89FC8, float f0x3CDBDC77, float f0x3D0F962D, float f0xBC49705E, float f0x3E4D0EED, float f0x3E27503A, float f0xBD493BFF, float f0x3DB25EEF, float f0x3CC4D23B, float poison, float poison, float poison, float poison, float poison, float poison>, ptr addrspace(5) %3, align 4
  %32 = select i1 %.not, i32 0, i32 256
  %33 = getelementptr [4 x i8], ptr addrspace(7) %6, i32 %27
  %34 = getelementptr [4 x i8], ptr addrspace(7) %33, i32 %32
  %35 = load <4 x float>, ptr addrspace(7) %34, align 4
  %.idx = mul nuw nsw i32 %17, 40
  %36 = getelementptr i8, ptr addrspace(7) %8, i32 %.idx
  %37 = getelementptr [4 x i8], ptr addrspace(7) %36, i32 %20
  %38 = load <4 x float>, ptr addrspace(7) %37, align 4
  %.idx4 = mul nuw nsw i32 %24, 40
  %39 = getelementptr i8, ptr addrspace(7) %8, i32 %.idx4
  %40 = getelementptr [4 x i8], ptr addrspace(7) %39, i32 %20
  %41 = load <4 x float>, ptr addrspace(7) %40, align 4
  %.idx5 = mul nuw nsw i32 %25, 40
  %42 = getelementptr i8, ptr addrspace(7) %8, i32 %.idx5
  %43 = getelementptr [4 x i8], ptr addrspace(7) %42, i32 %20
  %44 = load <4 x float>, ptr addrspace(7) %43, align 4
  %.idx6 = mul nuw nsw i32 %26, 40
  %45 = getelementptr i8, ptr addrspace(7) %8, i32 %.idx6
  %46 = getelementptr [4 x i8], ptr addrspace(7) %45, i32 %20
  %47 = load <4 x float>, ptr addrspace(7) %46, align 4
  %48 = select <4 x i1> %31, <4 x float> %38, <4 x float> zeroinitializer
  %49 = select <4 x i1> %31, <4 x float> %41, <4 x float> zeroinitializer
  %50 = select <4 x i1> %31, <4 x float> %44, <4 x float> zeroinitializer
  %51 = select <4 x i1> %31, <4 x float> %47, <4 x float> zeroinitializer
  %52 = select i1 %.not, <4 x float> %35, <4 x float> zeroinitializer
  %.idx7 = mul nuw nsw i32 %9, 264
  %53 = getelementptr i8, ptr addrspace(3) @__shared_memory__, i32 %.idx7
  %54 = getelementptr [4 x i8], ptr addrspace(3) %53, i32 %27
  store <4 x float> %52, ptr addrspace(3) %54, align 8
  %.idx9 = mul nuw nsw i32 %12, 264
  %55 = getelementptr i8, ptr addrspace(3) @__shared_memory__, i32 %.idx9
  %56 = getelementptr [4 x i8], ptr addrspace(3) %55, i32 %28
  store <4 x float> zeroinitializer, ptr addrspace(3) %56, align 8
  %.idx11 = mul nuw nsw i32 %14, 264
  %57 = getelementptr i8, ptr addrspace(3) @__shared_memory__, i32 %.idx11
  %58 = getelementptr [4 x i8], ptr addrspace(3) %57, i32 %28
  store <4 x float> zeroinitializer, ptr addrspace(3) %58, align 8
  %.idx13 = mul nuw nsw i32 %16, 264
  %59 = getelementptr i8, ptr addrspace(3) @__shared_memory__, i32 %.idx13
  %60 = getelementptr [4 x i8], ptr addrspace(3) %59, i32 %28
  store <4 x float> zeroinitializer, ptr addrspace(3) %60, align 8
  %.idx15 = mul nuw nsw i32 %17, 72
  %61 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx15
  %62 = getelementptr [4 x i8], ptr addrspace(3) %61, i32 %19
  store <4 x float> %48, ptr addrspace(3) %62, align 8
  %.idx17 = mul nuw nsw i32 %24, 72
  %63 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx17
  %64 = getelementptr [4 x i8], ptr addrspace(3) %63, i32 %19
  store <4 x float> %49, ptr addrspace(3) %64, align 8
  %.idx19 = mul nuw nsw i32 %25, 72
  %65 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx19
  %66 = getelementptr [4 x i8], ptr addrspace(3) %65, i32 %19
  store <4 x float> %50, ptr addrspace(3) %66, align 8
  %.idx21 = mul nuw nsw i32 %26, 72
  %67 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx21
  %68 = getelementptr [4 x i8], ptr addrspace(3) %67, i32 %19
  store <4 x float> %51, ptr addrspace(3) %68, align 8
  %69 = or disjoint i32 %9, 4
  %70 = or disjoint i32 %9, 8
  %71 = or disjoint i32 %9, 12
  %72 = or disjoint i32 %9, 16
  %73 = or disjoint i32 %9, 20
  %74 = or disjoint i32 %9, 24
  %75 = or disjoint i32 %9, 28
  %76 = or disjoint i32 %9, 32
  %77 = or disjoint i32 %9, 36
  %78 = or disjoint i32 %9, 40
  %79 = or disjoint i32 %9, 44
  %80 = or disjoint i32 %9, 48
  %81 = or disjoint i32 %9, 52
  %82 = or disjoint i32 %9, 56
  %83 = or disjoint i32 %9, 60
  %invariant.gep85 = getelementptr [4 x i8], ptr addrspace(7) %8, i32 %20
  %narrow = mul nuw nsw i32 %10, 66
  %84 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %9
  %85 = getelementptr [4 x i8], ptr addrspace(3) %84, i32 %narrow
  %86 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %69
  %87 = getelementptr [4 x i8], ptr addrspace(3) %86, i32 %narrow
  %88 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %70
  %89 = getelementptr [4 x i8], ptr addrspace(3) %88, i32 %narrow
  %90 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %71
  %91 = getelementptr [4 x i8], ptr addrspace(3) %90, i32 %narrow
  %92 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %72
  %93 = getelementptr [4 x i8], ptr addrspace(3) %92, i32 %narrow
  %94 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %73
  %95 = getelementptr [4 x i8], ptr addrspace(3) %94, i32 %narrow
  %96 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %74
  %97 = getelementptr [4 x i8], ptr addrspace(3) %96, i32 %narrow
  %98 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %75
  %99 = getelementptr [4 x i8], ptr addrspace(3) %98, i32 %narrow
  %100 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %76
  %101 = getelementptr [4 x i8], ptr addrspace(3) %100, i32 %narrow
  %102 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %77
  %103 = getelementptr [4 x i8], ptr addrspace(3) %102, i32 %narrow
  %104 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %78
  %105 = getelementptr [4 x i8], ptr addrspace(3) %104, i32 %narrow
  %106 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %79
  %107 = getelementptr [4 x i8], ptr addrspace(3) %106, i32 %narrow
  %108 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %80
  %109 = getelementptr [4 x i8], ptr addrspace(3) %108, i32 %narrow
  %110 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %81
  %111 = getelementptr [4 x i8], ptr addrspace(3) %110, i32 %narrow
  %112 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %82
  %113 = getelementptr [4 x i8], ptr addrspace(3) %112, i32 %narrow
  %114 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory__, i32 %83
  %115 = getelementptr [4 x i8], ptr addrspace(3) %114, i32 %narrow
  %.idx52 = mul nuw nsw i32 %9, 72
  %116 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx52
  %117 = getelementptr [4 x i8], ptr addrspace(3) %116, i32 %10
  %.idx54 = mul nuw nsw i32 %69, 72
  %118 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx54
  %119 = getelementptr [4 x i8], ptr addrspace(3) %118, i32 %10
  %.idx56 = mul nuw nsw i32 %70, 72
  %120 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx56
  %121 = getelementptr [4 x i8], ptr addrspace(3) %120, i32 %10
  %.idx58 = mul nuw nsw i32 %71, 72
  %122 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx58
  %123 = getelementptr [4 x i8], ptr addrspace(3) %122, i32 %10
  %.idx60 = mul nuw nsw i32 %72, 72
  %124 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx60
  %125 = getelementptr [4 x i8], ptr addrspace(3) %124, i32 %10
  %.idx62 = mul nuw nsw i32 %73, 72
  %126 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx62
  %127 = getelementptr [4 x i8], ptr addrspace(3) %126, i32 %10
  %.idx64 = mul nuw nsw i32 %74, 72
  %128 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx64
  %129 = getelementptr [4 x i8], ptr addrspace(3) %128, i32 %10
  %.idx66 = mul nuw nsw i32 %75, 72
  %130 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx66
  %131 = getelementptr [4 x i8], ptr addrspace(3) %130, i32 %10
  %.idx68 = mul nuw nsw i32 %76, 72
  %132 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx68
  %133 = getelementptr [4 x i8], ptr addrspace(3) %132, i32 %10
  %.idx70 = mul nuw nsw i32 %77, 72
  %134 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx70
  %135 = getelementptr [4 x i8], ptr addrspace(3) %134, i32 %10
  %.idx72 = mul nuw nsw i32 %78, 72
  %136 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx72
  %137 = getelementptr [4 x i8], ptr addrspace(3) %136, i32 %10
  %.idx74 = mul nuw nsw i32 %79, 72
  %138 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx74
  %139 = getelementptr [4 x i8], ptr addrspace(3) %138, i32 %10
  %.idx76 = mul nuw nsw i32 %80, 72
  %140 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx76
  %141 = getelementptr [4 x i8], ptr addrspace(3) %140, i32 %10
  %.idx78 = mul nuw nsw i32 %81, 72
  %142 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx78
  %143 = getelementptr [4 x i8], ptr addrspace(3) %142, i32 %10
  %.idx80 = mul nuw nsw i32 %82, 72
  %144 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx80
  %145 = getelementptr [4 x i8], ptr addrspace(3) %144, i32 %10
  %.idx82 = mul nuw nsw i32 %83, 72
  %146 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx82
  %147 = getelementptr [4 x i8], ptr addrspace(3) %146, i32 %10
  %gep = getelementptr i8, ptr addrspace(7) %34, i32 256
  %148 = load <4 x float>, ptr addrspace(7) %gep, align 4
  %149 = mul nuw nsw i32 %17, 40
  %150 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %149
  %gep86 = getelementptr i8, ptr addrspace(7) %150, i32 2560
  %151 = load <4 x float>, ptr addrspace(7) %gep86, align 4
  %152 = mul nuw nsw i32 %24, 40
  %153 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %152
  %gep88 = getelementptr i8, ptr addrspace(7) %153, i32 2560
  %154 = load <4 x float>, ptr addrspace(7) %gep88, align 4
  %155 = mul nuw nsw i32 %25, 40
  %156 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %155
  %gep90 = getelementptr i8, ptr addrspace(7) %156, i32 2560
  %157 = load <4 x float>, ptr addrspace(7) %gep90, align 4
  %158 = mul nuw nsw i32 %26, 40
  %159 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %158
  %gep92 = getelementptr i8, ptr addrspace(7) %159, i32 2560
  %160 = load <4 x float>, ptr addrspace(7) %gep92, align 4
  %161 = select <4 x i1> %31, <4 x float> %151, <4 x float> zeroinitializer
  %162 = select <4 x i1> %31, <4 x float> %154, <4 x float> zeroinitializer
  %163 = select <4 x i1> %31, <4 x float> %157, <4 x float> zeroinitializer
  %164 = select <4 x i1> %31, <4 x float> %160, <4 x float> zeroinitializer
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %165 = load <1 x float>, ptr addrspace(3) %89, align 4
  %166 = load <1 x float>, ptr addrspace(3) %91, align 4
  %167 = load <1 x float>, ptr addrspace(3) %93, align 4
  %168 = load <1 x float>, ptr addrspace(3) %95, align 4
  %169 = load <1 x float>, ptr addrspace(3) %97, align 4
  %170 = load <1 x float>, ptr addrspace(3) %99, align 4
  %171 = load <1 x float>, ptr addrspace(3) %101, align 4
  %172 = load <1 x float>, ptr addrspace(3) %103, align 4
  %173 = load <1 x float>, ptr addrspace(3) %105, align 4
  %174 = load <1 x float>, ptr addrspace(3) %107, align 4
  %175 = load <1 x float>, ptr addrspace(3) %109, align 4
  %176 = load <1 x float>, ptr addrspace(3) %111, align 4
  %177 = load <1 x float>, ptr addrspace(3) %113, align 4
  %178 = load <1 x float>, ptr addrspace(3) %115, align 4
  %179 = load <1 x float>, ptr addrspace(3) %129, align 4
  %180 = load <1 x float>, ptr addrspace(3) %131, align 4
  %181 = load <1 x float>, ptr addrspace(3) %133, align 4
  %182 = load <1 x float>, ptr addrspace(3) %135, align 4
  %183 = load <1 x float>, ptr addrspace(3) %137, align 4
  %184 = load <1 x float>, ptr addrspace(3) %139, align 4
  %185 = load <1 x float>, ptr addrspace(3) %141, align 4
  %186 = load <1 x float>, ptr addrspace(3) %143, align 4
  %187 = load <1 x float>, ptr addrspace(3) %145, align 4
  %188 = load <1 x float>, ptr addrspace(3) %147, align 4
  %189 = load float, ptr addrspace(3) %85, align 4
  %190 = load float, ptr addrspace(3) %117, align 4
  %191 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %189, float %190, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %192 = load float, ptr addrspace(3) %87, align 4
  %193 = load float, ptr addrspace(3) %119, align 4
  %194 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %192, float %193, <4 x float> %191, i32 0, i32 0, i32 0)
  %195 = extractelement <1 x float> %165, i64 0
  %196 = load float, ptr addrspace(3) %121, align 4
  %197 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %195, float %196, <4 x float> %194, i32 0, i32 0, i32 0)
  %198 = extractelement <1 x float> %166, i64 0
  %199 = load float, ptr addrspace(3) %123, align 4
  %200 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %198, float %199, <4 x float> %197, i32 0, i32 0, i32 0)
  %201 = extractelement <1 x float> %167, i64 0
  %202 = load float, ptr addrspace(3) %125, align 4
  %203 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %201, float %202, <4 x float> %200, i32 0, i32 0, i32 0)
  %204 = extractelement <1 x float> %168, i64 0
  %205 = load float, ptr addrspace(3) %127, align 4
  %206 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %204, float %205, <4 x float> %203, i32 0, i32 0, i32 0)
  %207 = extractelement <1 x float> %169, i64 0
  %208 = extractelement <1 x float> %179, i64 0
  %209 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %207, float %208, <4 x float> %206, i32 0, i32 0, i32 0)
  %210 = extractelement <1 x float> %170, i64 0
  %211 = extractelement <1 x float> %180, i64 0
  %212 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %210, float %211, <4 x float> %209, i32 0, i32 0, i32 0)
  %213 = extractelement <1 x float> %171, i64 0
  %214 = extractelement <1 x float> %181, i64 0
  %215 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %213, float %214, <4 x float> %212, i32 0, i32 0, i32 0)
  %216 = extractelement <1 x float> %172, i64 0
  %217 = extractelement <1 x float> %182, i64 0
  %218 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %216, float %217, <4 x float> %215, i32 0, i32 0, i32 0)
  %219 = extractelement <1 x float> %173, i64 0
  %220 = extractelement <1 x float> %183, i64 0
  %221 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %219, float %220, <4 x float> %218, i32 0, i32 0, i32 0)
  %222 = extractelement <1 x float> %174, i64 0
  %223 = extractelement <1 x float> %184, i64 0
  %224 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %222, float %223, <4 x float> %221, i32 0, i32 0, i32 0)
  %225 = extractelement <1 x float> %175, i64 0
  %226 = extractelement <1 x float> %185, i64 0
  %227 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %225, float %226, <4 x float> %224, i32 0, i32 0, i32 0)
  %228 = extractelement <1 x float> %176, i64 0
  %229 = extractelement <1 x float> %186, i64 0
  %230 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %228, float %229, <4 x float> %227, i32 0, i32 0, i32 0)
  %231 = extractelement <1 x float> %177, i64 0
  %232 = extractelement <1 x float> %187, i64 0
  %233 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %231, float %232, <4 x float> %230, i32 0, i32 0, i32 0)
  %234 = extractelement <1 x float> %178, i64 0
  %235 = extractelement <1 x float> %188, i64 0
  %236 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %234, float %235, <4 x float> %233, i32 0, i32 0, i32 0)
  %237 = select i1 %.not, <4 x float> %148, <4 x float> zeroinitializer
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  store <4 x float> %237, ptr addrspace(3) %54, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %56, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %58, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %60, align 8
  store <4 x float> %161, ptr addrspace(3) %62, align 8
  store <4 x float> %162, ptr addrspace(3) %64, align 8
  store <4 x float> %163, ptr addrspace(3) %66, align 8
  store <4 x float> %164, ptr addrspace(3) %68, align 8
  %gep.1 = getelementptr i8, ptr addrspace(7) %34, i32 512
  %238 = load <4 x float>, ptr addrspace(7) %gep.1, align 4
  %239 = mul nuw nsw i32 %17, 40
  %240 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %239
  %gep86.1 = getelementptr i8, ptr addrspace(7) %240, i32 5120
  %241 = load <4 x float>, ptr addrspace(7) %gep86.1, align 4
  %242 = mul nuw nsw i32 %24, 40
  %243 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %242
  %gep88.1 = getelementptr i8, ptr addrspace(7) %243, i32 5120
  %244 = load <4 x float>, ptr addrspace(7) %gep88.1, align 4
  %245 = mul nuw nsw i32 %25, 40
  %246 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %245
  %gep90.1 = getelementptr i8, ptr addrspace(7) %246, i32 5120
  %247 = load <4 x float>, ptr addrspace(7) %gep90.1, align 4
  %248 = mul nuw nsw i32 %26, 40
  %249 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %248
  %gep92.1 = getelementptr i8, ptr addrspace(7) %249, i32 5120
  %250 = load <4 x float>, ptr addrspace(7) %gep92.1, align 4
  %251 = select <4 x i1> %31, <4 x float> %241, <4 x float> zeroinitializer
  %252 = select <4 x i1> %31, <4 x float> %244, <4 x float> zeroinitializer
  %253 = select <4 x i1> %31, <4 x float> %247, <4 x float> zeroinitializer
  %254 = select <4 x i1> %31, <4 x float> %250, <4 x float> zeroinitializer
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %255 = load <1 x float>, ptr addrspace(3) %89, align 4
  %256 = load <1 x float>, ptr addrspace(3) %91, align 4
  %257 = load <1 x float>, ptr addrspace(3) %93, align 4
  %258 = load <1 x float>, ptr addrspace(3) %95, align 4
  %259 = load <1 x float>, ptr addrspace(3) %97, align 4
  %260 = load <1 x float>, ptr addrspace(3) %99, align 4
  %261 = load <1 x float>, ptr addrspace(3) %101, align 4
  %262 = load <1 x float>, ptr addrspace(3) %103, align 4
  %263 = load <1 x float>, ptr addrspace(3) %105, align 4
  %264 = load <1 x float>, ptr addrspace(3) %107, align 4
  %265 = load <1 x float>, ptr addrspace(3) %109, align 4
  %266 = load <1 x float>, ptr addrspace(3) %111, align 4
  %267 = load <1 x float>, ptr addrspace(3) %113, align 4
  %268 = load <1 x float>, ptr addrspace(3) %115, align 4
  %269 = load <1 x float>, ptr addrspace(3) %129, align 4
  %270 = load <1 x float>, ptr addrspace(3) %131, align 4
  %271 = load <1 x float>, ptr addrspace(3) %133, align 4
  %272 = load <1 x float>, ptr addrspace(3) %135, align 4
  %273 = load <1 x float>, ptr addrspace(3) %137, align 4
  %274 = load <1 x float>, ptr addrspace(3) %139, align 4
  %275 = load <1 x float>, ptr addrspace(3) %141, align 4
  %276 = load <1 x float>, ptr addrspace(3) %143, align 4
  %277 = load <1 x float>, ptr addrspace(3) %145, align 4
  %278 = load <1 x float>, ptr addrspace(3) %147, align 4
  %279 = load float, ptr addrspace(3) %85, align 4
  %280 = load float, ptr addrspace(3) %117, align 4
  %281 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %279, float %280, <4 x float> %236, i32 0, i32 0, i32 0)
  %282 = load float, ptr addrspace(3) %87, align 4
  %283 = load float, ptr addrspace(3) %119, align 4
  %284 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %282, float %283, <4 x float> %281, i32 0, i32 0, i32 0)
  %285 = extractelement <1 x float> %255, i64 0
  %286 = load float, ptr addrspace(3) %121, align 4
  %287 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %285, float %286, <4 x float> %284, i32 0, i32 0, i32 0)
  %288 = extractelement <1 x float> %256, i64 0
  %289 = load float, ptr addrspace(3) %123, align 4
  %290 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %288, float %289, <4 x float> %287, i32 0, i32 0, i32 0)
  %291 = extractelement <1 x float> %257, i64 0
  %292 = load float, ptr addrspace(3) %125, align 4
  %293 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %291, float %292, <4 x float> %290, i32 0, i32 0, i32 0)
  %294 = extractelement <1 x float> %258, i64 0
  %295 = load float, ptr addrspace(3) %127, align 4
  %296 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %294, float %295, <4 x float> %293, i32 0, i32 0, i32 0)
  %297 = extractelement <1 x float> %259, i64 0
  %298 = extractelement <1 x float> %269, i64 0
  %299 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %297, float %298, <4 x float> %296, i32 0, i32 0, i32 0)
  %300 = extractelement <1 x float> %260, i64 0
  %301 = extractelement <1 x float> %270, i64 0
  %302 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %300, float %301, <4 x float> %299, i32 0, i32 0, i32 0)
  %303 = extractelement <1 x float> %261, i64 0
  %304 = extractelement <1 x float> %271, i64 0
  %305 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %303, float %304, <4 x float> %302, i32 0, i32 0, i32 0)
  %306 = extractelement <1 x float> %262, i64 0
  %307 = extractelement <1 x float> %272, i64 0
  %308 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %306, float %307, <4 x float> %305, i32 0, i32 0, i32 0)
  %309 = extractelement <1 x float> %263, i64 0
  %310 = extractelement <1 x float> %273, i64 0
  %311 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %309, float %310, <4 x float> %308, i32 0, i32 0, i32 0)
  %312 = extractelement <1 x float> %264, i64 0
  %313 = extractelement <1 x float> %274, i64 0
  %314 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %312, float %313, <4 x float> %311, i32 0, i32 0, i32 0)
  %315 = extractelement <1 x float> %265, i64 0
  %316 = extractelement <1 x float> %275, i64 0
  %317 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %315, float %316, <4 x float> %314, i32 0, i32 0, i32 0)
  %318 = extractelement <1 x float> %266, i64 0
  %319 = extractelement <1 x float> %276, i64 0
  %320 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %318, float %319, <4 x float> %317, i32 0, i32 0, i32 0)
  %321 = extractelement <1 x float> %267, i64 0
  %322 = extractelement <1 x float> %277, i64 0
  %323 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %321, float %322, <4 x float> %320, i32 0, i32 0, i32 0)
  %324 = extractelement <1 x float> %268, i64 0
  %325 = extractelement <1 x float> %278, i64 0
  %326 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %324, float %325, <4 x float> %323, i32 0, i32 0, i32 0)
  %327 = select i1 %.not, <4 x float> %238, <4 x float> zeroinitializer
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  store <4 x float> %327, ptr addrspace(3) %54, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %56, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %58, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %60, align 8
  store <4 x float> %251, ptr addrspace(3) %62, align 8
  store <4 x float> %252, ptr addrspace(3) %64, align 8
  store <4 x float> %253, ptr addrspace(3) %66, align 8
  store <4 x float> %254, ptr addrspace(3) %68, align 8
  %gep.2 = getelementptr i8, ptr addrspace(7) %34, i32 768
  %328 = load <4 x float>, ptr addrspace(7) %gep.2, align 4
  %329 = mul nuw nsw i32 %17, 40
  %330 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %329
  %gep86.2 = getelementptr i8, ptr addrspace(7) %330, i32 7680
  %331 = load <4 x float>, ptr addrspace(7) %gep86.2, align 4
  %332 = mul nuw nsw i32 %24, 40
  %333 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %332
  %gep88.2 = getelementptr i8, ptr addrspace(7) %333, i32 7680
  %334 = load <4 x float>, ptr addrspace(7) %gep88.2, align 4
  %335 = mul nuw nsw i32 %25, 40
  %336 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %335
  %gep90.2 = getelementptr i8, ptr addrspace(7) %336, i32 7680
  %337 = load <4 x float>, ptr addrspace(7) %gep90.2, align 4
  %338 = mul nuw nsw i32 %26, 40
  %339 = getelementptr i8, ptr addrspace(7) %invariant.gep85, i32 %338
  %gep92.2 = getelementptr i8, ptr addrspace(7) %339, i32 7680
  %340 = load <4 x float>, ptr addrspace(7) %gep92.2, align 4
  %341 = select <4 x i1> %31, <4 x float> %331, <4 x float> zeroinitializer
  %342 = select <4 x i1> %31, <4 x float> %334, <4 x float> zeroinitializer
  %343 = select <4 x i1> %31, <4 x float> %337, <4 x float> zeroinitializer
  %344 = select <4 x i1> %31, <4 x float> %340, <4 x float> zeroinitializer
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %345 = load <1 x float>, ptr addrspace(3) %89, align 4
  %346 = load <1 x float>, ptr addrspace(3) %91, align 4
  %347 = load <1 x float>, ptr addrspace(3) %93, align 4
  %348 = load <1 x float>, ptr addrspace(3) %95, align 4
  %349 = load <1 x float>, ptr addrspace(3) %97, align 4
  %350 = load <1 x float>, ptr addrspace(3) %99, align 4
  %351 = load <1 x float>, ptr addrspace(3) %101, align 4
  %352 = load <1 x float>, ptr addrspace(3) %103, align 4
  %353 = load <1 x float>, ptr addrspace(3) %105, align 4
  %354 = load <1 x float>, ptr addrspace(3) %107, align 4
  %355 = load <1 x float>, ptr addrspace(3) %109, align 4
  %356 = load <1 x float>, ptr addrspace(3) %111, align 4
  %357 = load <1 x float>, ptr addrspace(3) %113, align 4
  %358 = load <1 x float>, ptr addrspace(3) %115, align 4
  %359 = load <1 x float>, ptr addrspace(3) %129, align 4
  %360 = load <1 x float>, ptr addrspace(3) %131, align 4
  %361 = load <1 x float>, ptr addrspace(3) %133, align 4
  %362 = load <1 x float>, ptr addrspace(3) %135, align 4
  %363 = load <1 x float>, ptr addrspace(3) %137, align 4
  %364 = load <1 x float>, ptr addrspace(3) %139, align 4
  %365 = load <1 x float>, ptr addrspace(3) %141, align 4
  %366 = load <1 x float>, ptr addrspace(3) %143, align 4
  %367 = load <1 x float>, ptr addrspace(3) %145, align 4
  %368 = load <1 x float>, ptr addrspace(3) %147, align 4
  %369 = load float, ptr addrspace(3) %85, align 4
  %370 = load float, ptr addrspace(3) %117, align 4
  %371 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %369, float %370, <4 x float> %326, i32 0, i32 0, i32 0)
  %372 = load float, ptr addrspace(3) %87, align 4
  %373 = load float, ptr addrspace(3) %119, align 4
  %374 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %372, float %373, <4 x float> %371, i32 0, i32 0, i32 0)
  %375 = extractelement <1 x float> %345, i64 0
  %376 = load float, ptr addrspace(3) %121, align 4
  %377 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %375, float %376, <4 x float> %374, i32 0, i32 0, i32 0)
  %378 = extractelement <1 x float> %346, i64 0
  %379 = load float, ptr addrspace(3) %123, align 4
  %380 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %378, float %379, <4 x float> %377, i32 0, i32 0, i32 0)
  %381 = extractelement <1 x float> %347, i64 0
  %382 = load float, ptr addrspace(3) %125, align 4
  %383 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %381, float %382, <4 x float> %380, i32 0, i32 0, i32 0)
  %384 = extractelement <1 x float> %348, i64 0
  %385 = load float, ptr addrspace(3) %127, align 4
  %386 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %384, float %385, <4 x float> %383, i32 0, i32 0, i32 0)
  %387 = extractelement <1 x float> %349, i64 0
  %388 = extractelement <1 x float> %359, i64 0
  %389 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %387, float %388, <4 x float> %386, i32 0, i32 0, i32 0)
  %390 = extractelement <1 x float> %350, i64 0
  %391 = extractelement <1 x float> %360, i64 0
  %392 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %390, float %391, <4 x float> %389, i32 0, i32 0, i32 0)
  %393 = extractelement <1 x float> %351, i64 0
  %394 = extractelement <1 x float> %361, i64 0
  %395 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %393, float %394, <4 x float> %392, i32 0, i32 0, i32 0)
  %396 = extractelement <1 x float> %352, i64 0
  %397 = extractelement <1 x float> %362, i64 0
  %398 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %396, float %397, <4 x float> %395, i32 0, i32 0, i32 0)
  %399 = extractelement <1 x float> %353, i64 0
  %400 = extractelement <1 x float> %363, i64 0
  %401 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %399, float %400, <4 x float> %398, i32 0, i32 0, i32 0)
  %402 = extractelement <1 x float> %354, i64 0
  %403 = extractelement <1 x float> %364, i64 0
  %404 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %402, float %403, <4 x float> %401, i32 0, i32 0, i32 0)
  %405 = extractelement <1 x float> %355, i64 0
  %406 = extractelement <1 x float> %365, i64 0
  %407 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %405, float %406, <4 x float> %404, i32 0, i32 0, i32 0)
  %408 = extractelement <1 x float> %356, i64 0
  %409 = extractelement <1 x float> %366, i64 0
  %410 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %408, float %409, <4 x float> %407, i32 0, i32 0, i32 0)
  %411 = extractelement <1 x float> %357, i64 0
  %412 = extractelement <1 x float> %367, i64 0
  %413 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %411, float %412, <4 x float> %410, i32 0, i32 0, i32 0)
  %414 = extractelement <1 x float> %358, i64 0
  %415 = extractelement <1 x float> %368, i64 0
  %416 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %414, float %415, <4 x float> %413, i32 0, i32 0, i32 0)
  %417 = select i1 %.not, <4 x float> %328, <4 x float> zeroinitializer
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  store <4 x float> %417, ptr addrspace(3) %54, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %56, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %58, align 8
  store <4 x float> zeroinitializer, ptr addrspace(3) %60, align 8
  store <4 x float> %341, ptr addrspace(3) %62, align 8
  store <4 x float> %342, ptr addrspace(3) %64, align 8
  store <4 x float> %343, ptr addrspace(3) %66, align 8
  store <4 x float> %344, ptr addrspace(3) %68, align 8
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %418 = load <1 x float>, ptr addrspace(3) %85, align 4
  %419 = load <1 x float>, ptr addrspace(3) %87, align 4
  %420 = load <1 x float>, ptr addrspace(3) %89, align 4
  %421 = load <1 x float>, ptr addrspace(3) %91, align 4
  %422 = load <1 x float>, ptr addrspace(3) %93, align 4
  %423 = load <1 x float>, ptr addrspace(3) %95, align 4
  %424 = load <1 x float>, ptr addrspace(3) %97, align 4
  %425 = load <1 x float>, ptr addrspace(3) %99, align 4
  %426 = load <1 x float>, ptr addrspace(3) %101, align 4
  %427 = load <1 x float>, ptr addrspace(3) %103, align 4
  %428 = load <1 x float>, ptr addrspace(3) %105, align 4
  %429 = load <1 x float>, ptr addrspace(3) %107, align 4
  %430 = load <1 x float>, ptr addrspace(3) %109, align 4
  %431 = load <1 x float>, ptr addrspace(3) %111, align 4
  %432 = load <1 x float>, ptr addrspace(3) %113, align 4
  %433 = load <1 x float>, ptr addrspace(3) %115, align 4
  %434 = load <1 x float>, ptr addrspace(3) %127, align 4
  %435 = load <1 x float>, ptr addrspace(3) %129, align 4
  %436 = load <1 x float>, ptr addrspace(3) %131, align 4
  %437 = load <1 x float>, ptr addrspace(3) %133, align 4
  %438 = load <1 x float>, ptr addrspace(3) %135, align 4
  %439 = load <1 x float>, ptr addrspace(3) %137, align 4
  %440 = load <1 x float>, ptr addrspace(3) %139, align 4
  %441 = load <1 x float>, ptr addrspace(3) %141, align 4
  %442 = load <1 x float>, ptr addrspace(3) %143, align 4
  %443 = load <1 x float>, ptr addrspace(3) %145, align 4
  %444 = load <1 x float>, ptr addrspace(3) %147, align 4
  %445 = extractelement <1 x float> %418, i64 0
  %446 = load float, ptr addrspace(3) %117, align 4
  %447 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %445, float %446, <4 x float> %416, i32 0, i32 0, i32 0)
  %448 = extractelement <1 x float> %419, i64 0
  %449 = load float, ptr addrspace(3) %119, align 4
  %450 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %448, float %449, <4 x float> %447, i32 0, i32 0, i32 0)
  %451 = extractelement <1 x float> %420, i64 0
  %452 = load float, ptr addrspace(3) %121, align 4
  %453 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %451, float %452, <4 x float> %450, i32 0, i32 0, i32 0)
  %454 = extractelement <1 x float> %421, i64 0
  %455 = load float, ptr addrspace(3) %123, align 4
  %456 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %454, float %455, <4 x float> %453, i32 0, i32 0, i32 0)
  %457 = extractelement <1 x float> %422, i64 0
  %458 = load float, ptr addrspace(3) %125, align 4
  %459 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %457, float %458, <4 x float> %456, i32 0, i32 0, i32 0)
  %460 = extractelement <1 x float> %423, i64 0
  %461 = extractelement <1 x float> %434, i64 0
  %462 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %460, float %461, <4 x float> %459, i32 0, i32 0, i32 0)
  %463 = extractelement <1 x float> %424, i64 0
  %464 = extractelement <1 x float> %435, i64 0
  %465 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %463, float %464, <4 x float> %462, i32 0, i32 0, i32 0)
  %466 = extractelement <1 x float> %425, i64 0
  %467 = extractelement <1 x float> %436, i64 0
  %468 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %466, float %467, <4 x float> %465, i32 0, i32 0, i32 0)
  %469 = extractelement <1 x float> %426, i64 0
  %470 = extractelement <1 x float> %437, i64 0
  %471 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %469, float %470, <4 x float> %468, i32 0, i32 0, i32 0)
  %472 = extractelement <1 x float> %427, i64 0
  %473 = extractelement <1 x float> %438, i64 0
  %474 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %472, float %473, <4 x float> %471, i32 0, i32 0, i32 0)
  %475 = extractelement <1 x float> %428, i64 0
  %476 = extractelement <1 x float> %439, i64 0
  %477 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %475, float %476, <4 x float> %474, i32 0, i32 0, i32 0)
  %478 = extractelement <1 x float> %429, i64 0
  %479 = extractelement <1 x float> %440, i64 0
  %480 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %478, float %479, <4 x float> %477, i32 0, i32 0, i32 0)
  %481 = extractelement <1 x float> %430, i64 0
  %482 = extractelement <1 x float> %441, i64 0
  %483 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %481, float %482, <4 x float> %480, i32 0, i32 0, i32 0)
  %484 = extractelement <1 x float> %431, i64 0
  %485 = extractelement <1 x float> %442, i64 0
  %486 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %484, float %485, <4 x float> %483, i32 0, i32 0, i32 0)
  %487 = extractelement <1 x float> %432, i64 0
  %488 = extractelement <1 x float> %443, i64 0
  %489 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %487, float %488, <4 x float> %486, i32 0, i32 0, i32 0)
  %490 = extractelement <1 x float> %433, i64 0
  %491 = extractelement <1 x float> %444, i64 0
  %492 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %490, float %491, <4 x float> %489, i32 0, i32 0, i32 0)
  %493 = icmp samesign ult i32 %10, 10
  %or.cond = select i1 %.not, i1 %493, i1 false
  br i1 %or.cond, label %.preheader, label %._crit_edge

.preheader:                                       ; preds = %.preheader84
  %494 = extractelement <4 x float> %492, i64 0
  %495 = getelementptr [4 x i8], ptr addrspace(5) %3, i32 %10
  %496 = load float, ptr addrspace(5) %495, align 4
  %497 = fadd float %494, %496
  %498 = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) nonnull %2, i16 0, i32 40, i32 159744)
  %invariant.gep94 = getelementptr inbounds nuw [4 x i8], ptr addrspace(7) %498, i32 %10
  store float %497, ptr addrspace(7) %invariant.gep94, align 4
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader, %.preheader84
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  ret void
}

; Function Attrs: alwaysinline mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: alwaysinline mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: alwaysinline mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) readnone, i16, i32, i32) #3

; Function Attrs: alwaysinline mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: alwaysinline convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: alwaysinline convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: alwaysinline convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.sched.barrier(i32 immarg) #4

attributes #0 = { alwaysinline mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "uniform-work-group-size" }
attributes #1 = { alwaysinline mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { alwaysinline mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { alwaysinline convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!2, !3, !4}

!0 = !{!"amdgpu-synchronize-as", !"local"}
!1 = !{i32 64, i32 1, i32 1}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !{i32 7, !"amdgpu.buffer.oob.mode", i32 1}
