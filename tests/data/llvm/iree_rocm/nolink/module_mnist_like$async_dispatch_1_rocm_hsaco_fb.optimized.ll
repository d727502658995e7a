; To reproduce the .optimized.ll from the .linked.ll, run:
; opt -S -mtriple=amdgpu9.42-amd-amdhsa -mcpu=gfx942 --passes='verify,memprof-remove-attributes,annotation2metadata,forceattrs,inferattrs,coro-early,function<eager-inv>(ee-instrument<>,lower-expect,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;no-switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,sroa<modify-cfg>,early-cse<>),openmp-opt,amdgpu-printf-runtime-binding,ipsccp,called-value-propagation,globalopt,function<eager-inv>(mem2reg,instcombine<max-iterations=1;no-verify-fixpoint>,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>),always-inline,require<globals-aa>,function(invalidate<aa>),require<profile-summary>,cgscc(devirt<4>(inline,function-attrs<skip-non-recursive-function-attrs>,openmp-opt-cgscc,function(amdgpu-promote-kernel-arguments,infer-address-spaces,amdgpu-lower-kernel-attributes,amdgpu-promote-alloca-to-vector),function<eager-inv;no-rerun>(sroa<modify-cfg>,early-cse<memssa>,speculative-execution<only-if-divergent-target>,jump-threading,correlated-propagation,jump-table-to-switch,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,instcombine<max-iterations=1;no-verify-fixpoint>,aggressive-instcombine,libcalls-shrinkwrap,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine,tailcallelim,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,reassociate,constraint-elimination,loop-mssa(loop-instsimplify,loop-simplifycfg,licm<no-allowspeculation>,loop-rotate<header-duplication;no-prepare-for-lto;no-check-exit-count>,licm<allowspeculation>,simple-loop-unswitch<no-nontrivial;trivial>),simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,instcombine<max-iterations=1;no-verify-fixpoint>,loop(loop-idiom,indvars,extra-simple-loop-unswitch-passes,loop-deletion,loop-unroll-full),sroa<modify-cfg>,vector-combine,mldst-motion<no-split-footer-bb>,gvn<>,sccp,bdce,instcombine<max-iterations=1;no-verify-fixpoint>,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine,dfa-jump-threading,jump-threading,correlated-propagation,adce,memcpyopt,dse,move-auto-init,loop-mssa(licm<allowspeculation>),coro-elide,infer-address-spaces,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;switch-to-arithmetic;no-switch-to-lookup;keep-loops;hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,instcombine<max-iterations=1;no-verify-fixpoint>,amdgpu-usenative,amdgpu-simplifylib,amdgpu-uniform-intrinsic-combine),function-attrs,function(require<should-not-run-function-passes>),coro-split,coro-annotation-elide)),deadargelim,coro-cleanup,globalopt,globaldce,elim-avail-extern,rpo-function-attrs,recompute-globalsaa,function<eager-inv>(drop-unnecessary-assumes,float2int,lower-constant-intrinsics,loop(loop-rotate<header-duplication;no-prepare-for-lto;check-exit-count>,loop-deletion,loop-interchange),loop-distribute,inject-tli-mappings,loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,drop-unnecessary-assumes<drop-deref>,infer-alignment,loop-load-elim,instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg<bonus-inst-threshold=1;forward-switch-cond;switch-range-to-icmp;switch-to-arithmetic;switch-to-lookup;no-keep-loops;hoist-common-insts;no-hoist-loads-stores-with-cond-faulting;sink-common-insts;speculate-blocks;simplify-cond-branch;no-speculate-unpredictables>,slp-vectorizer,vector-combine,instcombine<max-iterations=1;no-verify-fixpoint>,loop-unroll<O2>,transform-warning,sroa<preserve-cfg;aggregate-to-vector>,infer-alignment,instcombine<max-iterations=1;no-verify-fixpoint>,loop-mssa(licm<allowspeculation>),alignment-from-assumptions,infer-address-spaces,loop-sink,instsimplify,div-rem-pairs,mergeicmps,expand-memcmp,tailcallelim,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;switch-to-arithmetic;no-switch-to-lookup;keep-loops;no-hoist-common-insts;hoist-loads-stores-with-cond-faulting;no-sink-common-insts;speculate-blocks;simplify-cond-branch;speculate-unpredictables>),alloc-token,amdgpu-attributor,globaldce,constmerge,cg-profile,rel-lookup-table-converter,lower-comment-string,function(annotation-remarks),verify' <.linked.ll>
; The flag '-S' is to emit LLVMIR.
; The behavior of some passes depends on '-mtriple' and '-mcpu'.

; ModuleID = 'mnist_like$async_dispatch_1'
source_filename = "mnist_like$async_dispatch_1"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-p10:32:32-p11:32:32-p12:32:32-p13:32:32-p14:32:32-p15:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@__shared_memory___0 = private unnamed_addr addrspace(3) global [4 x [32 x [6 x float]]] undef, align 16
@__shared_memory__ = private unnamed_addr addrspace(3) global [16 x [6 x float]] undef, align 16
@__constant_8xf32 = private addrspace(4) constant [8 x float] [float f0xBD87E45B, float f0xBD7B4187, float f0xBE245E07, float f0x3D955EEA, float f0x3DA518EB, float f0xBD431FB9, float f0x3C85CEDF, float f0xBE045DF2], align 64

; Function Attrs: alwaysinline norecurse nounwind
define amdgpu_kernel void @"mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32"(ptr addrspace(1) inreg noalias noundef nonnull readonly align 16 captures(none) %0, ptr addrspace(1) inreg noalias noundef nonnull readonly align 16 captures(none) %1, ptr addrspace(1) inreg noalias nofree noundef nonnull writeonly align 16 captures(none) %2) local_unnamed_addr #0 !reqd_work_group_size !1 {
  %4 = alloca [8 x float], align 4, addrspace(5)
  %5 = tail call range(i32 0, 256) i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %0, i64 64) ]
  %6 = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) nonnull %0, i16 0, i32 4096, i32 159744)
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %1, i64 64) ]
  %7 = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) nonnull %1, i16 0, i32 800, i32 159744)
  %8 = getelementptr i8, ptr addrspace(1) %2, i64 4096
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %2, i64 64) ]
  %9 = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) %8, i16 0, i32 25088, i32 159744)
  %10 = and i32 %5, 63
  %11 = lshr i32 %10, 4
  %12 = and i32 %5, 15
  %13 = shl nuw nsw i32 %11, 2
  %14 = lshr i32 %5, 6
  %15 = lshr i32 %10, 1
  %16 = icmp samesign ult i32 %10, 56
  %17 = shl nuw nsw i32 %5, 1
  %18 = and i32 %17, 2
  %19 = add nuw nsw i32 %15, %18
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 31)
  %21 = or disjoint i32 %18, 1
  %22 = add nuw nsw i32 %21, %15
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 31)
  %24 = icmp samesign ult i32 %5, 16
  %25 = sub nsw i32 0, %15
  %26 = sub nsw i32 %25, %18
  %27 = icmp sgt i32 %26, -32
  %mulbool = and i1 %16, %27
  %28 = sub nsw i32 %25, %21
  %29 = icmp samesign ugt i32 %28, -32
  %mulbool22 = and i1 %16, %29
  %30 = tail call i32 @llvm.umin.i32(i32 %13, i32 8)
  %31 = zext nneg i32 %30 to i64
  %32 = sub nuw nsw i32 8, %30
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 4)
  %34 = zext nneg i32 %33 to i64
  %35 = insertelement <4 x i64> poison, i64 %34, i64 0
  %36 = shufflevector <4 x i64> %35, <4 x i64> poison, <4 x i32> zeroinitializer
  %37 = icmp samesign ugt <4 x i64> %36, <i64 0, i64 1, i64 2, i64 3>
  %38 = lshr i32 %5, 2
  %39 = and i32 %38, 16
  %40 = or disjoint i32 %39, %12
  %41 = sub nsw i32 8, %13
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 4)
  %44 = icmp samesign ugt i32 %40, 27
  %45 = tail call range(i32 0, 7) i32 @llvm.amdgcn.workgroup.id.x()
  %46 = shl nuw nsw i32 %45, 2
  %47 = or disjoint i32 %14, %46
  %.idx51 = shl nuw nsw i32 %47, 7
  %48 = getelementptr i8, ptr addrspace(7) %6, i32 %.idx51
  %49 = getelementptr [4 x i8], ptr addrspace(7) %48, i32 %20
  %50 = load <1 x float>, ptr addrspace(7) %49, align 4
  %51 = getelementptr [4 x i8], ptr addrspace(7) %48, i32 %23
  %52 = load <1 x float>, ptr addrspace(7) %51, align 4
  br i1 %24, label %53, label %.critedge

53:                                               ; preds = %3
  %54 = tail call i32 @llvm.umin.i32(i32 %5, i32 8)
  %55 = icmp samesign ult i32 %5, 8
  %56 = insertelement <4 x i1> poison, i1 %55, i64 0
  %57 = shufflevector <4 x i1> %56, <4 x i1> poison, <4 x i32> zeroinitializer
  %.idx = mul nuw nsw i32 %54, 100
  %58 = getelementptr i8, ptr addrspace(7) %7, i32 %.idx
  %59 = load <4 x float>, ptr addrspace(7) %58, align 4
  %60 = select <4 x i1> %57, <4 x float> %59, <4 x float> zeroinitializer
  %61 = extractelement <1 x float> %50, i64 0
  %62 = select i1 %mulbool, float %61, float 0.000000e+00
  %.sroa.01.0.vec.insert = insertelement <2 x float> poison, float %62, i64 0
  %63 = extractelement <1 x float> %52, i64 0
  %64 = select i1 %mulbool22, float %63, float 0.000000e+00
  %.sroa.01.4.vec.insert = insertelement <2 x float> %.sroa.01.0.vec.insert, float %64, i64 1
  %.idx23 = mul nuw nsw i32 %5, 24
  %65 = getelementptr i8, ptr addrspace(3) @__shared_memory__, i32 %.idx23
  store <4 x float> %60, ptr addrspace(3) %65, align 8
  br label %70

.critedge:                                        ; preds = %3
  %66 = extractelement <1 x float> %50, i64 0
  %67 = select i1 %mulbool, float %66, float 0.000000e+00
  %.sroa.01.0.vec.insert7 = insertelement <2 x float> poison, float %67, i64 0
  %68 = extractelement <1 x float> %52, i64 0
  %69 = select i1 %mulbool22, float %68, float 0.000000e+00
  %.sroa.01.4.vec.insert11 = insertelement <2 x float> %.sroa.01.0.vec.insert7, float %69, i64 1
  %.pre65 = mul nuw nsw i32 %5, 24
  br label %70

70:                                               ; preds = %.critedge, %53
  %.idx50.pre-phi = phi i32 [ %.pre65, %.critedge ], [ %.idx23, %53 ]
  %.idx44.pre-phi = phi i32 [ 800, %.critedge ], [ %.idx, %53 ]
  %.sroa.01.0 = phi <2 x float> [ %.sroa.01.4.vec.insert11, %.critedge ], [ %.sroa.01.4.vec.insert, %53 ]
  %.idx27 = mul nuw nsw i32 %14, 768
  %71 = getelementptr i8, ptr addrspace(3) @__shared_memory___0, i32 %.idx27
  %.idx28 = mul nuw nsw i32 %15, 24
  %72 = getelementptr i8, ptr addrspace(3) %71, i32 %.idx28
  %73 = getelementptr [4 x i8], ptr addrspace(3) %72, i32 %18
  store <2 x float> %.sroa.01.0, ptr addrspace(3) %73, align 8
  %74 = and i32 %14, 2
  %75 = or i32 %14, 1
  %.idx46 = mul nuw nsw i32 %12, 24
  %76 = getelementptr i8, ptr addrspace(3) @__shared_memory__, i32 %.idx46
  %77 = getelementptr [4 x i8], ptr addrspace(3) %76, i32 %11
  %narrow66 = mul nuw nsw i32 %40, 6
  %78 = getelementptr [4 x i8], ptr addrspace(3) @__shared_memory___0, i32 %11
  %79 = getelementptr [4 x i8], ptr addrspace(3) %78, i32 %narrow66
  %.idx68 = mul nuw nsw i32 %74, 768
  %80 = getelementptr i8, ptr addrspace(3) %79, i32 %.idx68
  %81 = getelementptr [4 x i8], ptr addrspace(3) %78, i32 %narrow66
  %.idx70 = mul nuw nsw i32 %75, 768
  %82 = getelementptr i8, ptr addrspace(3) %81, i32 %.idx70
  %83 = icmp samesign ult i32 %5, 8
  %84 = getelementptr i8, ptr addrspace(7) %7, i32 %.idx44.pre-phi
  %85 = getelementptr i8, ptr addrspace(3) @__shared_memory__, i32 %.idx50.pre-phi
  %.lobit = lshr exact i32 %18, 1
  %.cmp71 = icmp eq i32 %18, 0
  %86 = select i1 %.cmp71, i32 4, i32 1
  %87 = add nuw nsw i32 %47, %.lobit
  %88 = add nuw nsw i32 %86, %15
  %89 = tail call i32 @llvm.umin.i32(i32 %88, i32 31)
  %90 = add nuw nsw i32 %18, %15
  %91 = tail call i32 @llvm.umin.i32(i32 %90, i32 31)
  %.idx40 = shl nuw nsw i32 %87, 7
  %92 = getelementptr i8, ptr addrspace(7) %6, i32 %.idx40
  %93 = getelementptr [4 x i8], ptr addrspace(7) %92, i32 %89
  %94 = load <1 x float>, ptr addrspace(7) %93, align 4
  %95 = shl nuw nsw i32 %47, 7
  %96 = getelementptr i8, ptr addrspace(7) %6, i32 %95
  %97 = getelementptr i8, ptr addrspace(7) %96, i32 128
  %98 = getelementptr [4 x i8], ptr addrspace(7) %97, i32 %91
  %99 = load <1 x float>, ptr addrspace(7) %98, align 4
  br i1 %24, label %100, label %105

100:                                              ; preds = %70
  %101 = select i1 %83, <4 x i1> splat (i1 true), <4 x i1> zeroinitializer
  %102 = getelementptr i8, ptr addrspace(7) %84, i32 16
  %103 = load <4 x float>, ptr addrspace(7) %102, align 4
  %104 = select <4 x i1> %101, <4 x float> %103, <4 x float> zeroinitializer
  br label %105

105:                                              ; preds = %100, %70
  %.sroa.013.1 = phi <4 x float> [ %104, %100 ], [ undef, %70 ]
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %106 = load float, ptr addrspace(3) %77, align 4
  %107 = load float, ptr addrspace(3) %80, align 4
  %108 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %106, float %107, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %109 = load float, ptr addrspace(3) %82, align 4
  %110 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %106, float %109, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %111 = icmp samesign ult i32 %88, 32
  %mulbool47 = and i1 %16, %111
  %112 = extractelement <1 x float> %94, i64 0
  %113 = select i1 %mulbool47, float %112, float 0.000000e+00
  %.sroa.01.0.vec.insert5 = insertelement <2 x float> poison, float %113, i64 0
  %114 = icmp samesign ult i32 %90, 32
  %mulbool49 = and i1 %16, %114
  %115 = extractelement <1 x float> %99, i64 0
  %116 = select i1 %mulbool49, float %115, float 0.000000e+00
  %.sroa.01.4.vec.insert9 = insertelement <2 x float> %.sroa.01.0.vec.insert5, float %116, i64 1
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  br i1 %24, label %117, label %118

117:                                              ; preds = %105
  store <4 x float> %.sroa.013.1, ptr addrspace(3) %85, align 8
  br label %118

118:                                              ; preds = %117, %105
  store <2 x float> %.sroa.01.4.vec.insert9, ptr addrspace(3) %73, align 8
  %119 = or disjoint i32 %18, 8
  %.lhs.trunc = trunc nuw nsw i32 %119 to i8
  %120 = udiv i8 %.lhs.trunc, 5
  %.zext = zext nneg i8 %120 to i32
  %.lhs.trunc72 = trunc nuw nsw i32 %119 to i8
  %121 = urem i8 %.lhs.trunc72, 5
  %.zext73 = zext nneg i8 %121 to i32
  %122 = add nuw nsw i32 %47, %.zext
  %123 = add nuw nsw i32 %15, %.zext73
  %124 = tail call i32 @llvm.umin.i32(i32 %123, i32 31)
  %125 = or disjoint i32 %18, 9
  %.lhs.trunc74 = trunc nuw nsw i32 %125 to i8
  %126 = udiv i8 %.lhs.trunc74, 5
  %.zext75 = zext nneg i8 %126 to i32
  %.lhs.trunc76 = trunc nuw nsw i32 %125 to i8
  %127 = urem i8 %.lhs.trunc76, 5
  %.zext77 = zext nneg i8 %127 to i32
  %128 = add nuw nsw i32 %47, %.zext75
  %129 = add nuw nsw i32 %15, %.zext77
  %130 = tail call i32 @llvm.umin.i32(i32 %129, i32 31)
  %.idx40.1 = shl nuw nsw i32 %122, 7
  %131 = getelementptr i8, ptr addrspace(7) %6, i32 %.idx40.1
  %132 = getelementptr [4 x i8], ptr addrspace(7) %131, i32 %124
  %133 = load <1 x float>, ptr addrspace(7) %132, align 4
  %.idx41.1 = shl nuw nsw i32 %128, 7
  %134 = getelementptr i8, ptr addrspace(7) %6, i32 %.idx41.1
  %135 = getelementptr [4 x i8], ptr addrspace(7) %134, i32 %130
  %136 = load <1 x float>, ptr addrspace(7) %135, align 4
  br i1 %24, label %137, label %142

137:                                              ; preds = %118
  %138 = select i1 %83, <4 x i1> splat (i1 true), <4 x i1> zeroinitializer
  %139 = getelementptr i8, ptr addrspace(7) %84, i32 32
  %140 = load <4 x float>, ptr addrspace(7) %139, align 4
  %141 = select <4 x i1> %138, <4 x float> %140, <4 x float> zeroinitializer
  br label %142

142:                                              ; preds = %137, %118
  %.sroa.013.1.1 = phi <4 x float> [ %141, %137 ], [ %.sroa.013.1, %118 ]
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %143 = load float, ptr addrspace(3) %77, align 4
  %144 = load float, ptr addrspace(3) %80, align 4
  %145 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %143, float %144, <4 x float> %108, i32 0, i32 0, i32 0)
  %146 = load float, ptr addrspace(3) %82, align 4
  %147 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %143, float %146, <4 x float> %110, i32 0, i32 0, i32 0)
  %148 = icmp samesign ult i32 %123, 32
  %mulbool47.1 = and i1 %16, %148
  %149 = extractelement <1 x float> %133, i64 0
  %150 = select i1 %mulbool47.1, float %149, float 0.000000e+00
  %.sroa.01.0.vec.insert5.1 = insertelement <2 x float> poison, float %150, i64 0
  %151 = icmp samesign ult i32 %129, 32
  %mulbool49.1 = and i1 %16, %151
  %152 = extractelement <1 x float> %136, i64 0
  %153 = select i1 %mulbool49.1, float %152, float 0.000000e+00
  %.sroa.01.4.vec.insert9.1 = insertelement <2 x float> %.sroa.01.0.vec.insert5.1, float %153, i64 1
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  br i1 %24, label %154, label %155

154:                                              ; preds = %142
  store <4 x float> %.sroa.013.1.1, ptr addrspace(3) %85, align 8
  br label %155

155:                                              ; preds = %154, %142
  store <2 x float> %.sroa.01.4.vec.insert9.1, ptr addrspace(3) %73, align 8
  %156 = trunc nuw nsw i32 %18 to i8
  %.lhs.trunc78 = or disjoint i8 %156, 12
  %157 = urem i8 %.lhs.trunc78, 5
  %.zext79 = zext nneg i8 %157 to i32
  %158 = add nuw nsw i32 %15, %.zext79
  %159 = tail call i32 @llvm.umin.i32(i32 %158, i32 31)
  %160 = or disjoint i32 %18, 13
  %.lhs.trunc80 = trunc nuw nsw i32 %160 to i8
  %161 = udiv i8 %.lhs.trunc80, 5
  %.zext81 = zext nneg i8 %161 to i32
  %.lhs.trunc82 = trunc nuw nsw i32 %160 to i8
  %162 = urem i8 %.lhs.trunc82, 5
  %.zext83 = zext nneg i8 %162 to i32
  %163 = add nuw nsw i32 %47, %.zext81
  %164 = add nuw nsw i32 %15, %.zext83
  %165 = tail call i32 @llvm.umin.i32(i32 %164, i32 31)
  %166 = shl nuw nsw i32 %47, 7
  %167 = getelementptr i8, ptr addrspace(7) %6, i32 %166
  %168 = getelementptr i8, ptr addrspace(7) %167, i32 256
  %169 = getelementptr [4 x i8], ptr addrspace(7) %168, i32 %159
  %170 = load <1 x float>, ptr addrspace(7) %169, align 4
  %.idx41.2 = shl nuw nsw i32 %163, 7
  %171 = getelementptr i8, ptr addrspace(7) %6, i32 %.idx41.2
  %172 = getelementptr [4 x i8], ptr addrspace(7) %171, i32 %165
  %173 = load <1 x float>, ptr addrspace(7) %172, align 4
  br i1 %24, label %174, label %179

174:                                              ; preds = %155
  %175 = select i1 %83, <4 x i1> splat (i1 true), <4 x i1> zeroinitializer
  %176 = getelementptr i8, ptr addrspace(7) %84, i32 48
  %177 = load <4 x float>, ptr addrspace(7) %176, align 4
  %178 = select <4 x i1> %175, <4 x float> %177, <4 x float> zeroinitializer
  br label %179

179:                                              ; preds = %174, %155
  %.sroa.013.1.2 = phi <4 x float> [ %178, %174 ], [ %.sroa.013.1.1, %155 ]
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %180 = load float, ptr addrspace(3) %77, align 4
  %181 = load float, ptr addrspace(3) %80, align 4
  %182 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %180, float %181, <4 x float> %145, i32 0, i32 0, i32 0)
  %183 = load float, ptr addrspace(3) %82, align 4
  %184 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %180, float %183, <4 x float> %147, i32 0, i32 0, i32 0)
  %185 = icmp samesign ult i32 %158, 32
  %mulbool47.2 = and i1 %16, %185
  %186 = extractelement <1 x float> %170, i64 0
  %187 = select i1 %mulbool47.2, float %186, float 0.000000e+00
  %.sroa.01.0.vec.insert5.2 = insertelement <2 x float> poison, float %187, i64 0
  %188 = icmp samesign ult i32 %164, 32
  %mulbool49.2 = and i1 %16, %188
  %189 = extractelement <1 x float> %173, i64 0
  %190 = select i1 %mulbool49.2, float %189, float 0.000000e+00
  %.sroa.01.4.vec.insert9.2 = insertelement <2 x float> %.sroa.01.0.vec.insert5.2, float %190, i64 1
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  br i1 %24, label %191, label %192

191:                                              ; preds = %179
  store <4 x float> %.sroa.013.1.2, ptr addrspace(3) %85, align 8
  br label %192

192:                                              ; preds = %191, %179
  store <2 x float> %.sroa.01.4.vec.insert9.2, ptr addrspace(3) %73, align 8
  %193 = trunc nuw nsw i32 %18 to i8
  %.lhs.trunc84 = or disjoint i8 %193, 16
  %194 = urem i8 %.lhs.trunc84, 5
  %.zext85 = zext nneg i8 %194 to i32
  %195 = add nuw nsw i32 %15, %.zext85
  %196 = tail call i32 @llvm.umin.i32(i32 %195, i32 31)
  %197 = trunc nuw nsw i32 %18 to i8
  %.lhs.trunc86 = or disjoint i8 %197, 17
  %198 = urem i8 %.lhs.trunc86, 5
  %.zext87 = zext nneg i8 %198 to i32
  %199 = add nuw nsw i32 %15, %.zext87
  %200 = tail call i32 @llvm.umin.i32(i32 %199, i32 31)
  %201 = shl nuw nsw i32 %47, 7
  %202 = getelementptr i8, ptr addrspace(7) %6, i32 %201
  %203 = getelementptr i8, ptr addrspace(7) %202, i32 384
  %204 = getelementptr [4 x i8], ptr addrspace(7) %203, i32 %196
  %205 = load <1 x float>, ptr addrspace(7) %204, align 4
  %206 = shl nuw nsw i32 %47, 7
  %207 = getelementptr i8, ptr addrspace(7) %6, i32 %206
  %208 = getelementptr i8, ptr addrspace(7) %207, i32 384
  %209 = getelementptr [4 x i8], ptr addrspace(7) %208, i32 %200
  %210 = load <1 x float>, ptr addrspace(7) %209, align 4
  br i1 %24, label %211, label %216

211:                                              ; preds = %192
  %212 = select i1 %83, <4 x i1> splat (i1 true), <4 x i1> zeroinitializer
  %213 = getelementptr i8, ptr addrspace(7) %84, i32 64
  %214 = load <4 x float>, ptr addrspace(7) %213, align 4
  %215 = select <4 x i1> %212, <4 x float> %214, <4 x float> zeroinitializer
  br label %216

216:                                              ; preds = %211, %192
  %.sroa.013.1.3 = phi <4 x float> [ %215, %211 ], [ %.sroa.013.1.2, %192 ]
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %217 = load float, ptr addrspace(3) %77, align 4
  %218 = load float, ptr addrspace(3) %80, align 4
  %219 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %217, float %218, <4 x float> %182, i32 0, i32 0, i32 0)
  %220 = load float, ptr addrspace(3) %82, align 4
  %221 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %217, float %220, <4 x float> %184, i32 0, i32 0, i32 0)
  %222 = icmp samesign ult i32 %195, 32
  %mulbool47.3 = and i1 %16, %222
  %223 = extractelement <1 x float> %205, i64 0
  %224 = select i1 %mulbool47.3, float %223, float 0.000000e+00
  %.sroa.01.0.vec.insert5.3 = insertelement <2 x float> poison, float %224, i64 0
  %225 = icmp samesign ult i32 %199, 32
  %mulbool49.3 = and i1 %16, %225
  %226 = extractelement <1 x float> %210, i64 0
  %227 = select i1 %mulbool49.3, float %226, float 0.000000e+00
  %.sroa.01.4.vec.insert9.3 = insertelement <2 x float> %.sroa.01.0.vec.insert5.3, float %227, i64 1
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  br i1 %24, label %228, label %229

228:                                              ; preds = %216
  store <4 x float> %.sroa.013.1.3, ptr addrspace(3) %85, align 8
  br label %229

229:                                              ; preds = %228, %216
  store <2 x float> %.sroa.01.4.vec.insert9.3, ptr addrspace(3) %73, align 8
  %230 = trunc nuw nsw i32 %18 to i8
  %.lhs.trunc88 = or disjoint i8 %230, 20
  %231 = urem i8 %.lhs.trunc88, 5
  %.zext89 = zext nneg i8 %231 to i32
  %232 = add nuw nsw i32 %15, %.zext89
  %233 = tail call i32 @llvm.umin.i32(i32 %232, i32 31)
  %234 = trunc nuw nsw i32 %18 to i8
  %.lhs.trunc90 = or disjoint i8 %234, 21
  %235 = urem i8 %.lhs.trunc90, 5
  %.zext91 = zext nneg i8 %235 to i32
  %236 = add nuw nsw i32 %15, %.zext91
  %237 = tail call i32 @llvm.umin.i32(i32 %236, i32 31)
  %238 = shl nuw nsw i32 %47, 7
  %239 = getelementptr i8, ptr addrspace(7) %6, i32 %238
  %240 = getelementptr i8, ptr addrspace(7) %239, i32 512
  %241 = getelementptr [4 x i8], ptr addrspace(7) %240, i32 %233
  %242 = load <1 x float>, ptr addrspace(7) %241, align 4
  %243 = shl nuw nsw i32 %47, 7
  %244 = getelementptr i8, ptr addrspace(7) %6, i32 %243
  %245 = getelementptr i8, ptr addrspace(7) %244, i32 512
  %246 = getelementptr [4 x i8], ptr addrspace(7) %245, i32 %237
  %247 = load <1 x float>, ptr addrspace(7) %246, align 4
  br i1 %24, label %248, label %253

248:                                              ; preds = %229
  %249 = select i1 %83, <4 x i1> splat (i1 true), <4 x i1> zeroinitializer
  %250 = getelementptr i8, ptr addrspace(7) %84, i32 80
  %251 = load <4 x float>, ptr addrspace(7) %250, align 4
  %252 = select <4 x i1> %249, <4 x float> %251, <4 x float> zeroinitializer
  br label %253

253:                                              ; preds = %248, %229
  %.sroa.013.1.4 = phi <4 x float> [ %252, %248 ], [ %.sroa.013.1.3, %229 ]
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %254 = load float, ptr addrspace(3) %77, align 4
  %255 = load float, ptr addrspace(3) %80, align 4
  %256 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %254, float %255, <4 x float> %219, i32 0, i32 0, i32 0)
  %257 = load float, ptr addrspace(3) %82, align 4
  %258 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %254, float %257, <4 x float> %221, i32 0, i32 0, i32 0)
  %259 = icmp samesign ult i32 %232, 32
  %mulbool47.4 = and i1 %16, %259
  %260 = extractelement <1 x float> %242, i64 0
  %261 = select i1 %mulbool47.4, float %260, float 0.000000e+00
  %.sroa.01.0.vec.insert5.4 = insertelement <2 x float> poison, float %261, i64 0
  %262 = icmp samesign ult i32 %236, 32
  %mulbool49.4 = and i1 %16, %262
  %263 = extractelement <1 x float> %247, i64 0
  %264 = select i1 %mulbool49.4, float %263, float 0.000000e+00
  %.sroa.01.4.vec.insert9.4 = insertelement <2 x float> %.sroa.01.0.vec.insert5.4, float %264, i64 1
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  br i1 %24, label %265, label %266

265:                                              ; preds = %253
  store <4 x float> %.sroa.013.1.4, ptr addrspace(3) %85, align 8
  br label %266

266:                                              ; preds = %265, %253
  store <2 x float> %.sroa.01.4.vec.insert9.4, ptr addrspace(3) %73, align 8
  %267 = or disjoint i32 %18, 24
  %.lhs.trunc92 = trunc nuw nsw i32 %267 to i8
  %268 = udiv i8 %.lhs.trunc92, 5
  %.zext93 = zext nneg i8 %268 to i32
  %.lhs.trunc94 = trunc nuw nsw i32 %267 to i8
  %269 = urem i8 %.lhs.trunc94, 5
  %.zext95 = zext nneg i8 %269 to i32
  %270 = add nuw nsw i32 %47, %.zext93
  %271 = tail call i32 @llvm.umin.i32(i32 %270, i32 31)
  %272 = add nuw nsw i32 %15, %.zext95
  %273 = tail call i32 @llvm.umin.i32(i32 %272, i32 31)
  %.idx40.5 = shl nuw nsw i32 %271, 7
  %274 = getelementptr i8, ptr addrspace(7) %6, i32 %.idx40.5
  %275 = getelementptr [4 x i8], ptr addrspace(7) %274, i32 %273
  %276 = load <1 x float>, ptr addrspace(7) %275, align 4
  br i1 %24, label %277, label %282

277:                                              ; preds = %266
  %278 = select i1 %83, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x i1> zeroinitializer
  %279 = getelementptr i8, ptr addrspace(7) %84, i32 96
  %280 = load <4 x float>, ptr addrspace(7) %279, align 4
  %281 = select <4 x i1> %278, <4 x float> %280, <4 x float> zeroinitializer
  br label %282

282:                                              ; preds = %277, %266
  %.sroa.013.1.5 = phi <4 x float> [ %281, %277 ], [ %.sroa.013.1.4, %266 ]
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %283 = load float, ptr addrspace(3) %77, align 4
  %284 = load float, ptr addrspace(3) %80, align 4
  %285 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %283, float %284, <4 x float> %256, i32 0, i32 0, i32 0)
  %286 = load float, ptr addrspace(3) %82, align 4
  %287 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %283, float %286, <4 x float> %258, i32 0, i32 0, i32 0)
  %288 = icmp samesign ult i32 %272, 32
  %mulbool47.5 = and i1 %16, %288
  %289 = icmp eq i32 %18, 0
  %290 = select i1 %mulbool47.5, i1 %289, i1 false
  %291 = extractelement <1 x float> %276, i64 0
  %292 = select i1 %290, float %291, float 0.000000e+00
  %.sroa.01.4.vec.insert9.5 = insertelement <2 x float> <float poison, float 0.000000e+00>, float %292, i64 0
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  br i1 %24, label %293, label %.preheader56.preheader

293:                                              ; preds = %282
  store <4 x float> %.sroa.013.1.5, ptr addrspace(3) %85, align 8
  br label %.preheader56.preheader

.preheader56.preheader:                           ; preds = %293, %282
  store <2 x float> %.sroa.01.4.vec.insert9.5, ptr addrspace(3) %73, align 8
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %294 = load float, ptr addrspace(3) %77, align 4
  %295 = load float, ptr addrspace(3) %80, align 4
  %296 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %294, float %295, <4 x float> %285, i32 0, i32 0, i32 0)
  %297 = load float, ptr addrspace(3) %82, align 4
  %298 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %294, float %297, <4 x float> %287, i32 0, i32 0, i32 0)
  %299 = getelementptr [4 x i8], ptr addrspace(4) @__constant_8xf32, i64 %31
  %300 = tail call <4 x float> @llvm.masked.load.v4f32.p4(ptr addrspace(4) align 16 %299, <4 x i1> %37, <4 x float> poison)
  %301 = shufflevector <4 x float> %296, <4 x float> %298, <2 x i32> <i32 0, i32 4>
  %302 = shufflevector <4 x float> %300, <4 x float> poison, <2 x i32> zeroinitializer
  %303 = fadd <2 x float> %301, %302
  %304 = fcmp ole <2 x float> %303, zeroinitializer
  %305 = select <2 x i1> %304, <2 x float> zeroinitializer, <2 x float> %303
  store <2 x float> %305, ptr addrspace(5) %4, align 4
  %306 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 8
  %307 = shufflevector <4 x float> %296, <4 x float> %298, <2 x i32> <i32 1, i32 5>
  %308 = shufflevector <4 x float> %300, <4 x float> poison, <2 x i32> <i32 1, i32 1>
  %309 = fadd <2 x float> %307, %308
  %310 = fcmp ole <2 x float> %309, zeroinitializer
  %311 = select <2 x i1> %310, <2 x float> zeroinitializer, <2 x float> %309
  store <2 x float> %311, ptr addrspace(5) %306, align 4
  %312 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 16
  %313 = shufflevector <4 x float> %296, <4 x float> %298, <2 x i32> <i32 2, i32 6>
  %314 = shufflevector <4 x float> %300, <4 x float> poison, <2 x i32> <i32 2, i32 2>
  %315 = fadd <2 x float> %313, %314
  %316 = fcmp ole <2 x float> %315, zeroinitializer
  %317 = select <2 x i1> %316, <2 x float> zeroinitializer, <2 x float> %315
  store <2 x float> %317, ptr addrspace(5) %312, align 4
  %318 = getelementptr inbounds nuw i8, ptr addrspace(5) %4, i32 24
  %319 = shufflevector <4 x float> %296, <4 x float> %298, <2 x i32> <i32 3, i32 7>
  %320 = shufflevector <4 x float> %300, <4 x float> poison, <2 x i32> <i32 3, i32 3>
  %321 = fadd <2 x float> %319, %320
  %322 = fcmp ole <2 x float> %321, zeroinitializer
  %323 = select <2 x i1> %322, <2 x float> zeroinitializer, <2 x float> %321
  store <2 x float> %323, ptr addrspace(5) %318, align 4
  %invariant.gep61 = getelementptr [4 x i8], ptr addrspace(7) %9, i32 %40
  %.not = icmp samesign ugt i32 %10, 31
  %brmerge = select i1 %.not, i1 true, i1 %44
  br i1 %brmerge, label %._crit_edge.split, label %.preheader52.preheader

.preheader52.preheader:                           ; preds = %.preheader56.preheader
  %324 = or disjoint i32 %46, %74
  %.idx39 = mul nuw nsw i32 %324, 112
  %325 = mul nuw nsw i32 %324, 112
  %broadcast.splatinsert = insertelement <2 x i32> poison, i32 %13, i64 0
  %broadcast.splat = shufflevector <2 x i32> %broadcast.splatinsert, <2 x i32> poison, <2 x i32> zeroinitializer
  %326 = add nsw i32 %43, -2
  %327 = lshr exact i32 %326, 1
  %328 = add nuw i32 %327, 1
  %xtraiter = and i32 %328, 3
  %329 = icmp ult i32 %326, 6
  br i1 %329, label %vector.body.epil.preheader, label %.preheader52.preheader.new

.preheader52.preheader.new:                       ; preds = %.preheader52.preheader
  %unroll_iter = and i32 %328, -4
  %invariant.op = add nuw nsw <2 x i32> splat (i32 2), %broadcast.splat
  %invariant.op98 = add nuw nsw <2 x i32> splat (i32 4), %broadcast.splat
  %invariant.op100 = add nuw nsw <2 x i32> splat (i32 6), %broadcast.splat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %.preheader52.preheader.new
  %vec.ind = phi <2 x i32> [ <i32 0, i32 1>, %.preheader52.preheader.new ], [ %vec.ind.next.3, %vector.body ]
  %niter = phi i32 [ 0, %.preheader52.preheader.new ], [ %niter.next.3, %vector.body ]
  %330 = shl nuw nsw <2 x i32> %vec.ind, splat (i32 3)
  %331 = extractelement <2 x i32> %330, i64 0
  %332 = getelementptr i8, ptr addrspace(5) %4, i32 %331
  %333 = extractelement <2 x i32> %330, i64 1
  %334 = getelementptr i8, ptr addrspace(5) %4, i32 %333
  %335 = add nuw nsw <2 x i32> %vec.ind, %broadcast.splat
  %336 = mul nuw nsw <2 x i32> %335, splat (i32 3136)
  %337 = extractelement <2 x i32> %336, i64 0
  %338 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %337
  %339 = extractelement <2 x i32> %336, i64 1
  %340 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %339
  %341 = load float, ptr addrspace(5) %332, align 4
  %342 = load float, ptr addrspace(5) %334, align 4
  %343 = getelementptr i8, ptr addrspace(7) %338, i32 %.idx39
  %344 = getelementptr i8, ptr addrspace(7) %340, i32 %.idx39
  store float %341, ptr addrspace(7) %343, align 4
  store float %342, ptr addrspace(7) %344, align 4
  %345 = getelementptr i8, ptr addrspace(5) %332, i32 4
  %346 = getelementptr i8, ptr addrspace(5) %334, i32 4
  %347 = load float, ptr addrspace(5) %345, align 4
  %348 = load float, ptr addrspace(5) %346, align 4
  %349 = getelementptr i8, ptr addrspace(7) %338, i32 %325
  %350 = getelementptr i8, ptr addrspace(7) %340, i32 %325
  %351 = getelementptr i8, ptr addrspace(7) %349, i32 112
  %352 = getelementptr i8, ptr addrspace(7) %350, i32 112
  store float %347, ptr addrspace(7) %351, align 4
  store float %348, ptr addrspace(7) %352, align 4
  %vec.ind.next = add nuw nsw <2 x i32> %vec.ind, splat (i32 2)
  %353 = shl nuw nsw <2 x i32> %vec.ind.next, splat (i32 3)
  %354 = extractelement <2 x i32> %353, i64 0
  %355 = getelementptr i8, ptr addrspace(5) %4, i32 %354
  %356 = extractelement <2 x i32> %353, i64 1
  %357 = getelementptr i8, ptr addrspace(5) %4, i32 %356
  %.reass = add nuw nsw <2 x i32> %vec.ind, %invariant.op
  %358 = mul nuw nsw <2 x i32> %.reass, splat (i32 3136)
  %359 = extractelement <2 x i32> %358, i64 0
  %360 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %359
  %361 = extractelement <2 x i32> %358, i64 1
  %362 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %361
  %363 = load float, ptr addrspace(5) %355, align 4
  %364 = load float, ptr addrspace(5) %357, align 4
  %365 = getelementptr i8, ptr addrspace(7) %360, i32 %.idx39
  %366 = getelementptr i8, ptr addrspace(7) %362, i32 %.idx39
  store float %363, ptr addrspace(7) %365, align 4
  store float %364, ptr addrspace(7) %366, align 4
  %367 = getelementptr i8, ptr addrspace(5) %355, i32 4
  %368 = getelementptr i8, ptr addrspace(5) %357, i32 4
  %369 = load float, ptr addrspace(5) %367, align 4
  %370 = load float, ptr addrspace(5) %368, align 4
  %371 = getelementptr i8, ptr addrspace(7) %360, i32 %325
  %372 = getelementptr i8, ptr addrspace(7) %362, i32 %325
  %373 = getelementptr i8, ptr addrspace(7) %371, i32 112
  %374 = getelementptr i8, ptr addrspace(7) %372, i32 112
  store float %369, ptr addrspace(7) %373, align 4
  store float %370, ptr addrspace(7) %374, align 4
  %vec.ind.next.1 = add nuw nsw <2 x i32> %vec.ind, splat (i32 4)
  %375 = shl nuw nsw <2 x i32> %vec.ind.next.1, splat (i32 3)
  %376 = extractelement <2 x i32> %375, i64 0
  %377 = getelementptr i8, ptr addrspace(5) %4, i32 %376
  %378 = extractelement <2 x i32> %375, i64 1
  %379 = getelementptr i8, ptr addrspace(5) %4, i32 %378
  %.reass99 = add nuw nsw <2 x i32> %vec.ind, %invariant.op98
  %380 = mul nuw nsw <2 x i32> %.reass99, splat (i32 3136)
  %381 = extractelement <2 x i32> %380, i64 0
  %382 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %381
  %383 = extractelement <2 x i32> %380, i64 1
  %384 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %383
  %385 = load float, ptr addrspace(5) %377, align 4
  %386 = load float, ptr addrspace(5) %379, align 4
  %387 = getelementptr i8, ptr addrspace(7) %382, i32 %.idx39
  %388 = getelementptr i8, ptr addrspace(7) %384, i32 %.idx39
  store float %385, ptr addrspace(7) %387, align 4
  store float %386, ptr addrspace(7) %388, align 4
  %389 = getelementptr i8, ptr addrspace(5) %377, i32 4
  %390 = getelementptr i8, ptr addrspace(5) %379, i32 4
  %391 = load float, ptr addrspace(5) %389, align 4
  %392 = load float, ptr addrspace(5) %390, align 4
  %393 = getelementptr i8, ptr addrspace(7) %382, i32 %325
  %394 = getelementptr i8, ptr addrspace(7) %384, i32 %325
  %395 = getelementptr i8, ptr addrspace(7) %393, i32 112
  %396 = getelementptr i8, ptr addrspace(7) %394, i32 112
  store float %391, ptr addrspace(7) %395, align 4
  store float %392, ptr addrspace(7) %396, align 4
  %vec.ind.next.2 = add nuw nsw <2 x i32> %vec.ind, splat (i32 6)
  %397 = shl nuw nsw <2 x i32> %vec.ind.next.2, splat (i32 3)
  %398 = extractelement <2 x i32> %397, i64 0
  %399 = getelementptr i8, ptr addrspace(5) %4, i32 %398
  %400 = extractelement <2 x i32> %397, i64 1
  %401 = getelementptr i8, ptr addrspace(5) %4, i32 %400
  %.reass101 = add nuw nsw <2 x i32> %vec.ind, %invariant.op100
  %402 = mul nuw nsw <2 x i32> %.reass101, splat (i32 3136)
  %403 = extractelement <2 x i32> %402, i64 0
  %404 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %403
  %405 = extractelement <2 x i32> %402, i64 1
  %406 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %405
  %407 = load float, ptr addrspace(5) %399, align 4
  %408 = load float, ptr addrspace(5) %401, align 4
  %409 = getelementptr i8, ptr addrspace(7) %404, i32 %.idx39
  %410 = getelementptr i8, ptr addrspace(7) %406, i32 %.idx39
  store float %407, ptr addrspace(7) %409, align 4
  store float %408, ptr addrspace(7) %410, align 4
  %411 = getelementptr i8, ptr addrspace(5) %399, i32 4
  %412 = getelementptr i8, ptr addrspace(5) %401, i32 4
  %413 = load float, ptr addrspace(5) %411, align 4
  %414 = load float, ptr addrspace(5) %412, align 4
  %415 = getelementptr i8, ptr addrspace(7) %404, i32 %325
  %416 = getelementptr i8, ptr addrspace(7) %406, i32 %325
  %417 = getelementptr i8, ptr addrspace(7) %415, i32 112
  %418 = getelementptr i8, ptr addrspace(7) %416, i32 112
  store float %413, ptr addrspace(7) %417, align 4
  store float %414, ptr addrspace(7) %418, align 4
  %vec.ind.next.3 = add nuw nsw <2 x i32> %vec.ind, splat (i32 8)
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %._crit_edge.split.loopexit.unr-lcssa, label %vector.body, !llvm.loop !9

._crit_edge.split.loopexit.unr-lcssa:             ; preds = %vector.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge.split, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %._crit_edge.split.loopexit.unr-lcssa, %.preheader52.preheader
  %vec.ind.epil.init = phi <2 x i32> [ <i32 0, i32 1>, %.preheader52.preheader ], [ %vec.ind.next.3, %._crit_edge.split.loopexit.unr-lcssa ]
  %lcmp.mod97 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod97)
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %vec.ind.epil = phi <2 x i32> [ %vec.ind.epil.init, %vector.body.epil.preheader ], [ %vec.ind.next.epil, %vector.body.epil ]
  %epil.iter = phi i32 [ 0, %vector.body.epil.preheader ], [ %epil.iter.next, %vector.body.epil ]
  %419 = shl nuw nsw <2 x i32> %vec.ind.epil, splat (i32 3)
  %420 = extractelement <2 x i32> %419, i64 0
  %421 = getelementptr i8, ptr addrspace(5) %4, i32 %420
  %422 = extractelement <2 x i32> %419, i64 1
  %423 = getelementptr i8, ptr addrspace(5) %4, i32 %422
  %424 = add nuw nsw <2 x i32> %vec.ind.epil, %broadcast.splat
  %425 = mul nuw nsw <2 x i32> %424, splat (i32 3136)
  %426 = extractelement <2 x i32> %425, i64 0
  %427 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %426
  %428 = extractelement <2 x i32> %425, i64 1
  %429 = getelementptr i8, ptr addrspace(7) %invariant.gep61, i32 %428
  %430 = load float, ptr addrspace(5) %421, align 4
  %431 = load float, ptr addrspace(5) %423, align 4
  %432 = getelementptr i8, ptr addrspace(7) %427, i32 %.idx39
  %433 = getelementptr i8, ptr addrspace(7) %429, i32 %.idx39
  store float %430, ptr addrspace(7) %432, align 4
  store float %431, ptr addrspace(7) %433, align 4
  %434 = getelementptr i8, ptr addrspace(5) %421, i32 4
  %435 = getelementptr i8, ptr addrspace(5) %423, i32 4
  %436 = load float, ptr addrspace(5) %434, align 4
  %437 = load float, ptr addrspace(5) %435, align 4
  %438 = getelementptr i8, ptr addrspace(7) %427, i32 %325
  %439 = getelementptr i8, ptr addrspace(7) %429, i32 %325
  %440 = getelementptr i8, ptr addrspace(7) %438, i32 112
  %441 = getelementptr i8, ptr addrspace(7) %439, i32 112
  store float %436, ptr addrspace(7) %440, align 4
  store float %437, ptr addrspace(7) %441, align 4
  %vec.ind.next.epil = add nuw nsw <2 x i32> %vec.ind.epil, splat (i32 2)
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %._crit_edge.split, label %vector.body.epil, !llvm.loop !11

._crit_edge.split:                                ; preds = %._crit_edge.split.loopexit.unr-lcssa, %vector.body.epil, %.preheader56.preheader
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
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: alwaysinline mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: alwaysinline mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: alwaysinline convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: alwaysinline convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: alwaysinline mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p4(ptr addrspace(4) captures(none), <4 x i1>, <4 x float>) #6

; Function Attrs: alwaysinline convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.sched.barrier(i32 immarg) #4

attributes #0 = { alwaysinline norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="256,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "uniform-work-group-size" }
attributes #1 = { alwaysinline mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { alwaysinline mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { alwaysinline convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { alwaysinline mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!2, !3, !4}

!0 = !{!"amdgpu-synchronize-as", !"local"}
!1 = !{i32 256, i32 1, i32 1}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !{i32 7, !"amdgpu.buffer.oob.mode", i32 1}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!9 = distinct !{!9, !7}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !10}
