	.att_syntax
	.file	"mnist_like_linked"
	.section	".text.mnist_like$async_dispatch_0_slow_memcpy","ax",@progbits
	.prefalign	4, .Lfunc_end0, nop
	.type	mnist_like$async_dispatch_0_slow_memcpy,@function
mnist_like$async_dispatch_0_slow_memcpy:
.Lfunc_begin0:
	.file	1 "mnist_like.mlir"
	.loc	1 1 0
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp0:
	.loc	1 11 10 prologue_end
	movq	32(%rsi), %rdx
	movq	(%rdx), %rax
	movl	$264, %ecx
	addq	8(%rdx), %rcx
	xorl	%edx, %edx
	.loc	1 0 10 is_stmt 0
.Ltmp1:
	.p2align	4
.LBB0_1:
	movq	$-4, %rsi
	.p2align	4
.LBB0_2:
	.loc	1 11 10 is_stmt 1
	movaps	16(%rax,%rsi,4), %xmm0
	movups	%xmm0, 16(%rcx,%rsi,4)
	addq	$4, %rsi
	cmpq	$24, %rsi
	jb	.LBB0_2
	incq	%rdx
	addq	$112, %rax
	subq	$-128, %rcx
	cmpq	$28, %rdx
	jne	.LBB0_1
	xorl	%eax, %eax
	.loc	1 11 10 epilogue_begin is_stmt 0
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
.Ltmp2:
.Lfunc_end0:
	.size	mnist_like$async_dispatch_0_slow_memcpy, .Lfunc_end0-mnist_like$async_dispatch_0_slow_memcpy
	.cfi_endproc

	.section	".text.mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32","ax",@progbits
	.prefalign	4, .Lfunc_end1, nop
	.type	mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32,@function
mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32:
.Lfunc_begin1:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp3:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	addq	$-128, %rsp
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 11 10 prologue_end
	movq	32(%rsi), %rax
	movq	16(%rax), %rcx
	movl	(%rdx), %edx
	movl	%edx, %esi
	shrl	%esi
	xorl	%edi, %edi
	testb	$1, %dl
	movl	$14, %r9d
	cmoveq	%rdi, %r9
	xorps	%xmm0, %xmm0
	imulq	$100, %rsi, %rdx
	addq	8(%rax), %rdx
	movq	%r9, 40(%rsp)
	shll	$7, %r9d
	addq	(%rax), %r9
	movaps	%xmm0, 64(%rsp)
	.loc	1 13 10
	leaq	__constant_8xf32(%rip), %rax
	movss	(%rax,%rsi,4), %xmm1
	shufps	$0, %xmm1, %xmm1
	imulq	$3136, %rsi, %rax
	addq	%rcx, %rax
	addq	$4096, %rax
	movq	%rax, 32(%rsp)
	.loc	1 0 10 is_stmt 0
.Ltmp4:
	.p2align	4
.LBB1_1:
	movq	%rdi, 56(%rsp)
	movq	40(%rsp), %rax
	addq	%rdi, %rax
	imulq	$112, %rax, %r8
	addq	32(%rsp), %r8
	movq	%r9, 48(%rsp)
	xorl	%r10d, %r10d
	.p2align	4
.LBB1_2:
	xorl	%eax, %eax
	.p2align	4
.LBB1_3:
	.loc	1 11 10 is_stmt 1
	movss	64(%rsp,%rax,4), %xmm2
	movss	%xmm2, (%rsp,%rax,4)
	incq	%rax
	cmpq	$4, %rax
	jne	.LBB1_3
	.loc	1 0 10 is_stmt 0
	movq	%rdx, %r11
	movq	%r9, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB1_5:
	movb	$1, %r12b
	movl	$5, %r15d
	xorl	%ecx, %ecx
	.p2align	4
.LBB1_6:
	.loc	1 11 10 is_stmt 1
	cmpq	$4, %r15
	movl	$4, %r13d
	cmovbq	%r15, %r13
	leaq	(%rbx,%rcx,4), %rdi
	leaq	(%r11,%rcx,4), %rcx
	xorl	%esi, %esi
	.loc	1 0 10 is_stmt 0
.Ltmp5:
	.p2align	4
.LBB1_7:
	movss	(%rsp,%rsi,4), %xmm2
	xorl	%eax, %eax
	.p2align	4
.LBB1_8:
	.loc	1 11 10 is_stmt 1
	movss	(%rdi,%rax,4), %xmm3
	mulss	(%rcx,%rax,4), %xmm3
	addss	%xmm3, %xmm2
	incq	%rax
	cmpq	%rax, %r13
	jne	.LBB1_8
	movss	%xmm2, (%rsp,%rsi,4)
	incq	%rsi
	addq	$4, %rdi
	cmpq	$4, %rsi
	jne	.LBB1_7
	addq	$-4, %r15
	movl	$4, %ecx
	testb	$1, %r12b
	movl	$0, %r12d
	jne	.LBB1_6
	incq	%r14
	subq	$-128, %rbx
	addq	$20, %r11
	cmpq	$5, %r14
	jne	.LBB1_5
	.loc	1 0 10 is_stmt 0
	movaps	(%rsp), %xmm2
	.loc	1 12 10 is_stmt 1
	addps	%xmm1, %xmm2
	.loc	1 13 10
	movaps	%xmm2, %xmm3
	cmpnleps	%xmm0, %xmm3
	andps	%xmm2, %xmm3
	.loc	1 11 10
	movaps	%xmm3, (%r8,%r10,4)
	addq	$16, %r9
	cmpq	$24, %r10
	leaq	4(%r10), %r10
	jb	.LBB1_2
	.loc	1 0 10 is_stmt 0
	movq	56(%rsp), %rdi
	.loc	1 11 10
	incq	%rdi
	movq	48(%rsp), %r9
	subq	$-128, %r9
	cmpq	$14, %rdi
	jne	.LBB1_1
	xorl	%eax, %eax
	leaq	-40(%rbp), %rsp
	.loc	1 11 10 epilogue_begin
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
.Ltmp6:
.Lfunc_end1:
	.size	mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32, .Lfunc_end1-mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI2_0,@object
.LCPI2_0:
	.long	0xff800000
	.size	.LCPI2_0, 4
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI2_1,@object
.LCPI2_1:
	.long	0x7fffffff
	.long	0x7fffffff
	.long	0x7fffffff
	.long	0x7fffffff
	.size	.LCPI2_1, 16
	.section	".text.mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32","ax",@progbits
	.prefalign	4, .Lfunc_end2, nop
	.type	mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32,@function
mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32:
.Lfunc_begin2:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp7:
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	.cfi_offset %rbx, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 11 10 prologue_end
	movq	32(%rsi), %rsi
	movq	(%rsi), %rdi
	.loc	1 14 11
	movl	(%rdx), %eax
	movl	%eax, %edx
	shrl	%edx
	andl	$1, %eax
	movl	%eax, %ecx
	shlq	$3, %rcx
	subq	%rax, %rcx
	movq	%rax, %r8
	addq	%rax, %r8
	shll	$4, %eax
	subq	%r8, %rax
	imulq	$3136, %rdx, %r8
	imulq	$1296, %rdx, %rdx
	addq	8(%rsi), %rdx
	leaq	(%rdi,%r8), %rsi
	addq	$4096, %rsi
	xorl	%edi, %edi
	movaps	.LCPI2_1(%rip), %xmm11
	.loc	1 0 11 is_stmt 0
.Ltmp8:
	.p2align	4
.LBB2_1:
	leaq	(%rax,%rdi,2), %r8
	leaq	(%rdi,%rcx), %r9
	leaq	(%r9,%r9,8), %r9
	leaq	(%rdx,%r9,8), %r9
	addq	$29336, %r9
	xorl	%r10d, %r10d
	.p2align	4
.LBB2_2:
	.loc	1 14 11 is_stmt 1
	leaq	(%rsi,%r10,8), %r11
	movb	$1, %r15b
	movss	.LCPI2_0(%rip), %xmm3
	movaps	%xmm3, %xmm10
	movaps	%xmm3, %xmm5
	movaps	%xmm3, %xmm1
	movaps	%xmm3, %xmm4
	movaps	%xmm3, %xmm15
	movaps	%xmm3, %xmm14
	xorl	%r14d, %r14d
	.loc	1 0 11 is_stmt 0
.Ltmp9:
	.p2align	4
.LBB2_3:
	movl	%r15d, %ebx
	.loc	1 14 11
	orq	%r8, %r14
	imulq	$112, %r14, %r14
	movsd	48(%r11,%r14), %xmm0
	movaps	%xmm0, -48(%rbp)
	movups	(%r11,%r14), %xmm6
	movups	16(%r11,%r14), %xmm8
	movups	32(%r11,%r14), %xmm2
	movaps	%xmm6, %xmm12
	cmpunordss	%xmm6, %xmm12
	movaps	%xmm12, %xmm0
	andps	%xmm6, %xmm0
	movaps	%xmm6, %xmm7
	orps	%xmm11, %xmm7
	movaps	%xmm6, %xmm9
	maxss	%xmm10, %xmm9
	andps	%xmm7, %xmm9
	andnps	%xmm9, %xmm12
	orps	%xmm0, %xmm12
	movaps	%xmm12, -96(%rbp)
	movaps	%xmm6, %xmm0
	unpckhpd	%xmm6, %xmm0
	movaps	%xmm0, %xmm10
	cmpunordss	%xmm0, %xmm10
	movaps	%xmm10, %xmm7
	andps	%xmm0, %xmm7
	movaps	%xmm0, %xmm9
	orps	%xmm11, %xmm9
	maxss	%xmm5, %xmm0
	andps	%xmm9, %xmm0
	andnps	%xmm0, %xmm10
	orps	%xmm7, %xmm10
	movaps	%xmm10, -80(%rbp)
	movaps	%xmm8, %xmm7
	cmpunordss	%xmm8, %xmm7
	movaps	%xmm7, %xmm0
	andps	%xmm8, %xmm0
	movaps	%xmm8, %xmm5
	orps	%xmm11, %xmm5
	movaps	%xmm8, %xmm9
	maxss	%xmm1, %xmm9
	andps	%xmm5, %xmm9
	andnps	%xmm9, %xmm7
	orps	%xmm0, %xmm7
	movaps	%xmm7, -64(%rbp)
	movaps	%xmm8, %xmm0
	unpckhpd	%xmm8, %xmm0
	movaps	%xmm0, %xmm7
	cmpunordss	%xmm0, %xmm7
	movaps	%xmm7, %xmm1
	andps	%xmm0, %xmm1
	movaps	%xmm0, %xmm5
	orps	%xmm11, %xmm5
	maxss	%xmm4, %xmm0
	andps	%xmm5, %xmm0
	andnps	%xmm0, %xmm7
	orps	%xmm1, %xmm7
	movaps	%xmm2, %xmm9
	cmpunordss	%xmm2, %xmm9
	movaps	%xmm9, %xmm0
	andps	%xmm2, %xmm0
	movaps	%xmm2, %xmm1
	orps	%xmm11, %xmm1
	movaps	%xmm2, %xmm4
	maxss	%xmm15, %xmm4
	andps	%xmm1, %xmm4
	andnps	%xmm4, %xmm9
	orps	%xmm0, %xmm9
	movaps	%xmm2, %xmm0
	unpckhpd	%xmm2, %xmm0
	movaps	%xmm0, %xmm13
	cmpunordss	%xmm0, %xmm13
	movaps	%xmm13, %xmm1
	andps	%xmm0, %xmm1
	movaps	%xmm0, %xmm4
	orps	%xmm11, %xmm4
	maxss	%xmm14, %xmm0
	andps	%xmm4, %xmm0
	andnps	%xmm0, %xmm13
	orps	%xmm1, %xmm13
	movaps	-48(%rbp), %xmm5
	movaps	%xmm5, %xmm12
	cmpunordss	%xmm5, %xmm12
	movaps	%xmm12, %xmm1
	andps	%xmm5, %xmm1
	movaps	%xmm5, %xmm4
	pshufd	$85, %xmm5, %xmm0
	orps	%xmm11, %xmm5
	maxss	%xmm3, %xmm4
	andps	%xmm5, %xmm4
	andnps	%xmm4, %xmm12
	orps	%xmm1, %xmm12
	movaps	%xmm6, %xmm1
	shufps	$85, %xmm6, %xmm1
	movaps	%xmm1, %xmm3
	movaps	%xmm1, %xmm10
	cmpunordss	%xmm1, %xmm10
	movaps	%xmm10, %xmm4
	andps	%xmm1, %xmm10
	maxss	-96(%rbp), %xmm1
	orps	%xmm11, %xmm3
	andps	%xmm1, %xmm3
	andnps	%xmm3, %xmm4
	orps	%xmm4, %xmm10
	shufps	$255, %xmm6, %xmm6
	movaps	%xmm6, %xmm1
	movaps	%xmm6, %xmm5
	cmpunordss	%xmm6, %xmm5
	movaps	%xmm5, %xmm3
	andps	%xmm6, %xmm5
	maxss	-80(%rbp), %xmm6
	orps	%xmm11, %xmm1
	andps	%xmm6, %xmm1
	andnps	%xmm1, %xmm3
	orps	%xmm3, %xmm5
	movaps	%xmm8, %xmm3
	shufps	$85, %xmm8, %xmm3
	movaps	%xmm3, %xmm4
	movaps	%xmm3, %xmm1
	cmpunordss	%xmm3, %xmm1
	movaps	%xmm1, %xmm6
	andps	%xmm3, %xmm1
	maxss	-64(%rbp), %xmm3
	orps	%xmm11, %xmm4
	andps	%xmm3, %xmm4
	andnps	%xmm4, %xmm6
	orps	%xmm6, %xmm1
	shufps	$255, %xmm8, %xmm8
	movaps	%xmm8, %xmm3
	movaps	%xmm8, %xmm4
	cmpunordss	%xmm8, %xmm4
	movaps	%xmm4, %xmm6
	andps	%xmm8, %xmm4
	maxss	%xmm7, %xmm8
	orps	%xmm11, %xmm3
	andps	%xmm8, %xmm3
	andnps	%xmm3, %xmm6
	orps	%xmm6, %xmm4
	movaps	%xmm2, %xmm3
	shufps	$85, %xmm2, %xmm3
	movaps	%xmm3, %xmm6
	movaps	%xmm3, %xmm15
	cmpunordss	%xmm3, %xmm15
	movaps	%xmm15, %xmm7
	andps	%xmm3, %xmm15
	maxss	%xmm9, %xmm3
	orps	%xmm11, %xmm6
	andps	%xmm3, %xmm6
	andnps	%xmm6, %xmm7
	orps	%xmm7, %xmm15
	shufps	$255, %xmm2, %xmm2
	movaps	%xmm2, %xmm3
	movaps	%xmm2, %xmm14
	cmpunordss	%xmm2, %xmm14
	movaps	%xmm14, %xmm6
	andps	%xmm2, %xmm14
	maxss	%xmm13, %xmm2
	orps	%xmm11, %xmm3
	andps	%xmm2, %xmm3
	andnps	%xmm3, %xmm6
	orps	%xmm6, %xmm14
	movdqa	%xmm0, %xmm2
	movdqa	%xmm0, %xmm3
	cmpunordss	%xmm0, %xmm3
	movaps	%xmm3, %xmm6
	andps	%xmm0, %xmm3
	maxss	%xmm12, %xmm0
	por	%xmm11, %xmm2
	pand	%xmm0, %xmm2
	andnps	%xmm2, %xmm6
	orps	%xmm6, %xmm3
	movl	$1, %r14d
	xorl	%r15d, %r15d
	testb	$1, %bl
	jne	.LBB2_3
	movss	%xmm3, 24(%r9,%r10,4)
	unpcklps	%xmm5, %xmm10
	unpcklps	%xmm4, %xmm1
	movlhps	%xmm1, %xmm10
	movups	%xmm10, (%r9,%r10,4)
	unpcklps	%xmm14, %xmm15
	movlps	%xmm15, 16(%r9,%r10,4)
	cmpq	$7, %r10
	leaq	7(%r10), %r10
	jb	.LBB2_2
	incq	%rdi
	cmpq	$7, %rdi
	jne	.LBB2_1
	xorl	%eax, %eax
	.loc	1 14 11 epilogue_begin
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
.Ltmp10:
.Lfunc_end2:
	.size	mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32, .Lfunc_end2-mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI3_0,@object
.LCPI3_0:
	.long	0
	.long	1
	.long	2
	.long	3
	.size	.LCPI3_0, 16
	.section	".text.mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32","ax",@progbits
	.prefalign	4, .Lfunc_end3, nop
	.type	mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32,@function
mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32:
.Lfunc_begin3:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp11:
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$256, %rsp
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.loc	1 14 11 prologue_end
	movq	32(%rsi), %rcx
	movq	(%rcx), %rsi
	.loc	1 15 11
	movq	8(%rcx), %rax
	movq	16(%rcx), %rcx
	movl	(%rdx), %edx
	movl	%edx, %edi
	andl	$-2, %edi
	xorl	%r8d, %r8d
	testb	$1, %dl
	movl	$7, %r9d
	cmoveq	%r8, %r9
	.loc	1 17 11
	leaq	__constant_1x16xf32(%rip), %r8
	movsd	(%r8,%rdi,4), %xmm0
	movaps	%xmm0, %xmm1
	shufps	$0, %xmm0, %xmm1
	shufps	$85, %xmm0, %xmm0
	imulq	$784, %rdi, %rdi
	leaq	(%rcx,%rdi), %r8
	movq	%r8, 120(%rsp)
	addq	%rdi, %rcx
	addq	$784, %rcx
	movq	%rcx, 112(%rsp)
	movq	%r9, 128(%rsp)
	.loc	1 15 11
	leaq	(%r9,%r9,8), %rcx
	leaq	(%rsi,%rcx,8), %rsi
	addq	$29184, %rsi
	shrl	%edx
	imulq	$1600, %rdx, %rcx
	addq	%rcx, %rax
	addq	$832, %rax
	movq	%rax, 144(%rsp)
	xorl	%eax, %eax
	movdqa	.LCPI3_0(%rip), %xmm2
	xorps	%xmm3, %xmm3
	jmp	.LBB3_1
	.loc	1 0 11 is_stmt 0
.Ltmp12:
	.p2align	4
.LBB3_45:
	movq	136(%rsp), %rax
	.loc	1 15 11
	incq	%rax
	addq	$72, %rsi
	cmpq	$7, %rax
	je	.LBB3_46
.LBB3_1:
	.loc	1 0 11
	movq	%rax, 136(%rsp)
	movq	128(%rsp), %rcx
	addq	%rcx, %rax
	imulq	$56, %rax, %rcx
	movq	120(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 152(%rsp)
	addq	112(%rsp), %rcx
	movq	%rcx, 160(%rsp)
	movq	%rsi, %r12
	movl	$14, %ecx
	xorl	%edx, %edx
	movq	%rsi, 168(%rsp)
	jmp	.LBB3_2
	.p2align	4
.LBB3_44:
	.loc	1 15 11 is_stmt 1
	addq	$-4, %rcx
	addq	$16, %r12
	cmpq	$10, %rdx
	leaq	4(%rdx), %rdx
	jae	.LBB3_45
.LBB3_2:
	.loc	1 15 11
	cmpq	$4, %rcx
	movl	$4, %esi
	movq	%rcx, 184(%rsp)
	cmovbq	%rcx, %rsi
	movl	$14, %eax
	subq	%rdx, %rax
	cmpq	$4, %rax
	movl	$4, %ecx
	cmovaeq	%rcx, %rax
	.loc	1 17 11
	movd	%eax, %xmm4
	pshufd	$0, %xmm4, %xmm4
	pcmpgtd	%xmm2, %xmm4
	movmskps	%xmm4, %ecx
	testb	$1, %cl
	jne	.LBB3_3
	.loc	1 0 11 is_stmt 0
	testb	$2, %cl
	jne	.LBB3_5
.LBB3_6:
	testb	$4, %cl
	jne	.LBB3_7
.LBB3_8:
	testb	$8, %cl
	jne	.LBB3_9
.LBB3_10:
	testb	$1, %cl
	jne	.LBB3_11
.LBB3_12:
	testb	$2, %cl
	jne	.LBB3_13
.LBB3_14:
	movq	%rdx, 176(%rsp)
	testb	$4, %cl
	jne	.LBB3_15
.LBB3_16:
	movl	%ecx, 60(%rsp)
	testb	$8, %cl
	je	.LBB3_18
.LBB3_17:
	movl	$0, 92(%rsp)
.LBB3_18:
	movq	144(%rsp), %rdi
	movq	%r12, 192(%rsp)
	xorl	%ecx, %ecx
	.p2align	4
.LBB3_19:
	movq	%rdi, %r9
	movq	%r12, %rdx
	xorl	%r10d, %r10d
	.p2align	4
.LBB3_20:
	movb	$1, %al
	xorl	%r8d, %r8d
	.p2align	4
.LBB3_21:
	.loc	1 15 11 is_stmt 1
	imulq	$800, %r8, %rbx
	shlq	$4, %r8
	leaq	(%rsp,%r8), %r11
	addq	$64, %r11
	addq	%r9, %rbx
	movq	%rdx, %r8
	xorl	%r15d, %r15d
	.loc	1 0 11 is_stmt 0
.Ltmp13:
	.p2align	4
.LBB3_22:
	movss	(%r11,%r15,4), %xmm4
	movq	%r8, %r14
	xorl	%r13d, %r13d
	.p2align	4
.LBB3_23:
	.loc	1 15 11 is_stmt 1
	movss	(%r14), %xmm5
	mulss	(%rbx,%r13), %xmm5
	addss	%xmm5, %xmm4
	addq	$100, %r13
	addq	$1296, %r14
	cmpq	$800, %r13
	jne	.LBB3_23
	movss	%xmm4, (%r11,%r15,4)
	incq	%r15
	addq	$4, %r8
	cmpq	%rsi, %r15
	jne	.LBB3_22
	.loc	1 0 11 is_stmt 0
	movl	$1, %r8d
	.loc	1 15 11
	testb	$1, %al
	movl	$0, %eax
	jne	.LBB3_21
	incq	%r10
	addq	$4, %rdx
	addq	$4, %r9
	cmpq	$5, %r10
	jne	.LBB3_20
	incq	%rcx
	addq	$72, %r12
	addq	$20, %rdi
	cmpq	$5, %rcx
	jne	.LBB3_19
	.loc	1 17 11 is_stmt 1
	movaps	80(%rsp), %xmm4
	movaps	64(%rsp), %xmm6
	.loc	1 16 11
	addps	%xmm1, %xmm6
	.loc	1 17 11
	movaps	%xmm6, %xmm5
	cmpnleps	%xmm3, %xmm5
	andps	%xmm6, %xmm5
	movq	152(%rsp), %rax
	movq	176(%rsp), %rdx
	leaq	(%rax,%rdx,4), %rax
	movl	60(%rsp), %edi
	testb	$1, %dil
	je	.LBB3_30
	movss	%xmm5, (%rax)
.LBB3_30:
	testb	$2, %dil
	movq	168(%rsp), %rsi
	movq	192(%rsp), %r12
	movq	184(%rsp), %rcx
	jne	.LBB3_31
	testb	$4, %dil
	jne	.LBB3_33
.LBB3_34:
	testb	$8, %dil
	je	.LBB3_36
.LBB3_35:
	shufps	$255, %xmm5, %xmm5
	movss	%xmm5, 12(%rax)
.LBB3_36:
	.loc	1 0 0 is_stmt 0
	addps	%xmm0, %xmm4
	.loc	1 17 11
	movaps	%xmm4, %xmm5
	cmpnleps	%xmm3, %xmm5
	andps	%xmm4, %xmm5
	movq	160(%rsp), %rax
	leaq	(%rax,%rdx,4), %rax
	testb	$1, %dil
	jne	.LBB3_37
	testb	$2, %dil
	jne	.LBB3_39
.LBB3_40:
	testb	$4, %dil
	jne	.LBB3_41
.LBB3_42:
	testb	$8, %dil
	je	.LBB3_44
	jmp	.LBB3_43
	.loc	1 0 11
.Ltmp14:
	.p2align	4
.LBB3_3:
	movl	$0, 64(%rsp)
	testb	$2, %cl
	je	.LBB3_6
.LBB3_5:
	movl	$0, 68(%rsp)
	testb	$4, %cl
	je	.LBB3_8
.LBB3_7:
	movl	$0, 72(%rsp)
	testb	$8, %cl
	je	.LBB3_10
.LBB3_9:
	movl	$0, 76(%rsp)
	testb	$1, %cl
	je	.LBB3_12
.LBB3_11:
	leaq	80(%rsp), %rax
	movl	$0, (%rax)
	testb	$2, %cl
	je	.LBB3_14
.LBB3_13:
	movl	$0, 84(%rsp)
	movq	%rdx, 176(%rsp)
	testb	$4, %cl
	je	.LBB3_16
.LBB3_15:
	movl	$0, 88(%rsp)
	movl	%ecx, 60(%rsp)
	testb	$8, %cl
	jne	.LBB3_17
	jmp	.LBB3_18
	.p2align	4
.LBB3_31:
	.loc	1 17 11
	movaps	%xmm5, %xmm6
	shufps	$85, %xmm5, %xmm6
	movss	%xmm6, 4(%rax)
	testb	$4, %dil
	je	.LBB3_34
.LBB3_33:
	movaps	%xmm5, %xmm6
	unpckhpd	%xmm5, %xmm6
	movss	%xmm6, 8(%rax)
	testb	$8, %dil
	jne	.LBB3_35
	jmp	.LBB3_36
	.loc	1 0 11
.Ltmp15:
	.p2align	4
.LBB3_37:
	.loc	1 17 11
	movss	%xmm5, (%rax)
	testb	$2, %dil
	je	.LBB3_40
.LBB3_39:
	movaps	%xmm5, %xmm4
	shufps	$85, %xmm5, %xmm4
	movss	%xmm4, 4(%rax)
	testb	$4, %dil
	je	.LBB3_42
.LBB3_41:
	movaps	%xmm5, %xmm4
	unpckhpd	%xmm5, %xmm4
	movss	%xmm4, 8(%rax)
	testb	$8, %dil
	je	.LBB3_44
.LBB3_43:
	shufps	$255, %xmm5, %xmm5
	movss	%xmm5, 12(%rax)
	jmp	.LBB3_44
.LBB3_46:
	.loc	1 15 11 is_stmt 1
	xorl	%eax, %eax
	leaq	-40(%rbp), %rsp
	.loc	1 15 11 epilogue_begin is_stmt 0
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
.Ltmp16:
.Lfunc_end3:
	.size	mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32, .Lfunc_end3-mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI4_0,@object
.LCPI4_0:
	.long	0xff800000
	.long	0xff800000
	.long	0xff800000
	.long	0xff800000
	.size	.LCPI4_0, 16
	.type	.LCPI4_1,@object
.LCPI4_1:
	.long	0x7fffffff
	.long	0x7fffffff
	.long	0x7fffffff
	.long	0x7fffffff
	.size	.LCPI4_1, 16
	.section	".text.mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32","ax",@progbits
	.prefalign	4, .Lfunc_end4, nop
	.type	mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32,@function
mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32:
.Lfunc_begin4:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp17:
	.loc	1 15 11 prologue_end
	movq	32(%rsi), %rsi
	.loc	1 18 11
	movq	8(%rsi), %rdi
	movl	(%rdx), %eax
	leaq	1(,%rax,2), %rdx
	shlq	$7, %rax
	addq	%rdi, %rax
	addq	$12544, %rax
	imulq	$784, %rdx, %rcx
	shlq	$6, %rdx
	addq	(%rsi), %rcx
	addq	%rdi, %rdx
	addq	$12544, %rdx
	xorl	%esi, %esi
	movaps	.LCPI4_0(%rip), %xmm0
	movaps	.LCPI4_1(%rip), %xmm1
	.loc	1 0 11 is_stmt 0
.Ltmp18:
	.p2align	4
.LBB4_1:
	.loc	1 14 11 is_stmt 1
	leaq	(,%rsi,4), %rdi
	movq	%rsi, %r8
	shlq	$4, %r8
	movaps	%xmm0, (%rax,%r8)
	movaps	%xmm0, (%rdx,%r8)
	xorl	%r8d, %r8d
	movaps	%xmm0, %xmm8
	movaps	%xmm0, %xmm6
	.loc	1 0 11 is_stmt 0
.Ltmp19:
	.p2align	4
.LBB4_2:
	.loc	1 18 11 is_stmt 1
	movups	-784(%rcx,%r8), %xmm11
	movups	-768(%rcx,%r8), %xmm5
	movups	-752(%rcx,%r8), %xmm2
	movups	(%rcx,%r8), %xmm7
	movups	16(%rcx,%r8), %xmm3
	movups	32(%rcx,%r8), %xmm9
	movaps	%xmm2, %xmm4
	unpckhps	%xmm9, %xmm4
	unpcklps	%xmm9, %xmm2
	movaps	%xmm5, %xmm9
	unpckhps	%xmm3, %xmm9
	unpcklps	%xmm3, %xmm5
	movaps	%xmm11, %xmm3
	unpckhps	%xmm7, %xmm3
	unpcklps	%xmm7, %xmm11
	movaps	%xmm11, %xmm7
	movaps	%xmm3, %xmm12
	unpckhpd	%xmm3, %xmm12
	movaps	%xmm8, %xmm13
	unpckhps	%xmm6, %xmm13
	unpcklps	%xmm6, %xmm8
	movaps	%xmm11, %xmm10
	movaps	%xmm11, %xmm14
	movaps	%xmm11, %xmm6
	maxps	%xmm8, %xmm6
	orps	%xmm1, %xmm11
	andps	%xmm6, %xmm11
	movaps	%xmm9, %xmm6
	cmpunordps	%xmm10, %xmm10
	andps	%xmm10, %xmm14
	movhlps	%xmm8, %xmm8
	andnps	%xmm11, %xmm10
	orps	%xmm14, %xmm10
	movaps	%xmm12, %xmm11
	cmpunordps	%xmm12, %xmm11
	movaps	%xmm12, %xmm14
	maxps	%xmm8, %xmm14
	movaps	%xmm12, %xmm8
	andps	%xmm11, %xmm8
	orps	%xmm1, %xmm12
	andps	%xmm14, %xmm12
	andnps	%xmm12, %xmm11
	orps	%xmm8, %xmm11
	movaps	%xmm9, %xmm12
	movaps	%xmm9, %xmm8
	movaps	%xmm9, %xmm14
	maxps	%xmm13, %xmm14
	orps	%xmm1, %xmm9
	andps	%xmm14, %xmm9
	movaps	%xmm2, %xmm14
	unpckhpd	%xmm2, %xmm14
	movhlps	%xmm13, %xmm13
	cmpunordps	%xmm12, %xmm12
	andps	%xmm12, %xmm8
	andnps	%xmm9, %xmm12
	orps	%xmm8, %xmm12
	movaps	%xmm14, %xmm9
	movaps	%xmm14, %xmm8
	maxps	%xmm13, %xmm8
	movaps	%xmm14, %xmm13
	orps	%xmm1, %xmm14
	andps	%xmm8, %xmm14
	cmpunordps	%xmm9, %xmm9
	andps	%xmm9, %xmm13
	andnps	%xmm14, %xmm9
	movhlps	%xmm7, %xmm7
	orps	%xmm13, %xmm9
	movaps	%xmm7, %xmm8
	maxps	%xmm10, %xmm8
	movaps	%xmm7, %xmm13
	orps	%xmm1, %xmm13
	andps	%xmm8, %xmm13
	movaps	%xmm7, %xmm10
	cmpunordps	%xmm7, %xmm10
	andps	%xmm10, %xmm7
	andnps	%xmm13, %xmm10
	movaps	%xmm5, %xmm8
	orps	%xmm7, %xmm10
	movaps	%xmm5, %xmm7
	maxps	%xmm11, %xmm7
	movaps	%xmm5, %xmm13
	orps	%xmm1, %xmm13
	andps	%xmm7, %xmm13
	movaps	%xmm5, %xmm11
	cmpunordps	%xmm5, %xmm11
	andps	%xmm11, %xmm5
	andnps	%xmm13, %xmm11
	movhlps	%xmm6, %xmm6
	orps	%xmm5, %xmm11
	movaps	%xmm6, %xmm5
	maxps	%xmm12, %xmm5
	movaps	%xmm6, %xmm12
	orps	%xmm1, %xmm12
	andps	%xmm5, %xmm12
	movaps	%xmm6, %xmm7
	cmpunordps	%xmm6, %xmm7
	andps	%xmm7, %xmm6
	andnps	%xmm12, %xmm7
	movaps	%xmm4, %xmm5
	orps	%xmm6, %xmm7
	movaps	%xmm4, %xmm6
	maxps	%xmm9, %xmm6
	movaps	%xmm4, %xmm12
	orps	%xmm1, %xmm12
	andps	%xmm6, %xmm12
	movaps	%xmm4, %xmm9
	cmpunordps	%xmm4, %xmm9
	andps	%xmm9, %xmm4
	andnps	%xmm12, %xmm9
	orps	%xmm4, %xmm9
	movaps	%xmm3, %xmm4
	maxps	%xmm10, %xmm4
	movaps	%xmm3, %xmm10
	orps	%xmm1, %xmm10
	andps	%xmm4, %xmm10
	movaps	%xmm3, %xmm6
	cmpunordps	%xmm3, %xmm6
	andps	%xmm6, %xmm3
	andnps	%xmm10, %xmm6
	movhlps	%xmm8, %xmm8
	orps	%xmm3, %xmm6
	movaps	%xmm8, %xmm3
	maxps	%xmm11, %xmm3
	movaps	%xmm8, %xmm4
	orps	%xmm1, %xmm4
	andps	%xmm3, %xmm4
	movaps	%xmm8, %xmm3
	cmpunordps	%xmm8, %xmm3
	andps	%xmm3, %xmm8
	andnps	%xmm4, %xmm3
	orps	%xmm8, %xmm3
	movlhps	%xmm3, %xmm6
	movaps	%xmm2, %xmm3
	maxps	%xmm7, %xmm3
	movaps	%xmm2, %xmm4
	orps	%xmm1, %xmm4
	andps	%xmm3, %xmm4
	movaps	%xmm2, %xmm3
	cmpunordps	%xmm2, %xmm3
	andps	%xmm3, %xmm2
	andnps	%xmm4, %xmm3
	movhlps	%xmm5, %xmm5
	orps	%xmm2, %xmm3
	movaps	%xmm5, %xmm2
	maxps	%xmm9, %xmm2
	movaps	%xmm5, %xmm4
	orps	%xmm1, %xmm4
	andps	%xmm2, %xmm4
	movaps	%xmm5, %xmm2
	cmpunordps	%xmm5, %xmm2
	andps	%xmm2, %xmm5
	andnps	%xmm4, %xmm2
	orps	%xmm5, %xmm2
	movlhps	%xmm2, %xmm3
	movaps	%xmm6, %xmm8
	shufps	$136, %xmm3, %xmm8
	shufps	$221, %xmm3, %xmm6
	addq	$56, %r8
	cmpq	$168, %r8
	jne	.LBB4_2
	movaps	%xmm8, (%rax,%rdi,4)
	movaps	%xmm6, (%rdx,%rdi,4)
	incq	%rsi
	addq	$168, %rcx
	cmpq	$4, %rsi
	jne	.LBB4_1
	xorl	%eax, %eax
	.loc	1 18 11 epilogue_begin is_stmt 0
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
.Ltmp20:
.Lfunc_end4:
	.size	mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32, .Lfunc_end4-mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI5_0,@object
.LCPI5_0:
	.long	0x3db25eef
	.long	0x3cc4d23b
	.zero	4
	.zero	4
	.size	.LCPI5_0, 16
	.section	".text.mnist_like$async_dispatch_5_matmul_1x10x256_f32","ax",@progbits
	.prefalign	4, .Lfunc_end5, nop
	.type	mnist_like$async_dispatch_5_matmul_1x10x256_f32,@function
mnist_like$async_dispatch_5_matmul_1x10x256_f32:
.Lfunc_begin5:
	.loc	1 1 0 is_stmt 1
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
.Ltmp21:
	.loc	1 19 11 prologue_end
	movq	32(%rsi), %rax
	movq	(%rax), %rcx
	.loc	1 20 11
	movq	8(%rax), %rdx
	movq	16(%rax), %rax
	leaq	13752(%rdx), %rsi
	movb	$1, %dil
	xorl	%r8d, %r8d
	leaq	__constant_1x10xf32(%rip), %r9
	.loc	1 0 11 is_stmt 0
.Ltmp22:
	.p2align	4
.LBB5_1:
	.loc	1 20 11
	leaq	(%rsi,%r8,4), %r10
	xorps	%xmm0, %xmm0
	movq	$-4, %r11
	.loc	1 0 11
.Ltmp23:
	.p2align	4
.LBB5_2:
	.loc	1 20 11
	movups	-80(%r10), %xmm1
	movups	(%r10), %xmm2
	movss	12560(%rcx,%r11,4), %xmm3
	movss	12564(%rcx,%r11,4), %xmm4
	movss	12568(%rcx,%r11,4), %xmm5
	shufps	$0, %xmm3, %xmm3
	mulps	-120(%r10), %xmm3
	addps	%xmm0, %xmm3
	movss	12572(%rcx,%r11,4), %xmm0
	shufps	$0, %xmm4, %xmm4
	mulps	%xmm1, %xmm4
	addps	%xmm3, %xmm4
	shufps	$0, %xmm5, %xmm5
	mulps	-40(%r10), %xmm5
	addps	%xmm4, %xmm5
	shufps	$0, %xmm0, %xmm0
	mulps	%xmm2, %xmm0
	addps	%xmm5, %xmm0
	addq	$4, %r11
	addq	$160, %r10
	cmpq	$252, %r11
	jb	.LBB5_2
	.loc	1 21 11 is_stmt 1
	addps	(%r9,%r8,4), %xmm0
	.loc	1 20 11
	movaps	%xmm0, (%rax,%r8,4)
	movl	$4, %r8d
	testb	$1, %dil
	movl	$0, %edi
	jne	.LBB5_1
	addq	$13784, %rdx
	xorps	%xmm0, %xmm0
	movq	$-4, %rsi
	.loc	1 0 11 is_stmt 0
.Ltmp24:
	.p2align	4
.LBB5_5:
	.loc	1 20 11
	movsd	-120(%rdx), %xmm1
	movsd	-80(%rdx), %xmm2
	movsd	-40(%rdx), %xmm3
	movsd	(%rdx), %xmm4
	movss	12560(%rcx,%rsi,4), %xmm5
	movss	12564(%rcx,%rsi,4), %xmm6
	movss	12568(%rcx,%rsi,4), %xmm7
	shufps	$0, %xmm5, %xmm5
	mulps	%xmm1, %xmm5
	addps	%xmm0, %xmm5
	movss	12572(%rcx,%rsi,4), %xmm0
	shufps	$0, %xmm6, %xmm6
	mulps	%xmm2, %xmm6
	addps	%xmm5, %xmm6
	shufps	$0, %xmm7, %xmm7
	mulps	%xmm3, %xmm7
	addps	%xmm6, %xmm7
	shufps	$0, %xmm0, %xmm0
	mulps	%xmm4, %xmm0
	addps	%xmm7, %xmm0
	addq	$4, %rsi
	addq	$160, %rdx
	cmpq	$252, %rsi
	jb	.LBB5_5
	.loc	1 21 11 is_stmt 1
	addps	.LCPI5_0(%rip), %xmm0
	.loc	1 20 11
	movlps	%xmm0, 32(%rax)
	xorl	%eax, %eax
	.loc	1 20 11 epilogue_begin is_stmt 0
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	retq
.Ltmp25:
.Lfunc_end5:
	.size	mnist_like$async_dispatch_5_matmul_1x10x256_f32, .Lfunc_end5-mnist_like$async_dispatch_5_matmul_1x10x256_f32
	.cfi_endproc

	.section	.text.iree_hal_executable_library_query,"ax",@progbits
	.globl	iree_hal_executable_library_query
	.prefalign	4, .Lfunc_end6, nop
	.type	iree_hal_executable_library_query,@function
iree_hal_executable_library_query:
.Liree_hal_executable_library_query$local:
	.type	.Liree_hal_executable_library_query$local,@function
.Lfunc_begin6:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	leaq	iree_hal_executable_library_query_v0(%rip), %rcx
	cmoveq	%rcx, %rax
	retq
.Lfunc_end6:
	.size	iree_hal_executable_library_query, .Lfunc_end6-iree_hal_executable_library_query
	.size	.Liree_hal_executable_library_query$local, .Lfunc_end6-iree_hal_executable_library_query
	.cfi_endproc

	.section	.text.iree_h2f_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end7, nop
	.type	iree_h2f_ieee,@function
iree_h2f_ieee:
.Lfunc_begin7:
	.cfi_startproc
	movl	%edi, %ecx
	andl	$1023, %ecx
	movl	%edi, %eax
	andl	$32768, %eax
	shll	$16, %eax
	movl	%edi, %edx
	andw	$31744, %dx
	je	.LBB7_6
	andl	$31744, %edi
	cmpl	$31744, %edi
	jne	.LBB7_5
	testw	%cx, %cx
	je	.LBB7_4
	orl	$2143289344, %eax
	movd	%eax, %xmm0
	retq
.LBB7_6:
	movzwl	%cx, %ecx
	cvtsi2ss	%ecx, %xmm1
	orl	$864026624, %eax
	movd	%eax, %xmm0
	mulss	%xmm1, %xmm0
	retq
.LBB7_5:
	movzwl	%cx, %ecx
	movzwl	%dx, %edx
	addl	%ecx, %edx
	shll	$13, %edx
	addl	%edx, %eax
	addl	$939524096, %eax
	movd	%eax, %xmm0
	retq
.LBB7_4:
	orl	$2139095040, %eax
	movd	%eax, %xmm0
	retq
.Lfunc_end7:
	.size	iree_h2f_ieee, .Lfunc_end7-iree_h2f_ieee
	.cfi_endproc

	.section	.text.iree_f2h_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end8, nop
	.type	iree_f2h_ieee,@function
iree_f2h_ieee:
.Lfunc_begin8:
	.cfi_startproc
	movd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB8_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB8_6
	testl	%esi, %esi
	je	.LBB8_4
	orl	$32767, %eax
	retq
.LBB8_1:
	movl	%ecx, %edi
.LBB8_9:
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB8_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB8_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB8_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB8_4:
	movl	$31744, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.Lfunc_end8:
	.size	iree_f2h_ieee, .Lfunc_end8-iree_f2h_ieee
	.cfi_endproc

	.section	.text.__gnu_h2f_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end9, nop
	.type	__gnu_h2f_ieee,@function
__gnu_h2f_ieee:
.Lfunc_begin9:
	.cfi_startproc
	movl	%edi, %ecx
	andl	$1023, %ecx
	movl	%edi, %eax
	andl	$32768, %eax
	shll	$16, %eax
	movl	%edi, %edx
	andw	$31744, %dx
	je	.LBB9_6
	andl	$31744, %edi
	cmpl	$31744, %edi
	jne	.LBB9_5
	testw	%cx, %cx
	je	.LBB9_4
	orl	$2143289344, %eax
	movd	%eax, %xmm0
	retq
.LBB9_6:
	movzwl	%cx, %ecx
	cvtsi2ss	%ecx, %xmm1
	orl	$864026624, %eax
	movd	%eax, %xmm0
	mulss	%xmm1, %xmm0
	retq
.LBB9_5:
	movzwl	%cx, %ecx
	movzwl	%dx, %edx
	addl	%ecx, %edx
	shll	$13, %edx
	addl	%edx, %eax
	addl	$939524096, %eax
	movd	%eax, %xmm0
	retq
.LBB9_4:
	orl	$2139095040, %eax
	movd	%eax, %xmm0
	retq
.Lfunc_end9:
	.size	__gnu_h2f_ieee, .Lfunc_end9-__gnu_h2f_ieee
	.cfi_endproc

	.section	.text.__extendhfsf2,"ax",@progbits
	.prefalign	4, .Lfunc_end10, nop
	.type	__extendhfsf2,@function
__extendhfsf2:
.Lfunc_begin10:
	.cfi_startproc
	movd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$1023, %edx
	movl	%ecx, %eax
	shll	$16, %eax
	andl	$-2147483648, %eax
	movl	%ecx, %esi
	andl	$31744, %esi
	je	.LBB10_6
	cmpl	$31744, %esi
	jne	.LBB10_5
	testw	%dx, %dx
	je	.LBB10_4
	orl	$2143289344, %eax
	movd	%eax, %xmm0
	retq
.LBB10_6:
	movzwl	%dx, %ecx
	cvtsi2ss	%ecx, %xmm1
	orl	$864026624, %eax
	movd	%eax, %xmm0
	mulss	%xmm1, %xmm0
	retq
.LBB10_5:
	andl	$32767, %ecx
	shll	$13, %ecx
	addl	%ecx, %eax
	addl	$939524096, %eax
	movd	%eax, %xmm0
	retq
.LBB10_4:
	orl	$2139095040, %eax
	movd	%eax, %xmm0
	retq
.Lfunc_end10:
	.size	__extendhfsf2, .Lfunc_end10-__extendhfsf2
	.cfi_endproc

	.section	.text.__gnu_f2h_ieee,"ax",@progbits
	.prefalign	4, .Lfunc_end11, nop
	.type	__gnu_f2h_ieee,@function
__gnu_f2h_ieee:
.Lfunc_begin11:
	.cfi_startproc
	movd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB11_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB11_6
	testl	%esi, %esi
	je	.LBB11_4
	orl	$32767, %eax
	retq
.LBB11_1:
	movl	%ecx, %edi
.LBB11_9:
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB11_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB11_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB11_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.LBB11_4:
	movl	$31744, %edi
	andl	$32768, %eax
	orl	%edi, %eax
	retq
.Lfunc_end11:
	.size	__gnu_f2h_ieee, .Lfunc_end11-__gnu_f2h_ieee
	.cfi_endproc

	.section	.text.__truncsfhf2,"ax",@progbits
	.prefalign	4, .Lfunc_end12, nop
	.type	__truncsfhf2,@function
__truncsfhf2:
.Lfunc_begin12:
	.cfi_startproc
	movd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB12_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB12_6
	testl	%esi, %esi
	je	.LBB12_4
	orl	$32767, %eax
	movw	%ax, -4(%rsp)
	movss	-4(%rsp), %xmm0
	retq
.LBB12_1:
	movl	%ecx, %edi
	jmp	.LBB12_9
.LBB12_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB12_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB12_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	jmp	.LBB12_9
.LBB12_4:
	movl	$31744, %edi
.LBB12_9:
	andl	$32768, %eax
	orl	%edi, %eax
	movw	%ax, -4(%rsp)
	movss	-4(%rsp), %xmm0
	retq
.Lfunc_end12:
	.size	__truncsfhf2, .Lfunc_end12-__truncsfhf2
	.cfi_endproc

	.section	.text.__extendhfdf2,"ax",@progbits
	.prefalign	4, .Lfunc_end13, nop
	.type	__extendhfdf2,@function
__extendhfdf2:
.Lfunc_begin13:
	.cfi_startproc
	movd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$1023, %edx
	movl	%ecx, %eax
	shll	$16, %eax
	andl	$-2147483648, %eax
	movl	%ecx, %esi
	andl	$31744, %esi
	je	.LBB13_6
	cmpl	$31744, %esi
	jne	.LBB13_5
	testw	%dx, %dx
	je	.LBB13_4
	orl	$2143289344, %eax
	movd	%eax, %xmm0
	cvtss2sd	%xmm0, %xmm0
	retq
.LBB13_6:
	movzwl	%dx, %ecx
	cvtsi2ss	%ecx, %xmm1
	orl	$864026624, %eax
	movd	%eax, %xmm0
	mulss	%xmm1, %xmm0
	cvtss2sd	%xmm0, %xmm0
	retq
.LBB13_5:
	andl	$32767, %ecx
	shll	$13, %ecx
	addl	%ecx, %eax
	addl	$939524096, %eax
	movd	%eax, %xmm0
	cvtss2sd	%xmm0, %xmm0
	retq
.LBB13_4:
	orl	$2139095040, %eax
	movd	%eax, %xmm0
	cvtss2sd	%xmm0, %xmm0
	retq
.Lfunc_end13:
	.size	__extendhfdf2, .Lfunc_end13-__extendhfdf2
	.cfi_endproc

	.section	.text.__truncdfhf2,"ax",@progbits
	.prefalign	4, .Lfunc_end14, nop
	.type	__truncdfhf2,@function
__truncdfhf2:
.Lfunc_begin14:
	.cfi_startproc
	cvtsd2ss	%xmm0, %xmm0
	movd	%xmm0, %edx
	movl	%edx, %eax
	shrl	$16, %eax
	movl	%edx, %ecx
	andl	$2139095040, %ecx
	je	.LBB14_1
	movl	%edx, %esi
	andl	$8388607, %esi
	cmpl	$2139095040, %ecx
	jne	.LBB14_6
	testl	%esi, %esi
	je	.LBB14_4
	orl	$32767, %eax
	movw	%ax, -4(%rsp)
	movss	-4(%rsp), %xmm0
	retq
.LBB14_1:
	movl	%ecx, %edi
	jmp	.LBB14_9
.LBB14_6:
	movl	$31744, %edi
	cmpl	$1191182336, %ecx
	ja	.LBB14_9
	xorl	%edi, %edi
	cmpl	$947912704, %ecx
	jb	.LBB14_9
	shrl	$13, %ecx
	andl	$8192, %edx
	cmpl	$1, %edx
	sbbl	$-4096, %esi
	movl	%esi, %edx
	shrl	$13, %edx
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	cmpl	$8388608, %esi
	cmovbl	%edx, %edi
	setae	%r8b
	shll	$10, %r8d
	addl	%ecx, %r8d
	addl	%r8d, %edi
	addl	$-114688, %edi
	jmp	.LBB14_9
.LBB14_4:
	movl	$31744, %edi
.LBB14_9:
	andl	$32768, %eax
	orl	%edi, %eax
	movw	%ax, -4(%rsp)
	movss	-4(%rsp), %xmm0
	retq
.Lfunc_end14:
	.size	__truncdfhf2, .Lfunc_end14-__truncdfhf2
	.cfi_endproc

	.section	.text.fma,"ax",@progbits
	.prefalign	4, .Lfunc_end15, nop
	.type	fma,@function
fma:
.Lfunc_begin15:
	.cfi_startproc
	mulsd	%xmm1, %xmm0
	addsd	%xmm2, %xmm0
	retq
.Lfunc_end15:
	.size	fma, .Lfunc_end15-fma
	.cfi_endproc

	.section	.text.memset,"ax",@progbits
	.prefalign	4, .Lfunc_end16, nop
	.type	memset,@function
memset:
.Lfunc_begin16:
	.cfi_startproc
	movq	%rdi, %rax
	testq	%rdx, %rdx
	je	.LBB16_6
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$8, %rdx
	jae	.LBB16_7
	xorl	%edx, %edx
	jmp	.LBB16_4
.LBB16_7:
	andq	$-8, %rdx
	xorl	%edi, %edi
	movzbl	%sil, %r9d
	movabsq	$72340172838076673, %r8
	imulq	%r9, %r8
	.p2align	4
.LBB16_8:
	movq	%r8, (%rax,%rdi)
	addq	$8, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB16_8
	testq	%rcx, %rcx
	je	.LBB16_6
.LBB16_4:
	addq	%rax, %rdx
	xorl	%edi, %edi
	.p2align	4
.LBB16_5:
	movb	%sil, (%rdx,%rdi)
	incq	%rdi
	cmpq	%rdi, %rcx
	jne	.LBB16_5
.LBB16_6:
	retq
.Lfunc_end16:
	.size	memset, .Lfunc_end16-memset
	.cfi_endproc

	.section	.text.memcpy,"ax",@progbits
	.prefalign	4, .Lfunc_end17, nop
	.type	memcpy,@function
memcpy:
.Lfunc_begin17:
	.cfi_startproc
	movq	%rdi, %rax
	testq	%rdx, %rdx
	je	.LBB17_6
	movl	%edx, %ecx
	andl	$3, %ecx
	cmpq	$4, %rdx
	jae	.LBB17_7
	xorl	%edx, %edx
	jmp	.LBB17_4
.LBB17_7:
	andq	$-4, %rdx
	xorl	%edi, %edi
	.p2align	4
.LBB17_8:
	movzbl	(%rsi,%rdi), %r8d
	movb	%r8b, (%rax,%rdi)
	movzbl	1(%rsi,%rdi), %r8d
	movb	%r8b, 1(%rax,%rdi)
	movzbl	2(%rsi,%rdi), %r8d
	movb	%r8b, 2(%rax,%rdi)
	movzbl	3(%rsi,%rdi), %r8d
	movb	%r8b, 3(%rax,%rdi)
	addq	$4, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB17_8
	testq	%rcx, %rcx
	je	.LBB17_6
.LBB17_4:
	leaq	(%rax,%rdx), %rdi
	addq	%rdx, %rsi
	xorl	%edx, %edx
	.p2align	4
.LBB17_5:
	movzbl	(%rsi,%rdx), %r8d
	movb	%r8b, (%rdi,%rdx)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB17_5
.LBB17_6:
	retq
.Lfunc_end17:
	.size	memcpy, .Lfunc_end17-memcpy
	.cfi_endproc

	.section	.text.memmove,"ax",@progbits
	.prefalign	4, .Lfunc_end18, nop
	.type	memmove,@function
memmove:
.Lfunc_begin18:
	.cfi_startproc
	movq	%rdi, %rax
	cmpq	%rsi, %rdi
	jae	.LBB18_1
	testq	%rdx, %rdx
	je	.LBB18_16
	movl	%edx, %ecx
	andl	$3, %ecx
	cmpq	$4, %rdx
	jae	.LBB18_11
	xorl	%edx, %edx
	jmp	.LBB18_14
.LBB18_1:
	testq	%rdx, %rdx
	je	.LBB18_16
	movq	%rdx, %rdi
	movq	%rdx, %rcx
	andq	$3, %rdi
	je	.LBB18_5
	movq	%rdx, %rcx
	.p2align	4
.LBB18_4:
	movzbl	-1(%rsi,%rcx), %r8d
	movb	%r8b, -1(%rax,%rcx)
	decq	%rcx
	decq	%rdi
	jne	.LBB18_4
.LBB18_5:
	cmpq	$4, %rdx
	jb	.LBB18_16
	movq	%rcx, %rdx
	.p2align	4
.LBB18_7:
	movzbl	-1(%rsi,%rcx), %edi
	movb	%dil, -1(%rax,%rcx)
	movzbl	-2(%rsi,%rcx), %edi
	movb	%dil, -2(%rax,%rcx)
	movzbl	-3(%rsi,%rcx), %edi
	movb	%dil, -3(%rax,%rcx)
	addq	$-4, %rdx
	movzbl	-4(%rsi,%rcx), %edi
	movb	%dil, -4(%rax,%rcx)
	movq	%rdx, %rcx
	jne	.LBB18_7
	jmp	.LBB18_16
.LBB18_11:
	andq	$-4, %rdx
	xorl	%edi, %edi
	.p2align	4
.LBB18_12:
	movzbl	(%rsi,%rdi), %r8d
	movb	%r8b, (%rax,%rdi)
	movzbl	1(%rsi,%rdi), %r8d
	movb	%r8b, 1(%rax,%rdi)
	movzbl	2(%rsi,%rdi), %r8d
	movb	%r8b, 2(%rax,%rdi)
	movzbl	3(%rsi,%rdi), %r8d
	movb	%r8b, 3(%rax,%rdi)
	addq	$4, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB18_12
	testq	%rcx, %rcx
	je	.LBB18_16
.LBB18_14:
	leaq	(%rax,%rdx), %rdi
	addq	%rdx, %rsi
	xorl	%edx, %edx
	.p2align	4
.LBB18_15:
	movzbl	(%rsi,%rdx), %r8d
	movb	%r8b, (%rdi,%rdx)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB18_15
.LBB18_16:
	retq
.Lfunc_end18:
	.size	memmove, .Lfunc_end18-memmove
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	3, 0x0
	.type	.LCPI19_0,@object
.LCPI19_0:
	.quad	0xbff0000000000000
	.quad	0x3ff0000000000000
	.size	.LCPI19_0, 16
	.section	.text.__math_divzero,"ax",@progbits
	.prefalign	4, .Lfunc_end19, nop
	.type	__math_divzero,@function
__math_divzero:
.Lfunc_begin19:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI19_0(%rip), %rcx
	movsd	(%rcx,%rax,8), %xmm0
	movsd	%xmm0, -8(%rsp)
	movsd	-8(%rsp), %xmm0
	xorpd	%xmm1, %xmm1
	divsd	%xmm1, %xmm0
	retq
.Lfunc_end19:
	.size	__math_divzero, .Lfunc_end19-__math_divzero
	.cfi_endproc

	.section	.text.__math_invalid,"ax",@progbits
	.prefalign	4, .Lfunc_end20, nop
	.type	__math_invalid,@function
__math_invalid:
.Lfunc_begin20:
	.cfi_startproc
	subsd	%xmm0, %xmm0
	divsd	%xmm0, %xmm0
	retq
.Lfunc_end20:
	.size	__math_invalid, .Lfunc_end20-__math_invalid
	.cfi_endproc

	.section	.text.__math_invalidf,"ax",@progbits
	.prefalign	4, .Lfunc_end21, nop
	.type	__math_invalidf,@function
__math_invalidf:
.Lfunc_begin21:
	.cfi_startproc
	subss	%xmm0, %xmm0
	divss	%xmm0, %xmm0
	retq
.Lfunc_end21:
	.size	__math_invalidf, .Lfunc_end21-__math_invalidf
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	3, 0x0
	.type	.LCPI22_0,@object
.LCPI22_0:
	.quad	0xf000000000000000
	.quad	0x7000000000000000
	.size	.LCPI22_0, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI22_1,@object
.LCPI22_1:
	.quad	0x7000000000000000
	.size	.LCPI22_1, 8
	.section	.text.__math_oflow,"ax",@progbits
	.prefalign	4, .Lfunc_end22, nop
	.type	__math_oflow,@function
__math_oflow:
.Lfunc_begin22:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI22_0(%rip), %rcx
	movsd	(%rcx,%rax,8), %xmm0
	movsd	%xmm0, -8(%rsp)
	movsd	-8(%rsp), %xmm0
	mulsd	.LCPI22_1(%rip), %xmm0
	retq
.Lfunc_end22:
	.size	__math_oflow, .Lfunc_end22-__math_oflow
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI23_0,@object
.LCPI23_0:
	.quad	0x8000000000000000
	.quad	0x8000000000000000
	.size	.LCPI23_0, 16
	.section	.text.__math_xflow,"ax",@progbits
	.prefalign	4, .Lfunc_end23, nop
	.type	__math_xflow,@function
__math_xflow:
.Lfunc_begin23:
	.cfi_startproc
	movapd	%xmm0, %xmm1
	testl	%edi, %edi
	je	.LBB23_2
	movapd	.LCPI23_0(%rip), %xmm1
	xorpd	%xmm0, %xmm1
.LBB23_2:
	movsd	%xmm1, -8(%rsp)
	mulsd	-8(%rsp), %xmm0
	retq
.Lfunc_end23:
	.size	__math_xflow, .Lfunc_end23-__math_xflow
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	2, 0x0
	.type	.LCPI24_0,@object
.LCPI24_0:
	.long	0xf0000000
	.long	0x70000000
	.size	.LCPI24_0, 8
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI24_1,@object
.LCPI24_1:
	.long	0x70000000
	.size	.LCPI24_1, 4
	.section	.text.__math_oflowf,"ax",@progbits
	.prefalign	4, .Lfunc_end24, nop
	.type	__math_oflowf,@function
__math_oflowf:
.Lfunc_begin24:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI24_0(%rip), %rcx
	movss	(%rcx,%rax,4), %xmm0
	movss	%xmm0, -4(%rsp)
	movss	-4(%rsp), %xmm0
	mulss	.LCPI24_1(%rip), %xmm0
	retq
.Lfunc_end24:
	.size	__math_oflowf, .Lfunc_end24-__math_oflowf
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI25_0,@object
.LCPI25_0:
	.long	0x80000000
	.long	0x80000000
	.long	0x80000000
	.long	0x80000000
	.size	.LCPI25_0, 16
	.section	.text.__math_xflowf,"ax",@progbits
	.prefalign	4, .Lfunc_end25, nop
	.type	__math_xflowf,@function
__math_xflowf:
.Lfunc_begin25:
	.cfi_startproc
	movaps	%xmm0, %xmm1
	testl	%edi, %edi
	je	.LBB25_2
	movaps	.LCPI25_0(%rip), %xmm1
	xorps	%xmm0, %xmm1
.LBB25_2:
	movss	%xmm1, -4(%rsp)
	mulss	-4(%rsp), %xmm0
	retq
.Lfunc_end25:
	.size	__math_xflowf, .Lfunc_end25-__math_xflowf
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	3, 0x0
	.type	.LCPI26_0,@object
.LCPI26_0:
	.quad	0x9000000000000000
	.quad	0x1000000000000000
	.size	.LCPI26_0, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI26_1,@object
.LCPI26_1:
	.quad	0x1000000000000000
	.size	.LCPI26_1, 8
	.section	.text.__math_uflow,"ax",@progbits
	.prefalign	4, .Lfunc_end26, nop
	.type	__math_uflow,@function
__math_uflow:
.Lfunc_begin26:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI26_0(%rip), %rcx
	movsd	(%rcx,%rax,8), %xmm0
	movsd	%xmm0, -8(%rsp)
	movsd	-8(%rsp), %xmm0
	mulsd	.LCPI26_1(%rip), %xmm0
	retq
.Lfunc_end26:
	.size	__math_uflow, .Lfunc_end26-__math_uflow
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	2, 0x0
	.type	.LCPI27_0,@object
.LCPI27_0:
	.long	0x90000000
	.long	0x10000000
	.size	.LCPI27_0, 8
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI27_1,@object
.LCPI27_1:
	.long	0x10000000
	.size	.LCPI27_1, 4
	.section	.text.__math_uflowf,"ax",@progbits
	.prefalign	4, .Lfunc_end27, nop
	.type	__math_uflowf,@function
__math_uflowf:
.Lfunc_begin27:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	sete	%al
	leaq	.LCPI27_0(%rip), %rcx
	movss	(%rcx,%rax,4), %xmm0
	movss	%xmm0, -4(%rsp)
	movss	-4(%rsp), %xmm0
	mulss	.LCPI27_1(%rip), %xmm0
	retq
.Lfunc_end27:
	.size	__math_uflowf, .Lfunc_end27-__math_uflowf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI28_0,@object
.LCPI28_0:
	.long	0x7b800000
	.size	.LCPI28_0, 4
	.type	.LCPI28_1,@object
.LCPI28_1:
	.long	0x80000000
	.size	.LCPI28_1, 4
	.type	.LCPI28_2,@object
.LCPI28_2:
	.long	0x3f800000
	.size	.LCPI28_2, 4
	.section	.text.ceilf,"ax",@progbits
	.prefalign	4, .Lfunc_end28, nop
	.type	ceilf,@function
ceilf:
.Lfunc_begin28:
	.cfi_startproc
	movd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %ecx
	cmpl	$149, %ecx
	jbe	.LBB28_1
.LBB28_8:
	retq
.LBB28_1:
	cmpl	$127, %ecx
	jb	.LBB28_4
	addl	$-127, %ecx
	movl	$8388607, %edx
	shrl	%cl, %edx
	testl	%eax, %edx
	je	.LBB28_8
	addss	.LCPI28_0(%rip), %xmm0
	movl	$-8388608, %esi
	sarl	%cl, %esi
	xorl	%ecx, %ecx
	testl	%eax, %eax
	cmovsl	%ecx, %edx
	movss	%xmm0, -8(%rsp)
	addl	%eax, %edx
	andl	%esi, %edx
	movd	%edx, %xmm0
	retq
.LBB28_4:
	movss	.LCPI28_0(%rip), %xmm1
	addss	%xmm0, %xmm1
	movss	%xmm1, -4(%rsp)
	testl	%eax, %eax
	js	.LBB28_5
	je	.LBB28_8
	movss	.LCPI28_2(%rip), %xmm0
	retq
.LBB28_5:
	movss	.LCPI28_1(%rip), %xmm0
	retq
.Lfunc_end28:
	.size	ceilf, .Lfunc_end28-ceilf
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI29_0,@object
.LCPI29_0:
	.quad	0x1000000000000000
	.size	.LCPI29_0, 8
	.type	.LCPI29_1,@object
.LCPI29_1:
	.quad	0x7000000000000000
	.size	.LCPI29_1, 8
	.type	.LCPI29_2,@object
.LCPI29_2:
	.quad	0x3ff0000000000000
	.size	.LCPI29_2, 8
	.type	.LCPI29_3,@object
.LCPI29_3:
	.quad	0x40671547652b82fe
	.size	.LCPI29_3, 8
	.type	.LCPI29_4,@object
.LCPI29_4:
	.quad	0x4338000000000000
	.size	.LCPI29_4, 8
	.type	.LCPI29_5,@object
.LCPI29_5:
	.quad	0xc338000000000000
	.size	.LCPI29_5, 8
	.type	.LCPI29_6,@object
.LCPI29_6:
	.quad	0xbf762e42fefa0000
	.size	.LCPI29_6, 8
	.type	.LCPI29_7,@object
.LCPI29_7:
	.quad	0xbd0cf79abc9e3b3a
	.size	.LCPI29_7, 8
	.type	.LCPI29_8,@object
.LCPI29_8:
	.quad	0x3fc555555555543c
	.size	.LCPI29_8, 8
	.type	.LCPI29_9,@object
.LCPI29_9:
	.quad	0x3fdffffffffffdbd
	.size	.LCPI29_9, 8
	.type	.LCPI29_10,@object
.LCPI29_10:
	.quad	0x3f81111167a4d017
	.size	.LCPI29_10, 8
	.type	.LCPI29_11,@object
.LCPI29_11:
	.quad	0x3fa55555cf172b91
	.size	.LCPI29_11, 8
	.section	.text.exp,"ax",@progbits
	.prefalign	4, .Lfunc_end29, nop
	.type	exp,@function
exp:
.Lfunc_begin29:
	.cfi_startproc
	movdqa	%xmm0, %xmm1
	movq	%xmm0, %rcx
	movq	%rcx, %rdx
	shrq	$52, %rdx
	andl	$2047, %edx
	leal	-969(%rdx), %eax
	cmpl	$63, %eax
	jae	.LBB29_4
	movl	%edx, %eax
.LBB29_2:
	movsd	.LCPI29_3(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	addsd	.LCPI29_4(%rip), %xmm0
	movq	%xmm0, %rsi
	addsd	.LCPI29_5(%rip), %xmm0
	movsd	.LCPI29_6(%rip), %xmm2
	mulsd	%xmm0, %xmm2
	mulsd	.LCPI29_7(%rip), %xmm0
	addsd	%xmm1, %xmm2
	addsd	%xmm2, %xmm0
	movq	%rsi, %rdi
	shlq	$45, %rdi
	movl	%esi, %ecx
	andl	$127, %ecx
	shll	$4, %ecx
	leaq	__exp_data(%rip), %rdx
	addq	120(%rcx,%rdx), %rdi
	movapd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	movsd	112(%rcx,%rdx), %xmm2
	addsd	%xmm0, %xmm2
	movsd	.LCPI29_8(%rip), %xmm3
	mulsd	%xmm0, %xmm3
	addsd	.LCPI29_9(%rip), %xmm3
	mulsd	%xmm1, %xmm3
	addsd	%xmm2, %xmm3
	mulsd	.LCPI29_10(%rip), %xmm0
	addsd	.LCPI29_11(%rip), %xmm0
	mulsd	%xmm1, %xmm1
	mulsd	%xmm1, %xmm0
	addsd	%xmm3, %xmm0
	testl	%eax, %eax
	je	.LBB29_3
	movq	%rdi, %xmm1
	mulsd	%xmm1, %xmm0
	addsd	%xmm1, %xmm0
.LBB29_13:
	retq
.LBB29_4:
	cmpl	$968, %edx
	ja	.LBB29_6
.LBB29_5:
	addsd	.LCPI29_2(%rip), %xmm1
	movapd	%xmm1, %xmm0
	retq
.LBB29_3:
	jmp	specialcase
.LBB29_6:
	xorl	%eax, %eax
	cmpl	$1033, %edx
	jb	.LBB29_2
	pxor	%xmm0, %xmm0
	movabsq	$-4503599627370496, %rax
	cmpq	%rax, %rcx
	je	.LBB29_13
	cmpl	$2047, %edx
	je	.LBB29_5
	testq	%rcx, %rcx
	js	.LBB29_10
	movabsq	$8070450532247928832, %rax
	movq	%rax, -16(%rsp)
	movsd	-16(%rsp), %xmm0
	mulsd	.LCPI29_1(%rip), %xmm0
	retq
.LBB29_10:
	movabsq	$1152921504606846976, %rax
	movq	%rax, -16(%rsp)
	movsd	-16(%rsp), %xmm0
	mulsd	.LCPI29_0(%rip), %xmm0
	retq
.Lfunc_end29:
	.size	exp, .Lfunc_end29-exp
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI30_0,@object
.LCPI30_0:
	.quad	0x3ff0000000000000
	.size	.LCPI30_0, 8
	.type	.LCPI30_1,@object
.LCPI30_1:
	.quad	0xbff0000000000000
	.size	.LCPI30_1, 8
	.type	.LCPI30_2,@object
.LCPI30_2:
	.quad	0x0010000000000000
	.size	.LCPI30_2, 8
	.type	.LCPI30_3,@object
.LCPI30_3:
	.quad	0x7f00000000000000
	.size	.LCPI30_3, 8
	.section	.text.specialcase,"ax",@progbits
	.prefalign	4, .Lfunc_end30, nop
	.type	specialcase,@function
specialcase:
.Lfunc_begin30:
	.cfi_startproc
	testl	%esi, %esi
	js	.LBB30_2
	movabsq	$-4544132024016830464, %rax
	addq	%rax, %rdi
	movq	%rdi, %xmm1
	mulsd	%xmm1, %xmm0
	addsd	%xmm1, %xmm0
	mulsd	.LCPI30_3(%rip), %xmm0
	retq
.LBB30_2:
	movabsq	$4602678819172646912, %rax
	addq	%rax, %rdi
	movq	%rdi, %xmm2
	mulsd	%xmm2, %xmm0
	movapd	%xmm0, %xmm3
	addsd	%xmm2, %xmm0
	movsd	.LCPI30_0(%rip), %xmm1
	ucomisd	%xmm0, %xmm1
	jbe	.LBB30_4
	subsd	%xmm0, %xmm2
	addsd	%xmm2, %xmm3
	movapd	%xmm0, %xmm2
	addsd	%xmm1, %xmm2
	subsd	%xmm2, %xmm1
	addsd	%xmm0, %xmm1
	addsd	%xmm3, %xmm1
	addsd	%xmm2, %xmm1
	addsd	.LCPI30_1(%rip), %xmm1
	xorpd	%xmm0, %xmm0
	cmpeqsd	%xmm1, %xmm0
	andnpd	%xmm1, %xmm0
	movabsq	$4503599627370496, %rax
	movq	%rax, -16(%rsp)
	movsd	-16(%rsp), %xmm1
	mulsd	.LCPI30_2(%rip), %xmm1
	movsd	%xmm1, -16(%rsp)
.LBB30_4:
	mulsd	.LCPI30_2(%rip), %xmm0
	retq
.Lfunc_end30:
	.size	specialcase, .Lfunc_end30-specialcase
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI31_0,@object
.LCPI31_0:
	.long	0xff800000
	.size	.LCPI31_0, 4
	.type	.LCPI31_1,@object
.LCPI31_1:
	.long	0x42b17217
	.size	.LCPI31_1, 4
	.type	.LCPI31_2,@object
.LCPI31_2:
	.long	0xc2cff1b4
	.size	.LCPI31_2, 4
	.type	.LCPI31_3,@object
.LCPI31_3:
	.long	0x10000000
	.size	.LCPI31_3, 4
	.type	.LCPI31_4,@object
.LCPI31_4:
	.long	0x70000000
	.size	.LCPI31_4, 4
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI31_5,@object
.LCPI31_5:
	.quad	0x40471547652b82fe
	.size	.LCPI31_5, 8
	.type	.LCPI31_6,@object
.LCPI31_6:
	.quad	0x4338000000000000
	.size	.LCPI31_6, 8
	.type	.LCPI31_7,@object
.LCPI31_7:
	.quad	0xc338000000000000
	.size	.LCPI31_7, 8
	.type	.LCPI31_8,@object
.LCPI31_8:
	.quad	0x3ebc6af84b912394
	.size	.LCPI31_8, 8
	.type	.LCPI31_9,@object
.LCPI31_9:
	.quad	0x3f2ebfce50fac4f3
	.size	.LCPI31_9, 8
	.type	.LCPI31_10,@object
.LCPI31_10:
	.quad	0x3f962e42ff0c52d6
	.size	.LCPI31_10, 8
	.type	.LCPI31_11,@object
.LCPI31_11:
	.quad	0x3ff0000000000000
	.size	.LCPI31_11, 8
	.section	.text.expf,"ax",@progbits
	.prefalign	4, .Lfunc_end31, nop
	.type	expf,@function
expf:
.Lfunc_begin31:
	.cfi_startproc
	movd	%xmm0, %eax
	shrl	$20, %eax
	andl	$2047, %eax
	cmpl	$1067, %eax
	jae	.LBB31_1
.LBB31_8:
	cvtss2sd	%xmm0, %xmm0
	mulsd	.LCPI31_5(%rip), %xmm0
	movsd	.LCPI31_6(%rip), %xmm1
	addsd	%xmm0, %xmm1
	movq	%xmm1, %rax
	addsd	.LCPI31_7(%rip), %xmm1
	subsd	%xmm1, %xmm0
	movl	%eax, %ecx
	andl	$31, %ecx
	leaq	__exp2f_data(%rip), %rdx
	shlq	$47, %rax
	addq	(%rdx,%rcx,8), %rax
	movsd	.LCPI31_8(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	addsd	.LCPI31_9(%rip), %xmm1
	movq	%rax, %xmm2
	movapd	%xmm0, %xmm3
	mulsd	%xmm0, %xmm3
	mulsd	%xmm1, %xmm3
	mulsd	.LCPI31_10(%rip), %xmm0
	addsd	.LCPI31_11(%rip), %xmm0
	addsd	%xmm3, %xmm0
	mulsd	%xmm2, %xmm0
	xorps	%xmm1, %xmm1
	cvtsd2ss	%xmm0, %xmm1
.LBB31_9:
	movaps	%xmm1, %xmm0
	retq
.LBB31_1:
	xorps	%xmm1, %xmm1
	movss	.LCPI31_0(%rip), %xmm2
	ucomiss	%xmm0, %xmm2
	jae	.LBB31_9
	cmpl	$2040, %eax
	jae	.LBB31_3
	ucomiss	.LCPI31_1(%rip), %xmm0
	jbe	.LBB31_6
	movl	$1879048192, -8(%rsp)
	movss	-8(%rsp), %xmm1
	mulss	.LCPI31_4(%rip), %xmm1
	movaps	%xmm1, %xmm0
	retq
.LBB31_3:
	addss	%xmm0, %xmm0
	retq
.LBB31_6:
	movss	.LCPI31_2(%rip), %xmm1
	ucomiss	%xmm0, %xmm1
	jbe	.LBB31_8
	movl	$268435456, -4(%rsp)
	movss	-4(%rsp), %xmm1
	mulss	.LCPI31_3(%rip), %xmm1
	movaps	%xmm1, %xmm0
	retq
.Lfunc_end31:
	.size	expf, .Lfunc_end31-expf
	.cfi_endproc

	.section	.text.feclearexcept,"ax",@progbits
	.prefalign	4, .Lfunc_end32, nop
	.type	feclearexcept,@function
feclearexcept:
.Lfunc_begin32:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end32:
	.size	feclearexcept, .Lfunc_end32-feclearexcept
	.cfi_endproc

	.section	.text.feraiseexcept,"ax",@progbits
	.prefalign	4, .Lfunc_end33, nop
	.type	feraiseexcept,@function
feraiseexcept:
.Lfunc_begin33:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end33:
	.size	feraiseexcept, .Lfunc_end33-feraiseexcept
	.cfi_endproc

	.section	.text.fetestexcept,"ax",@progbits
	.prefalign	4, .Lfunc_end34, nop
	.type	fetestexcept,@function
fetestexcept:
.Lfunc_begin34:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end34:
	.size	fetestexcept, .Lfunc_end34-fetestexcept
	.cfi_endproc

	.section	.text.fegetround,"ax",@progbits
	.prefalign	4, .Lfunc_end35, nop
	.type	fegetround,@function
fegetround:
.Lfunc_begin35:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end35:
	.size	fegetround, .Lfunc_end35-fegetround
	.cfi_endproc

	.section	.text.__fesetround,"ax",@progbits
	.prefalign	4, .Lfunc_end36, nop
	.type	__fesetround,@function
__fesetround:
.Lfunc_begin36:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end36:
	.size	__fesetround, .Lfunc_end36-__fesetround
	.cfi_endproc

	.section	.text.fegetenv,"ax",@progbits
	.prefalign	4, .Lfunc_end37, nop
	.type	fegetenv,@function
fegetenv:
.Lfunc_begin37:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end37:
	.size	fegetenv, .Lfunc_end37-fegetenv
	.cfi_endproc

	.section	.text.fesetenv,"ax",@progbits
	.prefalign	4, .Lfunc_end38, nop
	.type	fesetenv,@function
fesetenv:
.Lfunc_begin38:
	.cfi_startproc
	xorl	%eax, %eax
	retq
.Lfunc_end38:
	.size	fesetenv, .Lfunc_end38-fesetenv
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI39_0,@object
.LCPI39_0:
	.quad	0xc330000000000000
	.size	.LCPI39_0, 8
	.type	.LCPI39_1,@object
.LCPI39_1:
	.quad	0x4330000000000000
	.size	.LCPI39_1, 8
	.type	.LCPI39_2,@object
.LCPI39_2:
	.quad	0xbff0000000000000
	.size	.LCPI39_2, 8
	.section	.text.floor,"ax",@progbits
	.prefalign	4, .Lfunc_end39, nop
	.type	floor,@function
floor:
.Lfunc_begin39:
	.cfi_startproc
	movq	%xmm0, %rax
	movq	%rax, %rcx
	shrq	$52, %rcx
	andl	$2047, %ecx
	cmpl	$1075, %ecx
	setae	%dl
	xorpd	%xmm1, %xmm1
	ucomisd	%xmm1, %xmm0
	setnp	%sil
	sete	%dil
	andb	%sil, %dil
	orb	%dl, %dil
	jne	.LBB39_7
	movsd	.LCPI39_0(%rip), %xmm1
	movsd	.LCPI39_1(%rip), %xmm2
	testq	%rax, %rax
	js	.LBB39_2
	addsd	%xmm0, %xmm2
	addsd	%xmm2, %xmm1
	subsd	%xmm0, %xmm1
	cmpl	$1022, %ecx
	jbe	.LBB39_5
.LBB39_6:
	addsd	%xmm1, %xmm0
	movsd	.LCPI39_2(%rip), %xmm2
	addsd	%xmm0, %xmm2
	xorpd	%xmm3, %xmm3
	cmpltsd	%xmm1, %xmm3
	movapd	%xmm3, %xmm1
	andnpd	%xmm0, %xmm1
	andpd	%xmm2, %xmm3
	orpd	%xmm1, %xmm3
	movapd	%xmm3, %xmm0
.LBB39_7:
	retq
.LBB39_2:
	addsd	%xmm0, %xmm1
	addsd	%xmm2, %xmm1
	subsd	%xmm0, %xmm1
	cmpl	$1022, %ecx
	ja	.LBB39_6
.LBB39_5:
	movsd	%xmm1, -8(%rsp)
	sarq	$63, %rax
	xorps	%xmm0, %xmm0
	cvtsi2sd	%eax, %xmm0
	retq
.Lfunc_end39:
	.size	floor, .Lfunc_end39-floor
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI40_0,@object
.LCPI40_0:
	.long	0x7b800000
	.size	.LCPI40_0, 4
	.type	.LCPI40_1,@object
.LCPI40_1:
	.long	0xbf800000
	.size	.LCPI40_1, 4
	.section	.text.floorf,"ax",@progbits
	.prefalign	4, .Lfunc_end40, nop
	.type	floorf,@function
floorf:
.Lfunc_begin40:
	.cfi_startproc
	movd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %ecx
	cmpl	$149, %ecx
	jbe	.LBB40_1
	retq
.LBB40_1:
	cmpl	$127, %ecx
	jb	.LBB40_4
	addl	$-127, %ecx
	movl	$8388607, %edx
	shrl	%cl, %edx
	testl	%eax, %edx
	je	.LBB40_6
	addss	.LCPI40_0(%rip), %xmm0
	movl	$-8388608, %esi
	sarl	%cl, %esi
	movss	%xmm0, -8(%rsp)
	movl	%eax, %ecx
	sarl	$31, %ecx
	andl	%edx, %ecx
	addl	%eax, %ecx
	andl	%esi, %ecx
	movd	%ecx, %xmm0
	retq
.LBB40_4:
	movss	.LCPI40_0(%rip), %xmm1
	addss	%xmm0, %xmm1
	movss	%xmm1, -4(%rsp)
	xorps	%xmm1, %xmm1
	testl	%eax, %eax
	js	.LBB40_7
	movaps	%xmm1, %xmm0
.LBB40_6:
	retq
.LBB40_7:
	cmpeqss	%xmm0, %xmm1
	andps	%xmm1, %xmm0
	movss	.LCPI40_1(%rip), %xmm2
	andnps	%xmm2, %xmm1
	orps	%xmm0, %xmm1
	movaps	%xmm1, %xmm0
	retq
.Lfunc_end40:
	.size	floorf, .Lfunc_end40-floorf
	.cfi_endproc

	.section	.text.fmaf,"ax",@progbits
	.prefalign	4, .Lfunc_end41, nop
	.type	fmaf,@function
fmaf:
.Lfunc_begin41:
	.cfi_startproc
	cvtss2sd	%xmm0, %xmm3
	xorps	%xmm0, %xmm0
	cvtss2sd	%xmm1, %xmm0
	mulsd	%xmm3, %xmm0
	cvtss2sd	%xmm2, %xmm2
	movapd	%xmm0, %xmm1
	addsd	%xmm2, %xmm1
	movq	%xmm1, %rax
	movq	%rax, %rcx
	notq	%rcx
	movl	%eax, %edx
	andl	$536870911, %edx
	cmpl	$268435456, %edx
	setne	%dl
	movabsq	$9218868437227405312, %rsi
	testq	%rsi, %rcx
	sete	%cl
	orb	%dl, %cl
	jne	.LBB41_7
	movapd	%xmm1, %xmm3
	subsd	%xmm0, %xmm3
	ucomisd	%xmm2, %xmm3
	jne	.LBB41_3
	jp	.LBB41_3
	movapd	%xmm1, %xmm3
	subsd	%xmm2, %xmm3
	ucomisd	%xmm0, %xmm3
	jne	.LBB41_3
	jp	.LBB41_3
.LBB41_7:
	xorps	%xmm0, %xmm0
	cvtsd2ss	%xmm1, %xmm0
	retq
.LBB41_3:
	testq	%rax, %rax
	sets	%cl
	ucomisd	%xmm0, %xmm2
	setbe	%dl
	xorb	%cl, %dl
	jne	.LBB41_4
	subsd	%xmm1, %xmm2
	jmp	.LBB41_6
.LBB41_4:
	subsd	%xmm1, %xmm0
.LBB41_6:
	addsd	%xmm2, %xmm0
	xorpd	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	setbe	%dl
	xorb	%dl, %cl
	leaq	1(%rax), %rdx
	decq	%rax
	testb	%cl, %cl
	cmovneq	%rdx, %rax
	movq	%rax, %xmm1
	xorps	%xmm0, %xmm0
	cvtsd2ss	%xmm1, %xmm0
	retq
.Lfunc_end41:
	.size	fmaf, .Lfunc_end41-fmaf
	.cfi_endproc

	.section	.text.fmodf,"ax",@progbits
	.prefalign	4, .Lfunc_end42, nop
	.type	fmodf,@function
fmodf:
.Lfunc_begin42:
	.cfi_startproc
	movd	%xmm1, %esi
	movl	%esi, %ecx
	addl	%esi, %ecx
	je	.LBB42_2
	movd	%xmm0, %eax
	movl	%eax, %edx
	shrl	$23, %edx
	movzbl	%dl, %edx
	movl	%esi, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	setb	%dil
	cmpl	$255, %edx
	setne	%r8b
	testb	%r8b, %dil
	jne	.LBB42_3
.LBB42_2:
	mulss	%xmm1, %xmm0
	divss	%xmm0, %xmm0
	retq
.LBB42_3:
	leal	(%rax,%rax), %edi
	cmpl	%ecx, %edi
	jbe	.LBB42_4
	movl	%esi, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %r8d
	testl	%edx, %edx
	je	.LBB42_7
	movl	%eax, %edi
	andl	$8388607, %edi
	orl	$8388608, %edi
	testl	%r8d, %r8d
	je	.LBB42_12
.LBB42_15:
	andl	$8388607, %esi
	orl	$8388608, %esi
	cmpl	%r8d, %edx
	jg	.LBB42_17
.LBB42_21:
	movl	%edi, %ecx
	subl	%esi, %ecx
	jns	.LBB42_22
	jmp	.LBB42_23
.LBB42_4:
	je	.LBB42_5
	retq
.LBB42_7:
	movl	%eax, %ecx
	xorl	%edx, %edx
	shll	$9, %ecx
	js	.LBB42_9
	.p2align	4
.LBB42_8:
	decl	%edx
	addl	%ecx, %ecx
	jns	.LBB42_8
.LBB42_9:
	movb	$1, %cl
	subb	%dl, %cl
	movl	%eax, %edi
	shll	%cl, %edi
	testl	%r8d, %r8d
	jne	.LBB42_15
.LBB42_12:
	movl	%esi, %ecx
	xorl	%r8d, %r8d
	shll	$9, %ecx
	js	.LBB42_14
	.p2align	4
.LBB42_13:
	decl	%r8d
	addl	%ecx, %ecx
	jns	.LBB42_13
.LBB42_14:
	movb	$1, %cl
	subb	%r8b, %cl
	shll	%cl, %esi
	cmpl	%r8d, %edx
	jg	.LBB42_17
	jmp	.LBB42_21
	.p2align	4
.LBB42_19:
	addl	%edi, %edi
	decl	%edx
	cmpl	%r8d, %edx
	jle	.LBB42_20
.LBB42_17:
	movl	%edi, %ecx
	subl	%esi, %ecx
	js	.LBB42_19
	movl	%ecx, %edi
	jne	.LBB42_19
	jmp	.LBB42_5
.LBB42_20:
	movl	%r8d, %edx
	movl	%edi, %ecx
	subl	%esi, %ecx
	js	.LBB42_23
.LBB42_22:
	movl	%ecx, %edi
	je	.LBB42_5
.LBB42_23:
	cmpl	$8388607, %edi
	ja	.LBB42_24
	.p2align	4
.LBB42_25:
	leal	(%rdi,%rdi), %esi
	decl	%edx
	cmpl	$4194304, %edi
	movl	%esi, %edi
	jb	.LBB42_25
	andl	$-2147483648, %eax
	testl	%edx, %edx
	jle	.LBB42_28
.LBB42_27:
	addl	$-8388608, %esi
	shll	$23, %edx
	orl	%esi, %edx
	orl	%eax, %edx
	movd	%edx, %xmm0
	retq
.LBB42_5:
	pxor	%xmm1, %xmm1
	mulss	%xmm1, %xmm0
	retq
.LBB42_24:
	movl	%edi, %esi
	andl	$-2147483648, %eax
	testl	%edx, %edx
	jg	.LBB42_27
.LBB42_28:
	movb	$1, %cl
	subb	%dl, %cl
	shrl	%cl, %esi
	movl	%esi, %edx
	orl	%eax, %edx
	movd	%edx, %xmm0
	retq
.Lfunc_end42:
	.size	fmodf, .Lfunc_end42-fmodf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI43_0,@object
.LCPI43_0:
	.long	0x5f800000
	.size	.LCPI43_0, 4
	.section	.text.frexpf,"ax",@progbits
	.prefalign	4, .Lfunc_end43, nop
	.type	frexpf,@function
frexpf:
.Lfunc_begin43:
	.cfi_startproc
	movd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	cmpb	$-1, %cl
	je	.LBB43_7
	movzbl	%cl, %edx
	testl	%edx, %edx
	jne	.LBB43_6
	xorps	%xmm1, %xmm1
	ucomiss	%xmm1, %xmm0
	jne	.LBB43_4
	jnp	.LBB43_3
.LBB43_4:
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset %rbx, -16
	mulss	.LCPI43_0(%rip), %xmm0
	movq	%rdi, %rbx
	callq	frexpf
	movq	%rbx, %rdi
	movl	(%rbx), %eax
	addl	$-64, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	.cfi_restore %rbx
	movl	%eax, (%rdi)
	retq
.LBB43_6:
	movzbl	%cl, %ecx
	addl	$-126, %ecx
	movl	%ecx, (%rdi)
	andl	$-2139095041, %eax
	orl	$1056964608, %eax
	movd	%eax, %xmm0
.LBB43_7:
	retq
.LBB43_3:
	xorl	%eax, %eax
	movl	%eax, (%rdi)
	retq
.Lfunc_end43:
	.size	frexpf, .Lfunc_end43-frexpf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI44_0,@object
.LCPI44_0:
	.long	0x0c800000
	.size	.LCPI44_0, 4
	.type	.LCPI44_1,@object
.LCPI44_1:
	.long	0x7f000000
	.size	.LCPI44_1, 4
	.section	.text.ldexpf,"ax",@progbits
	.prefalign	4, .Lfunc_end44, nop
	.type	ldexpf,@function
ldexpf:
.Lfunc_begin44:
	.cfi_startproc
	cmpl	$128, %edi
	jl	.LBB44_4
	mulss	.LCPI44_1(%rip), %xmm0
	cmpl	$255, %edi
	jb	.LBB44_2
	mulss	.LCPI44_1(%rip), %xmm0
	cmpl	$381, %edi
	movl	$381, %eax
	cmovbl	%edi, %eax
	addl	$-254, %eax
	jmp	.LBB44_8
.LBB44_4:
	cmpl	$-127, %edi
	jg	.LBB44_9
	mulss	.LCPI44_0(%rip), %xmm0
	cmpl	$-229, %edi
	ja	.LBB44_6
	mulss	.LCPI44_0(%rip), %xmm0
	cmpl	$-329, %edi
	movl	$-330, %eax
	cmovael	%edi, %eax
	addl	$204, %eax
.LBB44_8:
	movl	%eax, %edi
	jmp	.LBB44_9
.LBB44_2:
	addl	$-127, %edi
	jmp	.LBB44_9
.LBB44_6:
	addl	$102, %edi
.LBB44_9:
	shll	$23, %edi
	addl	$1065353216, %edi
	movd	%edi, %xmm1
	mulss	%xmm0, %xmm1
	movaps	%xmm1, %xmm0
	retq
.Lfunc_end44:
	.size	ldexpf, .Lfunc_end44-ldexpf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI45_0,@object
.LCPI45_0:
	.long	0x0c800000
	.size	.LCPI45_0, 4
	.type	.LCPI45_1,@object
.LCPI45_1:
	.long	0x7f000000
	.size	.LCPI45_1, 4
	.section	.text.scalbnf,"ax",@progbits
	.prefalign	4, .Lfunc_end45, nop
	.type	scalbnf,@function
scalbnf:
.Lfunc_begin45:
	.cfi_startproc
	cmpl	$128, %edi
	jl	.LBB45_4
	mulss	.LCPI45_1(%rip), %xmm0
	cmpl	$255, %edi
	jb	.LBB45_2
	mulss	.LCPI45_1(%rip), %xmm0
	cmpl	$381, %edi
	movl	$381, %eax
	cmovbl	%edi, %eax
	addl	$-254, %eax
	jmp	.LBB45_8
.LBB45_4:
	cmpl	$-127, %edi
	jg	.LBB45_9
	mulss	.LCPI45_0(%rip), %xmm0
	cmpl	$-229, %edi
	ja	.LBB45_6
	mulss	.LCPI45_0(%rip), %xmm0
	cmpl	$-329, %edi
	movl	$-330, %eax
	cmovael	%edi, %eax
	addl	$204, %eax
.LBB45_8:
	movl	%eax, %edi
	jmp	.LBB45_9
.LBB45_2:
	addl	$-127, %edi
	jmp	.LBB45_9
.LBB45_6:
	addl	$102, %edi
.LBB45_9:
	shll	$23, %edi
	addl	$1065353216, %edi
	movd	%edi, %xmm1
	mulss	%xmm0, %xmm1
	movaps	%xmm1, %xmm0
	retq
.Lfunc_end45:
	.size	scalbnf, .Lfunc_end45-scalbnf
	.cfi_endproc

	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI46_0,@object
.LCPI46_0:
	.quad	0x4330000000000000
	.size	.LCPI46_0, 8
	.type	.LCPI46_1,@object
.LCPI46_1:
	.quad	0x3fe62e42fefa3800
	.size	.LCPI46_1, 8
	.type	.LCPI46_2,@object
.LCPI46_2:
	.quad	0x3d2ef35793c76730
	.size	.LCPI46_2, 8
	.type	.LCPI46_3,@object
.LCPI46_3:
	.quad	0xbfe0000000000001
	.size	.LCPI46_3, 8
	.type	.LCPI46_4,@object
.LCPI46_4:
	.quad	0xbfcfffffffeb4590
	.size	.LCPI46_4, 8
	.type	.LCPI46_5,@object
.LCPI46_5:
	.quad	0x3fd555555551305b
	.size	.LCPI46_5, 8
	.type	.LCPI46_6,@object
.LCPI46_6:
	.quad	0xbfc55575e506c89f
	.size	.LCPI46_6, 8
	.type	.LCPI46_7,@object
.LCPI46_7:
	.quad	0x3fc999b324f10111
	.size	.LCPI46_7, 8
	.type	.LCPI46_8,@object
.LCPI46_8:
	.quad	0xbff0000000000000
	.size	.LCPI46_8, 8
	.type	.LCPI46_9,@object
.LCPI46_9:
	.quad	0xbfcffffffffffdcb
	.size	.LCPI46_9, 8
	.type	.LCPI46_10,@object
.LCPI46_10:
	.quad	0x3fd5555555555577
	.size	.LCPI46_10, 8
	.type	.LCPI46_11,@object
.LCPI46_11:
	.quad	0x3fc999999995dd0c
	.size	.LCPI46_11, 8
	.type	.LCPI46_12,@object
.LCPI46_12:
	.quad	0x3fc24924a344de30
	.size	.LCPI46_12, 8
	.type	.LCPI46_13,@object
.LCPI46_13:
	.quad	0xbfc55555556745a7
	.size	.LCPI46_13, 8
	.type	.LCPI46_14,@object
.LCPI46_14:
	.quad	0xbfbfffffa4423d65
	.size	.LCPI46_14, 8
	.type	.LCPI46_15,@object
.LCPI46_15:
	.quad	0xbfb999eb43b068ff
	.size	.LCPI46_15, 8
	.type	.LCPI46_16,@object
.LCPI46_16:
	.quad	0x3fbc7184282ad6ca
	.size	.LCPI46_16, 8
	.type	.LCPI46_17,@object
.LCPI46_17:
	.quad	0x3fb78182f7afd085
	.size	.LCPI46_17, 8
	.type	.LCPI46_18,@object
.LCPI46_18:
	.quad	0xbfb5521375d145cd
	.size	.LCPI46_18, 8
	.type	.LCPI46_19,@object
.LCPI46_19:
	.quad	0x41a0000000000000
	.size	.LCPI46_19, 8
	.type	.LCPI46_20,@object
.LCPI46_20:
	.quad	0xbfe0000000000000
	.size	.LCPI46_20, 8
	.section	.text.log,"ax",@progbits
	.prefalign	4, .Lfunc_end46, nop
	.type	log,@function
log:
.Lfunc_begin46:
	.cfi_startproc
	movq	%xmm0, %rax
	movq	%rax, %rcx
	shrq	$40, %rcx
	addl	$-4189696, %ecx
	cmpl	$776, %ecx
	jbe	.LBB46_1
	movq	%rax, %rcx
	shrq	$48, %rcx
	leal	-32752(%rcx), %edx
	cmpl	$-32737, %edx
	jbe	.LBB46_5
.LBB46_11:
	movabsq	$-4604367669032910848, %rdx
	addq	%rax, %rdx
	movq	%rax, %rcx
	shrq	$45, %rcx
	addl	$393424, %ecx
	andl	$127, %ecx
	movabsq	$-4503599627370496, %rsi
	andq	%rdx, %rsi
	sarq	$52, %rdx
	subq	%rsi, %rax
	shll	$4, %ecx
	leaq	__log_data(%rip), %rsi
	movq	%rax, %xmm0
	subsd	2192(%rcx,%rsi), %xmm0
	subsd	2200(%rcx,%rsi), %xmm0
	mulsd	144(%rcx,%rsi), %xmm0
	cvtsi2sd	%edx, %xmm2
	movsd	.LCPI46_1(%rip), %xmm3
	mulsd	%xmm2, %xmm3
	addsd	152(%rcx,%rsi), %xmm3
	movapd	%xmm3, %xmm1
	addsd	%xmm0, %xmm1
	subsd	%xmm1, %xmm3
	addsd	%xmm0, %xmm3
	mulsd	.LCPI46_2(%rip), %xmm2
	addsd	%xmm3, %xmm2
	movapd	%xmm0, %xmm3
	mulsd	%xmm0, %xmm3
	movsd	.LCPI46_3(%rip), %xmm4
	mulsd	%xmm3, %xmm4
	addsd	%xmm2, %xmm4
	movapd	%xmm0, %xmm2
	movsd	.LCPI46_4(%rip), %xmm5
	mulsd	%xmm0, %xmm5
	addsd	.LCPI46_5(%rip), %xmm5
	mulsd	.LCPI46_6(%rip), %xmm0
	mulsd	%xmm3, %xmm2
	addsd	.LCPI46_7(%rip), %xmm0
	mulsd	%xmm3, %xmm0
	addsd	%xmm5, %xmm0
	mulsd	%xmm2, %xmm0
	addsd	%xmm4, %xmm0
	addsd	%xmm1, %xmm0
.LBB46_12:
	retq
.LBB46_1:
	movabsq	$4607182418800017408, %rcx
	cmpq	%rcx, %rax
	je	.LBB46_2
	addsd	.LCPI46_8(%rip), %xmm0
	movapd	%xmm0, %xmm1
	movsd	.LCPI46_9(%rip), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	.LCPI46_12(%rip), %xmm3
	mulsd	%xmm0, %xmm3
	movsd	.LCPI46_15(%rip), %xmm4
	mulsd	%xmm0, %xmm4
	movsd	.LCPI46_19(%rip), %xmm6
	mulsd	%xmm0, %xmm6
	movapd	%xmm0, %xmm5
	addsd	%xmm6, %xmm5
	subsd	%xmm6, %xmm5
	movapd	%xmm0, %xmm6
	subsd	%xmm5, %xmm6
	movapd	%xmm5, %xmm8
	movapd	%xmm0, %xmm7
	movapd	%xmm0, %xmm9
	addsd	%xmm0, %xmm5
	mulsd	%xmm0, %xmm0
	addsd	.LCPI46_10(%rip), %xmm2
	movsd	.LCPI46_11(%rip), %xmm10
	mulsd	%xmm0, %xmm10
	addsd	%xmm2, %xmm10
	addsd	.LCPI46_13(%rip), %xmm3
	movsd	.LCPI46_14(%rip), %xmm2
	mulsd	%xmm0, %xmm2
	addsd	%xmm3, %xmm2
	addsd	.LCPI46_16(%rip), %xmm4
	mulsd	%xmm0, %xmm1
	mulsd	.LCPI46_17(%rip), %xmm0
	addsd	%xmm4, %xmm0
	movsd	.LCPI46_18(%rip), %xmm3
	mulsd	%xmm1, %xmm3
	addsd	%xmm0, %xmm3
	mulsd	%xmm1, %xmm3
	addsd	%xmm2, %xmm3
	mulsd	%xmm1, %xmm3
	addsd	%xmm10, %xmm3
	mulsd	%xmm1, %xmm3
	mulsd	%xmm8, %xmm8
	movsd	.LCPI46_20(%rip), %xmm0
	mulsd	%xmm0, %xmm8
	addsd	%xmm8, %xmm7
	subsd	%xmm7, %xmm9
	addsd	%xmm8, %xmm9
	mulsd	%xmm0, %xmm6
	mulsd	%xmm6, %xmm5
	addsd	%xmm9, %xmm5
	addsd	%xmm3, %xmm5
	addsd	%xmm7, %xmm5
	movapd	%xmm5, %xmm0
	retq
.LBB46_5:
	xorpd	%xmm1, %xmm1
	ucomisd	%xmm1, %xmm0
	jne	.LBB46_7
	jp	.LBB46_7
	movabsq	$-4616189618054758400, %rax
	movq	%rax, -8(%rsp)
	movsd	-8(%rsp), %xmm0
	divsd	%xmm1, %xmm0
	retq
.LBB46_7:
	movabsq	$9218868437227405312, %rdx
	cmpq	%rdx, %rax
	je	.LBB46_12
	testq	%rax, %rax
	setns	%al
	notl	%ecx
	testl	$32752, %ecx
	setne	%cl
	testb	%cl, %al
	jne	.LBB46_10
	subsd	%xmm0, %xmm0
	divsd	%xmm0, %xmm0
	retq
.LBB46_10:
	mulsd	.LCPI46_0(%rip), %xmm0
	movq	%xmm0, %rcx
	movabsq	$-234187180623265792, %rax
	addq	%rcx, %rax
	jmp	.LBB46_11
.LBB46_2:
	xorpd	%xmm0, %xmm0
	retq
.Lfunc_end46:
	.size	log, .Lfunc_end46-log
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI47_0,@object
.LCPI47_0:
	.long	0x3f800000
	.size	.LCPI47_0, 4
	.type	.LCPI47_2,@object
.LCPI47_2:
	.long	0x4b000000
	.size	.LCPI47_2, 4
	.type	.LCPI47_12,@object
.LCPI47_12:
	.long	0x10000000
	.size	.LCPI47_12, 4
	.type	.LCPI47_20,@object
.LCPI47_20:
	.long	0x70000000
	.size	.LCPI47_20, 4
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI47_1,@object
.LCPI47_1:
	.long	0x80000000
	.long	0x80000000
	.long	0x80000000
	.long	0x80000000
	.size	.LCPI47_1, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI47_3,@object
.LCPI47_3:
	.quad	0xbff0000000000000
	.size	.LCPI47_3, 8
	.type	.LCPI47_4,@object
.LCPI47_4:
	.quad	0x3fd27616c9496e0b
	.size	.LCPI47_4, 8
	.type	.LCPI47_5,@object
.LCPI47_5:
	.quad	0xbfd71969a075c67a
	.size	.LCPI47_5, 8
	.type	.LCPI47_6,@object
.LCPI47_6:
	.quad	0x3fdec70a6ca7badd
	.size	.LCPI47_6, 8
	.type	.LCPI47_7,@object
.LCPI47_7:
	.quad	0xbfe7154748bef6c8
	.size	.LCPI47_7, 8
	.type	.LCPI47_8,@object
.LCPI47_8:
	.quad	0x3ff71547652ab82b
	.size	.LCPI47_8, 8
	.type	.LCPI47_9,@object
.LCPI47_9:
	.quad	0x405fffffffd1d571
	.size	.LCPI47_9, 8
	.type	.LCPI47_10,@object
.LCPI47_10:
	.quad	0xc062c00000000000
	.size	.LCPI47_10, 8
	.type	.LCPI47_11,@object
.LCPI47_11:
	.long	0x90000000
	.long	0x10000000
	.size	.LCPI47_11, 8
	.type	.LCPI47_13,@object
.LCPI47_13:
	.quad	0x42e8000000000000
	.size	.LCPI47_13, 8
	.type	.LCPI47_14,@object
.LCPI47_14:
	.quad	0xc2e8000000000000
	.size	.LCPI47_14, 8
	.type	.LCPI47_15,@object
.LCPI47_15:
	.quad	0x3fac6af84b912394
	.size	.LCPI47_15, 8
	.type	.LCPI47_16,@object
.LCPI47_16:
	.quad	0x3fcebfce50fac4f3
	.size	.LCPI47_16, 8
	.type	.LCPI47_17,@object
.LCPI47_17:
	.quad	0x3fe62e42ff0c52d6
	.size	.LCPI47_17, 8
	.type	.LCPI47_18,@object
.LCPI47_18:
	.quad	0x3ff0000000000000
	.size	.LCPI47_18, 8
	.type	.LCPI47_19,@object
.LCPI47_19:
	.long	0xf0000000
	.long	0x70000000
	.size	.LCPI47_19, 8
	.section	.text.powf,"ax",@progbits
	.prefalign	4, .Lfunc_end47, nop
	.type	powf,@function
powf:
.Lfunc_begin47:
	.cfi_startproc
	movd	%xmm0, %ecx
	movd	%xmm1, %edx
	leal	-2139095040(%rcx), %eax
	cmpl	$-2130706432, %eax
	jb	.LBB47_5
	xorl	%eax, %eax
	leal	16777216(,%rdx,2), %esi
	cmpl	$16777216, %esi
	jbe	.LBB47_5
.LBB47_2:
	leal	-1060306944(%rcx), %edx
	movl	%edx, %esi
	andl	$-8388608, %esi
	subl	%esi, %ecx
	movl	%edx, %esi
	sarl	$23, %esi
	shrl	$15, %edx
	andl	$240, %edx
	leaq	__powf_log2_data(%rip), %rdi
	movd	%ecx, %xmm0
	cvtss2sd	%xmm0, %xmm0
	mulsd	(%rdx,%rdi), %xmm0
	addsd	.LCPI47_3(%rip), %xmm0
	cvtsi2sd	%esi, %xmm2
	addsd	8(%rdx,%rdi), %xmm2
	movapd	%xmm0, %xmm3
	mulsd	%xmm0, %xmm3
	movsd	.LCPI47_4(%rip), %xmm4
	mulsd	%xmm0, %xmm4
	addsd	.LCPI47_5(%rip), %xmm4
	movsd	.LCPI47_6(%rip), %xmm5
	mulsd	%xmm0, %xmm5
	addsd	.LCPI47_7(%rip), %xmm5
	mulsd	%xmm3, %xmm5
	mulsd	%xmm3, %xmm3
	mulsd	.LCPI47_8(%rip), %xmm0
	mulsd	%xmm4, %xmm3
	addsd	%xmm2, %xmm0
	addsd	%xmm0, %xmm5
	addsd	%xmm3, %xmm5
	xorps	%xmm0, %xmm0
	cvtss2sd	%xmm1, %xmm0
	mulsd	%xmm5, %xmm0
	movq	%xmm0, %rcx
	movabsq	$9223231299366420480, %rdx
	andq	%rcx, %rdx
	movabsq	$4638426141214900225, %rcx
	cmpq	%rcx, %rdx
	jae	.LBB47_10
.LBB47_3:
	movsd	.LCPI47_13(%rip), %xmm1
	addsd	%xmm0, %xmm1
	movq	%xmm1, %rcx
	addsd	.LCPI47_14(%rip), %xmm1
	subsd	%xmm1, %xmm0
	addl	%ecx, %eax
	andl	$31, %ecx
	leaq	__exp2f_data(%rip), %rdx
	shlq	$47, %rax
	addq	(%rdx,%rcx,8), %rax
	movsd	.LCPI47_15(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	addsd	.LCPI47_16(%rip), %xmm1
	movq	%rax, %xmm2
	movapd	%xmm0, %xmm3
	mulsd	%xmm0, %xmm3
	mulsd	%xmm1, %xmm3
	mulsd	.LCPI47_17(%rip), %xmm0
	addsd	.LCPI47_18(%rip), %xmm0
	addsd	%xmm3, %xmm0
	mulsd	%xmm2, %xmm0
	cvtsd2ss	%xmm0, %xmm0
.LBB47_4:
	retq
.LBB47_5:
	leal	(%rdx,%rdx), %eax
	leal	-1(%rax), %esi
	cmpl	$-16777217, %esi
	jae	.LBB47_21
	leal	-1(,%rcx,2), %eax
	cmpl	$-16777217, %eax
	jae	.LBB47_25
	xorl	%eax, %eax
	testl	%ecx, %ecx
	js	.LBB47_12
	cmpl	$8388607, %ecx
	ja	.LBB47_2
.LBB47_9:
	mulss	.LCPI47_2(%rip), %xmm0
	movd	%xmm0, %ecx
	andl	$2147483647, %ecx
	addl	$-192937984, %ecx
	jmp	.LBB47_2
.LBB47_10:
	ucomisd	.LCPI47_9(%rip), %xmm0
	jbe	.LBB47_16
	xorl	%ecx, %ecx
	testl	%eax, %eax
	sete	%cl
	leaq	.LCPI47_19(%rip), %rax
	movss	(%rax,%rcx,4), %xmm0
	movss	%xmm0, -8(%rsp)
	movss	-8(%rsp), %xmm0
	mulss	.LCPI47_20(%rip), %xmm0
	retq
.LBB47_12:
	movl	%edx, %eax
	shrl	$23, %eax
	movzbl	%al, %ecx
	cmpl	$127, %ecx
	jb	.LBB47_19
	cmpl	$150, %ecx
	jbe	.LBB47_18
.LBB47_14:
	xorl	%eax, %eax
.LBB47_15:
	movd	%xmm0, %ecx
	andl	$2147483647, %ecx
	cmpl	$8388607, %ecx
	ja	.LBB47_2
	jmp	.LBB47_9
.LBB47_16:
	movsd	.LCPI47_10(%rip), %xmm1
	ucomisd	%xmm0, %xmm1
	jb	.LBB47_3
	xorl	%ecx, %ecx
	testl	%eax, %eax
	sete	%cl
	leaq	.LCPI47_11(%rip), %rax
	movss	(%rax,%rcx,4), %xmm0
	movss	%xmm0, -4(%rsp)
	movss	-4(%rsp), %xmm0
	mulss	.LCPI47_12(%rip), %xmm0
	retq
.LBB47_18:
	movb	$-106, %cl
	subb	%al, %cl
	movl	$1, %esi
	shll	%cl, %esi
	leal	-1(%rsi), %eax
	testl	%edx, %eax
	je	.LBB47_20
.LBB47_19:
	subss	%xmm0, %xmm0
	divss	%xmm0, %xmm0
	retq
.LBB47_20:
	movl	$65536, %eax
	testl	%edx, %esi
	jne	.LBB47_15
	jmp	.LBB47_14
.LBB47_21:
	movss	.LCPI47_0(%rip), %xmm2
	cmpl	$1065353216, %ecx
	je	.LBB47_34
	testl	%eax, %eax
	je	.LBB47_34
	addl	%ecx, %ecx
	cmpl	$-16777215, %ecx
	setb	%sil
	cmpl	$-16777215, %eax
	setb	%al
	testb	%al, %sil
	jne	.LBB47_35
	addss	%xmm1, %xmm0
	retq
.LBB47_25:
	mulss	%xmm0, %xmm0
	testl	%ecx, %ecx
	jns	.LBB47_31
	movl	%edx, %eax
	shrl	$23, %eax
	movzbl	%al, %ecx
	addl	$-151, %ecx
	cmpl	$-24, %ecx
	jb	.LBB47_31
	movb	$-106, %cl
	subb	%al, %cl
	movl	$1, %esi
	shll	%cl, %esi
	decl	%esi
	movzbl	%cl, %eax
	movaps	%xmm0, %xmm1
	testl	%edx, %esi
	jne	.LBB47_29
	movaps	.LCPI47_1(%rip), %xmm1
	xorps	%xmm0, %xmm1
.LBB47_29:
	btl	%eax, %edx
	jae	.LBB47_31
	movaps	%xmm1, %xmm0
.LBB47_31:
	testl	%edx, %edx
	jns	.LBB47_4
	movss	.LCPI47_0(%rip), %xmm1
	divss	%xmm0, %xmm1
	movss	%xmm1, -12(%rsp)
	movss	-12(%rsp), %xmm0
	retq
.LBB47_34:
	movaps	%xmm2, %xmm0
	retq
.LBB47_35:
	cmpl	$2130706432, %ecx
	movaps	%xmm2, %xmm0
	je	.LBB47_4
	setb	%al
	testl	%edx, %edx
	sets	%cl
	xorb	%al, %cl
	xorps	%xmm0, %xmm0
	jne	.LBB47_4
	mulss	%xmm1, %xmm1
	movaps	%xmm1, %xmm0
	retq
.Lfunc_end47:
	.size	powf, .Lfunc_end47-powf
	.cfi_endproc

	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI48_0,@object
.LCPI48_0:
	.long	0xcb000000
	.size	.LCPI48_0, 4
	.type	.LCPI48_1,@object
.LCPI48_1:
	.long	0x4b000000
	.size	.LCPI48_1, 4
	.type	.LCPI48_2,@object
.LCPI48_2:
	.long	0x80000000
	.size	.LCPI48_2, 4
	.section	.text.rintf,"ax",@progbits
	.prefalign	4, .Lfunc_end48, nop
	.type	rintf,@function
rintf:
.Lfunc_begin48:
	.cfi_startproc
	movd	%xmm0, %eax
	movl	%eax, %ecx
	andl	$2130706432, %ecx
	cmpl	$1249902592, %ecx
	ja	.LBB48_7
	movss	.LCPI48_0(%rip), %xmm1
	movss	.LCPI48_1(%rip), %xmm2
	testl	%eax, %eax
	jns	.LBB48_2
	addss	%xmm1, %xmm0
	addss	%xmm2, %xmm0
	movaps	%xmm0, %xmm1
	xorps	%xmm0, %xmm0
	xorps	%xmm2, %xmm2
	js	.LBB48_5
	jmp	.LBB48_6
.LBB48_2:
	addss	%xmm2, %xmm0
	addss	%xmm1, %xmm0
	movaps	%xmm0, %xmm1
	xorps	%xmm0, %xmm0
	xorps	%xmm2, %xmm2
	jns	.LBB48_6
.LBB48_5:
	movss	.LCPI48_2(%rip), %xmm2
.LBB48_6:
	cmpeqss	%xmm1, %xmm0
	andps	%xmm0, %xmm2
	andnps	%xmm1, %xmm0
	orps	%xmm2, %xmm0
.LBB48_7:
	retq
.Lfunc_end48:
	.size	rintf, .Lfunc_end48-rintf
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI49_0,@object
.LCPI49_0:
	.quad	0x7fffffffffffffff
	.quad	0x7fffffffffffffff
	.size	.LCPI49_0, 16
	.type	.LCPI49_7,@object
.LCPI49_7:
	.quad	0x8000000000000000
	.quad	0x8000000000000000
	.size	.LCPI49_7, 16
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
	.type	.LCPI49_1,@object
.LCPI49_1:
	.quad	0x4330000000000000
	.size	.LCPI49_1, 8
	.type	.LCPI49_2,@object
.LCPI49_2:
	.quad	0xc330000000000000
	.size	.LCPI49_2, 8
	.type	.LCPI49_3,@object
.LCPI49_3:
	.quad	0x3fe0000000000000
	.size	.LCPI49_3, 8
	.type	.LCPI49_4,@object
.LCPI49_4:
	.quad	0x3ff0000000000000
	.size	.LCPI49_4, 8
	.type	.LCPI49_5,@object
.LCPI49_5:
	.quad	0xbfe0000000000000
	.size	.LCPI49_5, 8
	.type	.LCPI49_6,@object
.LCPI49_6:
	.quad	0xbff0000000000000
	.size	.LCPI49_6, 8
	.section	.text.round,"ax",@progbits
	.prefalign	4, .Lfunc_end49, nop
	.type	round,@function
round:
.Lfunc_begin49:
	.cfi_startproc
	movq	%xmm0, %rax
	movq	%rax, %rcx
	shrq	$52, %rcx
	andl	$2047, %ecx
	cmpl	$1074, %ecx
	jbe	.LBB49_1
.LBB49_8:
	retq
.LBB49_1:
	movdqa	.LCPI49_0(%rip), %xmm1
	pand	%xmm0, %xmm1
	movsd	.LCPI49_1(%rip), %xmm2
	addsd	%xmm1, %xmm2
	cmpl	$1021, %ecx
	ja	.LBB49_3
	movsd	%xmm2, -8(%rsp)
	xorpd	%xmm1, %xmm1
	mulsd	%xmm1, %xmm0
	retq
.LBB49_3:
	addsd	.LCPI49_2(%rip), %xmm2
	subsd	%xmm1, %xmm2
	ucomisd	.LCPI49_3(%rip), %xmm2
	jbe	.LBB49_5
	addsd	%xmm2, %xmm1
	addsd	.LCPI49_6(%rip), %xmm1
	movapd	%xmm1, %xmm0
	testq	%rax, %rax
	jns	.LBB49_8
	jmp	.LBB49_7
.LBB49_5:
	addsd	%xmm2, %xmm1
	movsd	.LCPI49_4(%rip), %xmm0
	addsd	%xmm1, %xmm0
	cmpnlesd	.LCPI49_5(%rip), %xmm2
	andpd	%xmm2, %xmm1
	andnpd	%xmm0, %xmm2
	orpd	%xmm1, %xmm2
	movapd	%xmm2, %xmm0
	testq	%rax, %rax
	jns	.LBB49_8
.LBB49_7:
	xorpd	.LCPI49_7(%rip), %xmm0
	retq
.Lfunc_end49:
	.size	round, .Lfunc_end49-round
	.cfi_endproc

	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
	.type	.LCPI50_0,@object
.LCPI50_0:
	.long	0x7fffffff
	.long	0x7fffffff
	.long	0x7fffffff
	.long	0x7fffffff
	.size	.LCPI50_0, 16
	.type	.LCPI50_7,@object
.LCPI50_7:
	.long	0x80000000
	.long	0x80000000
	.long	0x80000000
	.long	0x80000000
	.size	.LCPI50_7, 16
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
	.type	.LCPI50_1,@object
.LCPI50_1:
	.long	0x4b000000
	.size	.LCPI50_1, 4
	.type	.LCPI50_2,@object
.LCPI50_2:
	.long	0xcb000000
	.size	.LCPI50_2, 4
	.type	.LCPI50_3,@object
.LCPI50_3:
	.long	0x3f000000
	.size	.LCPI50_3, 4
	.type	.LCPI50_4,@object
.LCPI50_4:
	.long	0x3f800000
	.size	.LCPI50_4, 4
	.type	.LCPI50_5,@object
.LCPI50_5:
	.long	0xbf000000
	.size	.LCPI50_5, 4
	.type	.LCPI50_6,@object
.LCPI50_6:
	.long	0xbf800000
	.size	.LCPI50_6, 4
	.section	.text.roundf,"ax",@progbits
	.prefalign	4, .Lfunc_end50, nop
	.type	roundf,@function
roundf:
.Lfunc_begin50:
	.cfi_startproc
	movd	%xmm0, %eax
	movl	%eax, %ecx
	shrl	$23, %ecx
	movzbl	%cl, %ecx
	cmpl	$149, %ecx
	jbe	.LBB50_1
.LBB50_8:
	retq
.LBB50_1:
	movdqa	.LCPI50_0(%rip), %xmm1
	pand	%xmm0, %xmm1
	movss	.LCPI50_1(%rip), %xmm2
	addss	%xmm1, %xmm2
	cmpl	$125, %ecx
	ja	.LBB50_3
	movss	%xmm2, -4(%rsp)
	xorps	%xmm1, %xmm1
	mulss	%xmm1, %xmm0
	retq
.LBB50_3:
	addss	.LCPI50_2(%rip), %xmm2
	subss	%xmm1, %xmm2
	ucomiss	.LCPI50_3(%rip), %xmm2
	jbe	.LBB50_5
	addss	%xmm2, %xmm1
	addss	.LCPI50_6(%rip), %xmm1
	movaps	%xmm1, %xmm0
	testl	%eax, %eax
	jns	.LBB50_8
	jmp	.LBB50_7
.LBB50_5:
	addss	%xmm2, %xmm1
	movss	.LCPI50_4(%rip), %xmm0
	addss	%xmm1, %xmm0
	cmpnless	.LCPI50_5(%rip), %xmm2
	andps	%xmm2, %xmm1
	andnps	%xmm0, %xmm2
	orps	%xmm1, %xmm2
	movaps	%xmm2, %xmm0
	testl	%eax, %eax
	jns	.LBB50_8
.LBB50_7:
	xorps	.LCPI50_7(%rip), %xmm0
	retq
.Lfunc_end50:
	.size	roundf, .Lfunc_end50-roundf
	.cfi_endproc

	.type	__constant_8xf32,@object
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	6, 0x0
__constant_8xf32:
	.long	0xbd87e45b
	.long	0xbd7b4187
	.long	0xbe245e07
	.long	0x3d955eea
	.long	0x3da518eb
	.long	0xbd431fb9
	.long	0x3c85cedf
	.long	0xbe045df2
	.size	__constant_8xf32, 32

	.type	__constant_1x16xf32,@object
	.section	.rodata.__constant_1x16xf32,"a",@progbits
	.p2align	6, 0x0
__constant_1x16xf32:
	.long	0xbdd037ab
	.long	0xbd3a5bf0
	.long	0x3d16f75b
	.long	0xbe36d43f
	.long	0x3d890305
	.long	0xbe1b0cc7
	.long	0xbdcb7c8a
	.long	0xbdf9cf00
	.long	0xbd49ffd0
	.long	0x3d038915
	.long	0xbe52b2c3
	.long	0x3e1fe487
	.long	0xbdc5b06c
	.long	0x3e5d940f
	.long	0xbe1d981f
	.long	0x3db0e02e
	.size	__constant_1x16xf32, 64

	.type	__constant_1x10xf32,@object
	.section	.rodata.__constant_1x10xf32,"a",@progbits
	.p2align	6, 0x0
__constant_1x10xf32:
	.long	0x3d029bbc
	.long	0x3dd89fc8
	.long	0x3cdbdc77
	.long	0x3d0f962d
	.long	0xbc49705e
	.long	0x3e4d0eed
	.long	0x3e27503a
	.long	0xbd493bff
	.long	0x3db25eef
	.long	0x3cc4d23b
	.size	__constant_1x10xf32, 40

	.type	__unnamed_1,@object
	.section	.rodata.__unnamed_1,"a",@progbits
__unnamed_1:
	.asciz	"mnist_like_linked"
	.size	__unnamed_1, 18

	.type	iree_hal_executable_library_query_v0_header,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_header,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_header:
	.long	6
	.zero	4
	.quad	__unnamed_1
	.long	0
	.long	0
	.size	iree_hal_executable_library_query_v0_header, 24

	.type	iree_hal_executable_library_query_v0_funcs,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_funcs,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_funcs:
	.quad	mnist_like$async_dispatch_0_slow_memcpy
	.quad	mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32
	.quad	mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32
	.quad	mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32
	.quad	mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32
	.quad	mnist_like$async_dispatch_5_matmul_1x10x256_f32
	.size	iree_hal_executable_library_query_v0_funcs, 48

	.type	iree_hal_executable_library_query_v0_attrs,@object
	.section	.rodata.iree_hal_executable_library_query_v0_attrs,"a",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_attrs:
	.quad	0
	.short	0
	.byte	0
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	3
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	3
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	2
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.short	0
	.byte	0
	.byte	3
	.long	1
	.long	1
	.short	1
	.short	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.size	iree_hal_executable_library_query_v0_attrs, 384

	.type	__unnamed_2,@object
	.section	.rodata.__unnamed_2,"a",@progbits
__unnamed_2:
	.asciz	"mnist_like$async_dispatch_0_slow_memcpy"
	.size	__unnamed_2, 40

	.type	__unnamed_3,@object
	.section	.rodata.__unnamed_3,"a",@progbits
__unnamed_3:
	.asciz	"mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32"
	.size	__unnamed_3, 49

	.type	__unnamed_4,@object
	.section	.rodata.__unnamed_4,"a",@progbits
__unnamed_4:
	.asciz	"mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32"
	.size	__unnamed_4, 49

	.type	__unnamed_5,@object
	.section	.rodata.__unnamed_5,"a",@progbits
__unnamed_5:
	.asciz	"mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"
	.size	__unnamed_5, 52

	.type	__unnamed_6,@object
	.section	.rodata.__unnamed_6,"a",@progbits
__unnamed_6:
	.asciz	"mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32"
	.size	__unnamed_6, 48

	.type	__unnamed_7,@object
	.section	.rodata.__unnamed_7,"a",@progbits
__unnamed_7:
	.asciz	"mnist_like$async_dispatch_5_matmul_1x10x256_f32"
	.size	__unnamed_7, 48

	.type	iree_hal_executable_library_query_v0_names,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_names,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_names:
	.quad	__unnamed_2
	.quad	__unnamed_3
	.quad	__unnamed_4
	.quad	__unnamed_5
	.quad	__unnamed_6
	.quad	__unnamed_7
	.size	iree_hal_executable_library_query_v0_names, 48

	.type	__unnamed_8,@object
	.section	.rodata.__unnamed_8,"a",@progbits
__unnamed_8:
	.asciz	"mnist_like.mlir"
	.size	__unnamed_8, 16

	.type	__unnamed_9,@object
	.section	.rodata.__unnamed_9,"a",@progbits
__unnamed_9:
	.asciz	"mnist_like.mlir"
	.size	__unnamed_9, 16

	.type	__unnamed_10,@object
	.section	.rodata.__unnamed_10,"a",@progbits
__unnamed_10:
	.asciz	"mnist_like.mlir"
	.size	__unnamed_10, 16

	.type	__unnamed_11,@object
	.section	.rodata.__unnamed_11,"a",@progbits
__unnamed_11:
	.asciz	"mnist_like.mlir"
	.size	__unnamed_11, 16

	.type	__unnamed_12,@object
	.section	.rodata.__unnamed_12,"a",@progbits
__unnamed_12:
	.asciz	"mnist_like.mlir"
	.size	__unnamed_12, 16

	.type	__unnamed_13,@object
	.section	.rodata.__unnamed_13,"a",@progbits
__unnamed_13:
	.asciz	"mnist_like.mlir"
	.size	__unnamed_13, 16

	.type	iree_hal_executable_library_query_v0_source_locations,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_source_locations,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_source_locations:
	.long	11
	.long	15
	.quad	__unnamed_8
	.long	11
	.long	15
	.quad	__unnamed_9
	.long	14
	.long	15
	.quad	__unnamed_10
	.long	15
	.long	15
	.quad	__unnamed_11
	.long	18
	.long	15
	.quad	__unnamed_12
	.long	20
	.long	15
	.quad	__unnamed_13
	.size	iree_hal_executable_library_query_v0_source_locations, 96

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_names:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_names, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_names,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_names","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_names:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_names, 0

	.type	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_source_locations,@object
	.section	".rodata.iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_source_locations","a",@progbits
	.p2align	3, 0x0
iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_source_locations:
	.size	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_source_locations, 0

	.type	iree_hal_executable_library_query_v0_stage_location_tables,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0_stage_location_tables,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0_stage_location_tables:
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_names
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_0_slow_memcpy_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32_stage_source_locations
	.long	0
	.zero	4
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_names
	.quad	iree_hal_executable_library_query_v0_mnist_like$async_dispatch_5_matmul_1x10x256_f32_stage_source_locations
	.size	iree_hal_executable_library_query_v0_stage_location_tables, 144

	.type	iree_hal_executable_library_query_v0,@object
	.section	.data.rel.ro.iree_hal_executable_library_query_v0,"aw",@progbits
	.p2align	4, 0x0
iree_hal_executable_library_query_v0:
	.quad	iree_hal_executable_library_query_v0_header
	.zero	16
	.long	6
	.zero	4
	.quad	iree_hal_executable_library_query_v0_funcs
	.quad	iree_hal_executable_library_query_v0_attrs
	.quad	0
	.quad	0
	.quad	iree_hal_executable_library_query_v0_names
	.quad	0
	.quad	0
	.quad	iree_hal_executable_library_query_v0_source_locations
	.quad	iree_hal_executable_library_query_v0_stage_location_tables
	.zero	4
	.zero	4
	.zero	16
	.size	iree_hal_executable_library_query_v0, 128

	.type	__exp_data,@object
	.section	.rodata.__exp_data,"a",@progbits
	.p2align	3, 0x0
__exp_data:
	.quad	0x40671547652b82fe
	.quad	0x4338000000000000
	.quad	0xbf762e42fefa0000
	.quad	0xbd0cf79abc9e3b3a
	.quad	0x3fdffffffffffdbd
	.quad	0x3fc555555555543c
	.quad	0x3fa55555cf172b91
	.quad	0x3f81111167a4d017
	.quad	0x42c8000000000000
	.quad	0x3fe62e42fefa39ef
	.quad	0x3fcebfbdff82c424
	.quad	0x3fac6b08d70cf4b5
	.quad	0x3f83b2abd24650cc
	.quad	0x3f55d7e09b4e3a84
	.quad	0
	.quad	4607182418800017408
	.quad	4367149474599452526
	.quad	4607171688528556853
	.quad	-4868004084858692515
	.quad	4607161091040444513
	.quad	-4859280119576434991
	.quad	4607150627056680837
	.quad	4363093389540324883
	.quad	4607140297302181236
	.quad	-4860564323061625094
	.quad	4607130102505797342
	.quad	4350749156061923425
	.quad	4607120043400338376
	.quad	4364168240100004761
	.quad	4607110120722592643
	.quad	4366128403083131757
	.quad	4607100335213349135
	.quad	4363624214708482044
	.quad	4607090687617419255
	.quad	4341116261916187857
	.quad	4607081178683658658
	.quad	-4870076522866643445
	.quad	4607071809164989211
	.quad	-4857881712154133234
	.quad	4607062579818421073
	.quad	-4877256630102726059
	.quad	4607053491405074892
	.quad	-4858881367677209578
	.quad	4607044544690204128
	.quad	4359717415120819631
	.quad	4607035740443217489
	.quad	-4863857816615152824
	.quad	4607027079437701499
	.quad	-4859630355816238531
	.quad	4607018562451443178
	.quad	4362731899485115327
	.quad	4607010190266452853
	.quad	-4857455882053489882
	.quad	4607001963668987092
	.quad	4367063335334195040
	.quad	4606993883449571754
	.quad	-4859410923963139939
	.quad	4606985950403025181
	.quad	4362421515177083789
	.quad	4606978165328481494
	.quad	4359618604155798653
	.quad	4606970529029414038
	.quad	4365834109879625876
	.quad	4606963042313658936
	.quad	4361558225371547773
	.quad	4606955705993438783
	.quad	4359562691856033778
	.quad	4606948520885386461
	.quad	-4857492308587640738
	.quad	4606941487810569089
	.quad	4360319936817113905
	.quad	4606934607594512097
	.quad	-4882709470952570886
	.quad	4606927881067223440
	.quad	4362641697437125300
	.quad	4606921309063217931
	.quad	4354440509323660175
	.quad	4606914892421541718
	.quad	4360414030434708406
	.quad	4606908631985796885
	.quad	4361245865020257356
	.quad	4606902528604166193
	.quad	4363949802402347082
	.quad	4606896583129437951
	.quad	-4862018976549545212
	.quad	4606890796419031025
	.quad	-4858738662784151448
	.quad	4606885169335019979
	.quad	-4856841960950780530
	.quad	4606879702744160358
	.quad	-4867878926798276910
	.quad	4606874397517914103
	.quad	-4856823124960863467
	.quad	4606869254532475109
	.quad	4361066948569222253
	.quad	4606864274668794914
	.quad	-4858519367427004022
	.quad	4606859458812608540
	.quad	-4874962362796897957
	.quad	4606854807854460458
	.quad	-4864964451502548453
	.quad	4606850322689730711
	.quad	4342424336897059857
	.quad	4606846004218661165
	.quad	4365789078613288175
	.quad	4606841853346381911
	.quad	4354643160121541497
	.quad	4606837870982937808
	.quad	4365113450260533808
	.quad	4606834058043315166
	.quad	4356828907110576048
	.quad	4606830415447468583
	.quad	4364865165386375287
	.quad	4606826944120347917
	.quad	-4859502521842818162
	.quad	4606823644991925415
	.quad	-4861672301267803319
	.quad	4606820518997222978
	.quad	-4865894452217038753
	.quad	4606817567076339586
	.quad	-4862178651875353354
	.quad	4606814790174478863
	.quad	4364890759862540174
	.quad	4606812189241976794
	.quad	4358244976955136773
	.quad	4606809765234329597
	.quad	4364097860734309385
	.quad	4606807519112221737
	.quad	4338311716453074666
	.quad	4606805451841554103
	.quad	4365169902980743221
	.quad	4606803564393472328
	.quad	-4860258889723447649
	.quad	4606801857744395273
	.quad	-4860452975632495192
	.quad	4606800332876043653
	.quad	-4862669920490755666
	.quad	4606798990775468832
	.quad	-4858312122400614312
	.quad	4606797832435081765
	.quad	4347962289735735652
	.quad	4606796858852682099
	.quad	-4858341730713460184
	.quad	4606796071031487437
	.quad	-4870059510540748414
	.quad	4606795469980162751
	.quad	-4871936092595705362
	.quad	4606795056712849967
	.quad	-4863645441585018799
	.quad	4606794832249197700
	.quad	-4866104880896786737
	.quad	4606794797614391156
	.quad	-4861936742874514000
	.quad	4606794953839182196
	.quad	-4862171044651866486
	.quad	4606795301959919561
	.quad	4364160436192007379
	.quad	4606795843018579263
	.quad	-4865239048860621539
	.quad	4606796578062795143
	.quad	4365374511615819883
	.quad	4606797508145889586
	.quad	4352143969406577749
	.quad	4606798634326904418
	.quad	-4861457929465508030
	.quad	4606799957670631954
	.quad	-4858423338550479052
	.quad	4606801479247646227
	.quad	-4863783675556659426
	.quad	4606803200134334381
	.quad	-4858024654332078226
	.quad	4606805121412928237
	.quad	4364178698342926848
	.quad	4606807244171536025
	.quad	4363345029737015988
	.quad	4606809569504174299
	.quad	-4871286895867992065
	.quad	4606812098510800012
	.quad	4358348108421357380
	.quad	4606814832297342774
	.quad	-4858529541450220157
	.quad	4606817771975737286
	.quad	-4873552611666813399
	.quad	4606820918663955941
	.quad	-4869477542650660519
	.quad	4606824273486041615
	.quad	-4858747092350994006
	.quad	4606827837572140624
	.quad	-4862257653857481141
	.quad	4606831612058535866
	.quad	4355455812241575463
	.quad	4606835598087680144
	.quad	4354367543587795899
	.quad	4606839796808229667
	.quad	-4861700651175763357
	.quad	4606844209375077733
	.quad	4362612029712904661
	.quad	4606848836949388595
	.quad	-4858896013081134315
	.quad	4606853680698631517
	.quad	4364212552380330450
	.quad	4606858741796615000
	.quad	4360726356711135923
	.quad	4606864021423521215
	.quad	-4863078573502718540
	.quad	4606869520765940602
	.quad	4362891239881388935
	.quad	4606875241016906669
	.quad	-4859248142566958598
	.quad	4606881183375930982
	.quad	-4875775683326071110
	.quad	4606887349049038331
	.quad	-4859203616861915584
	.quad	4606893739248802106
	.quad	-4870406652589927628
	.quad	4606900355194379847
	.quad	-4858839866725070283
	.quad	4606907198111549002
	.quad	4356388038631218637
	.quad	4606914269232742866
	.quad	-4858893633017702228
	.quad	4606921569797086729
	.quad	4355946959017544883
	.quad	4606929101050434204
	.quad	4363674894410448276
	.quad	4606936864245403770
	.quad	4360857247493478828
	.quad	4606944860641415499
	.quad	4351547817417644647
	.quad	4606953091504727989
	.quad	4352565403421120872
	.quad	4606961558108475497
	.quad	-4863735759665056302
	.quad	4606970261732705274
	.quad	-4859474856892171665
	.quad	4606979203664415100
	.quad	-4859368956010059447
	.quad	4606988385197591026
	.quad	4356286533989107623
	.quad	4606997807633245319
	.quad	-4863164539274780145
	.quad	4607007472279454616
	.quad	4363524392198705836
	.quad	4607017380451398277
	.quad	4360674496013757259
	.quad	4607027533471396960
	.quad	-4863090309766824417
	.quad	4607037932668951391
	.quad	-4861307347717911095
	.quad	4607048579380781353
	.quad	4356306869484685523
	.quad	4607059474950864886
	.quad	4360546482996998769
	.quad	4607070620730477699
	.quad	-4859393813814996496
	.quad	4607082018078232794
	.quad	-4860036451210660739
	.quad	4607093668360120305
	.quad	4363640302291525640
	.quad	4607105572949547559
	.quad	4360658257139329842
	.quad	4607117733227379351
	.quad	4362409866909812206
	.quad	4607130150581978432
	.quad	-4859885672053611539
	.quad	4607142826409246228
	.quad	4357102052301720989
	.quad	4607155762112663768
	.quad	4346824392926350473
	.quad	4607168959103332849
	.size	__exp_data, 2160

	.type	__log_data,@object
	.section	.rodata.__log_data,"a",@progbits
	.p2align	3, 0x0
__log_data:
	.quad	0x3fe62e42fefa3800
	.quad	0x3d2ef35793c76730
	.quad	0xbfe0000000000001
	.quad	0x3fd555555551305b
	.quad	0xbfcfffffffeb4590
	.quad	0x3fc999b324f10111
	.quad	0xbfc55575e506c89f
	.quad	0xbfe0000000000000
	.quad	0x3fd5555555555577
	.quad	0xbfcffffffffffdcb
	.quad	0x3fc999999995dd0c
	.quad	0xbfc55555556745a7
	.quad	0x3fc24924a344de30
	.quad	0xbfbfffffa4423d65
	.quad	0x3fbc7184282ad6ca
	.quad	0xbfb999eb43b068ff
	.quad	0x3fb78182f7afd085
	.quad	0xbfb5521375d145cd
	.quad	0x3ff734f0c3e0de9f
	.quad	0xbfd7cc7f79e69000
	.quad	0x3ff713786a2ce91f
	.quad	0xbfd76feec20d0000
	.quad	0x3ff6f26008fab5a0
	.quad	0xbfd713e31351e000
	.quad	0x3ff6d1a61f138c7d
	.quad	0xbfd6b85b38287800
	.quad	0x3ff6b1490bc5b4d1
	.quad	0xbfd65d5590807800
	.quad	0x3ff69147332f0cba
	.quad	0xbfd602d076180000
	.quad	0x3ff6719f18224223
	.quad	0xbfd5a8ca86909000
	.quad	0x3ff6524f99a51ed9
	.quad	0xbfd54f4356035000
	.quad	0x3ff63356aa8f24c4
	.quad	0xbfd4f637c36b4000
	.quad	0x3ff614b36b9ddc14
	.quad	0xbfd49da7fda85000
	.quad	0x3ff5f66452c65c4c
	.quad	0xbfd445923989a800
	.quad	0x3ff5d867b5912c4f
	.quad	0xbfd3edf439b0b800
	.quad	0x3ff5babccb5b90de
	.quad	0xbfd396ce448f7000
	.quad	0x3ff59d61f2d91a78
	.quad	0xbfd3401e17bda000
	.quad	0x3ff5805612465687
	.quad	0xbfd2e9e2ef468000
	.quad	0x3ff56397cee76bd3
	.quad	0xbfd2941b3830e000
	.quad	0x3ff54725e2a77f93
	.quad	0xbfd23ec58cda8800
	.quad	0x3ff52aff42064583
	.quad	0xbfd1e9e129279000
	.quad	0x3ff50f22dbb2bddf
	.quad	0xbfd1956d2b48f800
	.quad	0x3ff4f38f4734ded7
	.quad	0xbfd141679ab9f800
	.quad	0x3ff4d843cfde2840
	.quad	0xbfd0edd094ef9800
	.quad	0x3ff4bd3ec078a3c8
	.quad	0xbfd09aa518db1000
	.quad	0x3ff4a27fc3e0258a
	.quad	0xbfd047e65263b800
	.quad	0x3ff4880524d48434
	.quad	0xbfcfeb224586f000
	.quad	0x3ff46dce1b192d0b
	.quad	0xbfcf474a7517b000
	.quad	0x3ff453d9d3391854
	.quad	0xbfcea4443d103000
	.quad	0x3ff43a2744b4845a
	.quad	0xbfce020d44e9b000
	.quad	0x3ff420b54115f8fb
	.quad	0xbfcd60a22977f000
	.quad	0x3ff40782da3ef4b1
	.quad	0xbfccc00104959000
	.quad	0x3ff3ee8f5d57fe8f
	.quad	0xbfcc202956891000
	.quad	0x3ff3d5d9a00b4ce9
	.quad	0xbfcb81178d811000
	.quad	0x3ff3bd60c010c12b
	.quad	0xbfcae2c9ccd3d000
	.quad	0x3ff3a5242b75dab8
	.quad	0xbfca45402e129000
	.quad	0x3ff38d22cd9fd002
	.quad	0xbfc9a877681df000
	.quad	0x3ff3755bc5847a1c
	.quad	0xbfc90c6d69483000
	.quad	0x3ff35dce49ad36e2
	.quad	0xbfc87120a645c000
	.quad	0x3ff34679984dd440
	.quad	0xbfc7d68fb4143000
	.quad	0x3ff32f5cceffcb24
	.quad	0xbfc73cb83c627000
	.quad	0x3ff3187775a10d49
	.quad	0xbfc6a39a9b376000
	.quad	0x3ff301c8373e3990
	.quad	0xbfc60b3154b7a000
	.quad	0x3ff2eb4ebb95f841
	.quad	0xbfc5737d76243000
	.quad	0x3ff2d50a0219a9d1
	.quad	0xbfc4dc7b8fc23000
	.quad	0x3ff2bef9a8b7fd2a
	.quad	0xbfc4462c51d20000
	.quad	0x3ff2a91c7a0c1bab
	.quad	0xbfc3b08abc830000
	.quad	0x3ff293726014b530
	.quad	0xbfc31b996b490000
	.quad	0x3ff27dfa5757a1f5
	.quad	0xbfc2875490a44000
	.quad	0x3ff268b39b1d3bbf
	.quad	0xbfc1f3b9f879a000
	.quad	0x3ff2539d838ff5bd
	.quad	0xbfc160c8252ca000
	.quad	0x3ff23eb7aac9083b
	.quad	0xbfc0ce7f57f72000
	.quad	0x3ff22a012ba940b6
	.quad	0xbfc03cdc49fea000
	.quad	0x3ff2157996cc4132
	.quad	0xbfbf57bdbc4b8000
	.quad	0x3ff201201dd2fc9b
	.quad	0xbfbe370896404000
	.quad	0x3ff1ecf4494d480b
	.quad	0xbfbd17983ef94000
	.quad	0x3ff1d8f5528f6569
	.quad	0xbfbbf9674ed8a000
	.quad	0x3ff1c52311577e7c
	.quad	0xbfbadc79202f6000
	.quad	0x3ff1b17c74cb26e9
	.quad	0xbfb9c0c3e7288000
	.quad	0x3ff19e010c2c1ab6
	.quad	0xbfb8a646b372c000
	.quad	0x3ff18ab07bb670bd
	.quad	0xbfb78d01b3ac0000
	.quad	0x3ff1778a25efbcb6
	.quad	0xbfb674f145380000
	.quad	0x3ff1648d354c31da
	.quad	0xbfb55e0e6d878000
	.quad	0x3ff151b990275fdd
	.quad	0xbfb4485cdea1e000
	.quad	0x3ff13f0ea432d24c
	.quad	0xbfb333d94d6aa000
	.quad	0x3ff12c8b7210f9da
	.quad	0xbfb22079f8c56000
	.quad	0x3ff11a3028ecb531
	.quad	0xbfb10e4698622000
	.quad	0x3ff107fbda8434af
	.quad	0xbfaffa6c6ad20000
	.quad	0x3ff0f5ee0f4e6bb3
	.quad	0xbfadda8d4a774000
	.quad	0x3ff0e4065d2a9fce
	.quad	0xbfabbcece4850000
	.quad	0x3ff0d244632ca521
	.quad	0xbfa9a1894012c000
	.quad	0x3ff0c0a77ce2981a
	.quad	0xbfa788583302c000
	.quad	0x3ff0af2f83c636d1
	.quad	0xbfa5715e67d68000
	.quad	0x3ff09ddb98a01339
	.quad	0xbfa35c8a49658000
	.quad	0x3ff08cabaf52e7df
	.quad	0xbfa149e364154000
	.quad	0x3ff07b9f2f4e28fb
	.quad	0xbf9e72c082eb8000
	.quad	0x3ff06ab58c358f19
	.quad	0xbf9a55f152528000
	.quad	0x3ff059eea5ecf92c
	.quad	0xbf963d62cf818000
	.quad	0x3ff04949cdd12c90
	.quad	0xbf9228fb8caa0000
	.quad	0x3ff038c6c6f0ada9
	.quad	0xbf8c317b20f90000
	.quad	0x3ff02865137932a9
	.quad	0xbf8419355daa0000
	.quad	0x3ff0182427ea7348
	.quad	0xbf781203c2ec0000
	.quad	0x3ff008040614b195
	.quad	0xbf60040979240000
	.quad	0x3fefe01ff726fa1a
	.quad	0x3f6feff384900000
	.quad	0x3fefa11cc261ea74
	.quad	0x3f87dc41353d0000
	.quad	0x3fef6310b081992e
	.quad	0x3f93cea3c4c28000
	.quad	0x3fef25f63ceeadcd
	.quad	0x3f9b9fc114890000
	.quad	0x3feee9c8039113e7
	.quad	0x3fa1b0d8ce110000
	.quad	0x3feeae8078cbb1ab
	.quad	0x3fa58a5bd001c000
	.quad	0x3fee741aa29d0c9b
	.quad	0x3fa95c8340d88000
	.quad	0x3fee3a91830a99b5
	.quad	0x3fad276aef578000
	.quad	0x3fee01e009609a56
	.quad	0x3fb07598e598c000
	.quad	0x3fedca01e577bb98
	.quad	0x3fb253f5e30d2000
	.quad	0x3fed92f20b7c9103
	.quad	0x3fb42edd8b380000
	.quad	0x3fed5cac66fb5cce
	.quad	0x3fb606598757c000
	.quad	0x3fed272caa5ede9d
	.quad	0x3fb7da76356a0000
	.quad	0x3fecf26e3e6b2ccd
	.quad	0x3fb9ab434e1c6000
	.quad	0x3fecbe6da2a77902
	.quad	0x3fbb78c7bb0d6000
	.quad	0x3fec8b266d37086d
	.quad	0x3fbd431332e72000
	.quad	0x3fec5894bd5d5804
	.quad	0x3fbf0a3171de6000
	.quad	0x3fec26b533bb9f8c
	.quad	0x3fc067152b914000
	.quad	0x3febf583eeece73f
	.quad	0x3fc147858292b000
	.quad	0x3febc4fd75db96c1
	.quad	0x3fc2266ecdca3000
	.quad	0x3feb951e0c864a28
	.quad	0x3fc303d7a6c55000
	.quad	0x3feb65e2c5ef3e2c
	.quad	0x3fc3dfc33c331000
	.quad	0x3feb374867c9888b
	.quad	0x3fc4ba366b7a8000
	.quad	0x3feb094b211d304a
	.quad	0x3fc5933928d1f000
	.quad	0x3feadbe885f2ef7e
	.quad	0x3fc66acd2418f000
	.quad	0x3feaaf1d31603da2
	.quad	0x3fc740f8ec669000
	.quad	0x3fea82e63fd358a7
	.quad	0x3fc815c0f51af000
	.quad	0x3fea5740ef09738b
	.quad	0x3fc8e92954f68000
	.quad	0x3fea2c2a90ab4b27
	.quad	0x3fc9bb3602f84000
	.quad	0x3fea01a01393f2d1
	.quad	0x3fca8bed1c2c0000
	.quad	0x3fe9d79f24db3c1b
	.quad	0x3fcb5b515c01d000
	.quad	0x3fe9ae2505c7b190
	.quad	0x3fcc2967ccbcc000
	.quad	0x3fe9852ef297ce2f
	.quad	0x3fccf635d5486000
	.quad	0x3fe95cbaeea44b75
	.quad	0x3fcdc1bd3446c000
	.quad	0x3fe934c69de74838
	.quad	0x3fce8c01b8cfe000
	.quad	0x3fe90d4f2f6752e6
	.quad	0x3fcf5509c0179000
	.quad	0x3fe8e6528effd79d
	.quad	0x3fd00e6c121fb800
	.quad	0x3fe8bfce9fcc007c
	.quad	0x3fd071b80e93d000
	.quad	0x3fe899c0dabec30e
	.quad	0x3fd0d46b9e867000
	.quad	0x3fe87427aa2317fb
	.quad	0x3fd13687334bd000
	.quad	0x3fe84f00acb39a08
	.quad	0x3fd1980d67234800
	.quad	0x3fe82a49e8653e55
	.quad	0x3fd1f8ffe0cc8000
	.quad	0x3fe8060195f40260
	.quad	0x3fd2595fd7636800
	.quad	0x3fe7e22563e0a329
	.quad	0x3fd2b9300914a800
	.quad	0x3fe7beb377dcb5ad
	.quad	0x3fd3187210436000
	.quad	0x3fe79baa679725c2
	.quad	0x3fd377266dec1800
	.quad	0x3fe77907f2170657
	.quad	0x3fd3d54ffbaf3000
	.quad	0x3fe756cadbd6130c
	.quad	0x3fd432eee32fe000
	.quad	0x3fe61000014fb66b
	.quad	0x3c7e026c91425b3c
	.quad	0x3fe63000034db495
	.quad	0x3c8dbfea48005d41
	.quad	0x3fe650000d94d478
	.quad	0x3c8e7fa786d6a5b7
	.quad	0x3fe67000074e6fad
	.quad	0x3c61fcea6b54254c
	.quad	0x3fe68ffffedf0fae
	.quad	0xbc7c7e274c590efd
	.quad	0x3fe6b0000763c5bc
	.quad	0xbc8ac16848dcda01
	.quad	0x3fe6d0001e5cc1f6
	.quad	0x3c833f1c9d499311
	.quad	0x3fe6efffeb05f63e
	.quad	0xbc7e80041ae22d53
	.quad	0x3fe710000e869780
	.quad	0x3c7bff6671097952
	.quad	0x3fe72ffffc67e912
	.quad	0x3c8c00e226bd8724
	.quad	0x3fe74fffdf81116a
	.quad	0xbc6e02916ef101d2
	.quad	0x3fe770000f679c90
	.quad	0xbc67fc71cd549c74
	.quad	0x3fe78ffffa7ec835
	.quad	0x3c81bec19ef50483
	.quad	0x3fe7affffe20c2e6
	.quad	0xbc707e1729cc6465
	.quad	0x3fe7cfffed3fc900
	.quad	0xbc808072087b8b1c
	.quad	0x3fe7efffe9261a76
	.quad	0x3c8dc0286d9df9ae
	.quad	0x3fe81000049ca3e8
	.quad	0x3c897fd251e54c33
	.quad	0x3fe8300017932c8f
	.quad	0xbc8afee9b630f381
	.quad	0x3fe850000633739c
	.quad	0x3c89bfbf6b6535bc
	.quad	0x3fe87000204289c6
	.quad	0xbc8bbf65f3117b75
	.quad	0x3fe88fffebf57904
	.quad	0xbc89006ea23dcb57
	.quad	0x3fe8b00022bc04df
	.quad	0xbc7d00df38e04b0a
	.quad	0x3fe8cfffe50c1b8a
	.quad	0xbc88007146ff9f05
	.quad	0x3fe8effffc918e43
	.quad	0x3c83817bd07a7038
	.quad	0x3fe910001efa5fc7
	.quad	0x3c893e9176dfb403
	.quad	0x3fe9300013467bb9
	.quad	0x3c7f804e4b980276
	.quad	0x3fe94fffe6ee076f
	.quad	0xbc8f7ef0d9ff622e
	.quad	0x3fe96fffde3c12d1
	.quad	0xbc7082aa962638ba
	.quad	0x3fe98ffff4458a0d
	.quad	0xbc87801b9164a8ef
	.quad	0x3fe9afffdd982e3e
	.quad	0xbc8740e08a5a9337
	.quad	0x3fe9cfffed49fb66
	.quad	0x3c3fce08c19be000
	.quad	0x3fe9f00020f19c51
	.quad	0xbc8a3faa27885b0a
	.quad	0x3fea10001145b006
	.quad	0x3c74ff489958da56
	.quad	0x3fea300007bbf6fa
	.quad	0x3c8cbeab8a2b6d18
	.quad	0x3fea500010971d79
	.quad	0x3c88fecadd787930
	.quad	0x3fea70001df52e48
	.quad	0xbc8f41763dd8abdb
	.quad	0x3fea90001c593352
	.quad	0xbc8ebf0284c27612
	.quad	0x3feab0002a4f3e4b
	.quad	0xbc69fd043cff3f5f
	.quad	0x3feacfffd7ae1ed1
	.quad	0xbc823ee7129070b4
	.quad	0x3feaefffee510478
	.quad	0x3c6a063ee00edea3
	.quad	0x3feb0fffdb650d5b
	.quad	0x3c5a06c8381f0ab9
	.quad	0x3feb2ffffeaaca57
	.quad	0xbc79011e74233c1d
	.quad	0x3feb4fffd995badc
	.quad	0xbc79ff1068862a9f
	.quad	0x3feb7000249e659c
	.quad	0x3c8aff45d0864f3e
	.quad	0x3feb8ffff9871640
	.quad	0x3c7cfe7796c2c3f9
	.quad	0x3febafffd204cb4f
	.quad	0xbc63ff27eef22bc4
	.quad	0x3febcfffd2415c45
	.quad	0xbc6cffb7ee3bea21
	.quad	0x3febeffff86309df
	.quad	0xbc814103972e0b5c
	.quad	0x3fec0fffe1b57653
	.quad	0x3c8bc16494b76a19
	.quad	0x3fec2ffff1fa57e3
	.quad	0xbc64feef8d30c6ed
	.quad	0x3fec4fffdcbfe424
	.quad	0xbc843f68bcec4775
	.quad	0x3fec6fffed54b9f7
	.quad	0x3c847ea3f053e0ec
	.quad	0x3fec8fffeb998fd5
	.quad	0x3c7383068df992f1
	.quad	0x3fecb0002125219a
	.quad	0xbc68fd8e64180e04
	.quad	0x3feccfffdd94469c
	.quad	0x3c8e7ebe1cc7ea72
	.quad	0x3fecefffeafdc476
	.quad	0x3c8ebe39ad9f88fe
	.quad	0x3fed1000169af82b
	.quad	0x3c757d91a8b95a71
	.quad	0x3fed30000d0ff71d
	.quad	0x3c89c1906970c7da
	.quad	0x3fed4fffea790fc4
	.quad	0xbc580e37c558fe0c
	.quad	0x3fed70002edc87e5
	.quad	0xbc7f80d64dc10f44
	.quad	0x3fed900021dc82aa
	.quad	0xbc747c8f94fd5c5c
	.quad	0x3fedafffd86b0283
	.quad	0x3c8c7f1dc521617e
	.quad	0x3fedd000296c4739
	.quad	0x3c88019eb2ffb153
	.quad	0x3fedefffe54490f5
	.quad	0x3c6e00d2c652cc89
	.quad	0x3fee0fffcdabf694
	.quad	0xbc7f8340202d69d2
	.quad	0x3fee2fffdb52c8dd
	.quad	0x3c7b00c1ca1b0864
	.quad	0x3fee4ffff24216ef
	.quad	0x3c72ffa8b094ab51
	.quad	0x3fee6fffe88a5e11
	.quad	0xbc57f673b1efbe59
	.quad	0x3fee9000119eff0d
	.quad	0xbc84808d5e0bc801
	.quad	0x3feeafffdfa51744
	.quad	0x3c780006d54320b5
	.quad	0x3feed0001a127fa1
	.quad	0xbc5002f860565c92
	.quad	0x3feef00007babcc4
	.quad	0xbc8540445d35e611
	.quad	0x3fef0ffff57a8d02
	.quad	0xbc4ffb3139ef9105
	.quad	0x3fef30001ee58ac7
	.quad	0x3c8a81acf2731155
	.quad	0x3fef4ffff5823494
	.quad	0x3c8a3f41d4d7c743
	.quad	0x3fef6ffffca94c6b
	.quad	0xbc6202f41c987875
	.quad	0x3fef8fffe1f9c441
	.quad	0x3c777dd1f477e74b
	.quad	0x3fefafffd2e0e37e
	.quad	0xbc6f01199a7ca331
	.quad	0x3fefd0001c77e49e
	.quad	0x3c7181ee4bceacb1
	.quad	0x3fefeffff7e0c331
	.quad	0xbc6e05370170875a
	.quad	0x3ff00ffff465606e
	.quad	0xbc8a7ead491c0ada
	.quad	0x3ff02ffff3867a58
	.quad	0xbc977f69c3fcb2e0
	.quad	0x3ff04ffffdfc0d17
	.quad	0x3c97bffe34cb945b
	.quad	0x3ff0700003cd4d82
	.quad	0x3c820083c0e456cb
	.quad	0x3ff08ffff9f2cbe8
	.quad	0xbc6dffdfbe37751a
	.quad	0x3ff0b000010cda65
	.quad	0xbc913f7faee626eb
	.quad	0x3ff0d00001a4d338
	.quad	0x3c807dfa79489ff7
	.quad	0x3ff0effffadafdfd
	.quad	0xbc77040570d66bc0
	.quad	0x3ff110000bbafd96
	.quad	0x3c8e80d4846d0b62
	.quad	0x3ff12ffffae5f45d
	.quad	0x3c9dbffa64fd36ef
	.quad	0x3ff150000dd59ad9
	.quad	0x3c9a0077701250ae
	.quad	0x3ff170000f21559a
	.quad	0x3c8dfdf9e2e3deee
	.quad	0x3ff18ffffc275426
	.quad	0x3c910030dc3b7273
	.quad	0x3ff1b000123d3c59
	.quad	0x3c997f7980030188
	.quad	0x3ff1cffff8299eb7
	.quad	0xbc65f932ab9f8c67
	.quad	0x3ff1effff48ad400
	.quad	0x3c937fbf9da75beb
	.quad	0x3ff210000c8b86a4
	.quad	0x3c9f806b91fd5b22
	.quad	0x3ff2300003854303
	.quad	0x3c93ffc2eb9fbf33
	.quad	0x3ff24fffffbcf684
	.quad	0x3c7601e77e2e2e72
	.quad	0x3ff26ffff52921d9
	.quad	0x3c7ffcbb767f0c61
	.quad	0x3ff2900014933a3c
	.quad	0xbc7202ca3c02412b
	.quad	0x3ff2b00014556313
	.quad	0xbc92808233f21f02
	.quad	0x3ff2cfffebfe523b
	.quad	0xbc88ff7e384fdcf2
	.quad	0x3ff2f0000bb8ad96
	.quad	0xbc85ff51503041c5
	.quad	0x3ff30ffffb7ae2af
	.quad	0xbc810071885e289d
	.quad	0x3ff32ffffeac5f7f
	.quad	0xbc91ff5d3fb7b715
	.quad	0x3ff350000ca66756
	.quad	0x3c957f82228b82bd
	.quad	0x3ff3700011fbf721
	.quad	0x3c8000bac40dd5cc
	.quad	0x3ff38ffff9592fb9
	.quad	0xbc943f9d2db2a751
	.quad	0x3ff3b00004ddd242
	.quad	0x3c857f6b707638e1
	.quad	0x3ff3cffff5b2c957
	.quad	0x3c7a023a10bf1231
	.quad	0x3ff3efffeab0b418
	.quad	0x3c987f6d66b152b0
	.quad	0x3ff410001532aff4
	.quad	0x3c67f8375f198524
	.quad	0x3ff4300017478b29
	.quad	0x3c8301e672dc5143
	.quad	0x3ff44fffe795b463
	.quad	0x3c89ff69b8b2895a
	.quad	0x3ff46fffe80475e0
	.quad	0xbc95c0b19bc2f254
	.quad	0x3ff48fffef6fc1e7
	.quad	0x3c9b4009f23a2a72
	.quad	0x3ff4afffe5bea704
	.quad	0xbc94ffb7bf0d7d45
	.quad	0x3ff4d000171027de
	.quad	0xbc99c06471dc6a3d
	.quad	0x3ff4f0000ff03ee2
	.quad	0x3c977f890b85531c
	.quad	0x3ff5100012dc4bd1
	.quad	0x3c6004657166a436
	.quad	0x3ff530001605277a
	.quad	0xbc96bfcece233209
	.quad	0x3ff54fffecdb704c
	.quad	0xbc8902720505a1d7
	.quad	0x3ff56fffef5f54a9
	.quad	0x3c9bbfe60ec96412
	.quad	0x3ff5900017e61012
	.quad	0x3c887ec581afef90
	.quad	0x3ff5b00003c93e92
	.quad	0xbc9f41080abf0cc0
	.quad	0x3ff5d0001d4919bc
	.quad	0xbc98812afb254729
	.quad	0x3ff5efffe7b87a89
	.quad	0xbc947eb780ed6904
	.size	__log_data, 4240

	.type	__exp2f_data,@object
	.section	.rodata.__exp2f_data,"a",@progbits
	.p2align	3, 0x0
__exp2f_data:
	.quad	4607182418800017408
	.quad	4607140297302181236
	.quad	4607100335213349135
	.quad	4607062579818421073
	.quad	4607027079437701499
	.quad	4606993883449571754
	.quad	4606963042313658936
	.quad	4606934607594512097
	.quad	4606908631985796885
	.quad	4606885169335019979
	.quad	4606864274668794914
	.quad	4606846004218661165
	.quad	4606830415447468583
	.quad	4606817567076339586
	.quad	4606807519112221737
	.quad	4606800332876043653
	.quad	4606796071031487437
	.quad	4606794797614391156
	.quad	4606796578062795143
	.quad	4606801479247646227
	.quad	4606809569504174299
	.quad	4606820918663955941
	.quad	4606835598087680144
	.quad	4606853680698631517
	.quad	4606875241016906669
	.quad	4606900355194379847
	.quad	4606929101050434204
	.quad	4606961558108475497
	.quad	4606997807633245319
	.quad	4607037932668951391
	.quad	4607082018078232794
	.quad	4607130150581978432
	.quad	0x42e8000000000000
	.quad	0x3fac6af84b912394
	.quad	0x3fcebfce50fac4f3
	.quad	0x3fe62e42ff0c52d6
	.quad	0x4338000000000000
	.quad	0x40471547652b82fe
	.quad	0x3ebc6af84b912394
	.quad	0x3f2ebfce50fac4f3
	.quad	0x3f962e42ff0c52d6
	.size	__exp2f_data, 328

	.type	__powf_log2_data,@object
	.section	.rodata.__powf_log2_data,"a",@progbits
	.p2align	3, 0x0
__powf_log2_data:
	.quad	0x3ff661ec79f8f3be
	.quad	0xbfdefec65b963019
	.quad	0x3ff571ed4aaf883d
	.quad	0xbfdb0b6832d4fca4
	.quad	0x3ff49539f0f010b0
	.quad	0xbfd7418b0a1fb77b
	.quad	0x3ff3c995b0b80385
	.quad	0xbfd39de91a6dcf7b
	.quad	0x3ff30d190c8864a5
	.quad	0xbfd01d9bf3f2b631
	.quad	0x3ff25e227b0b8ea0
	.quad	0xbfc97c1d1b3b7af0
	.quad	0x3ff1bb4a4a1a343f
	.quad	0xbfc2f9e393af3c9f
	.quad	0x3ff12358f08ae5ba
	.quad	0xbfb960cbbf788d5c
	.quad	0x3ff0953f419900a7
	.quad	0xbfaa6f9db6475fce
	.quad	0x3ff0000000000000
	.quad	0x0000000000000000
	.quad	0x3fee608cfd9a47ac
	.quad	0x3fb338ca9f24f53d
	.quad	0x3feca4b31f026aa0
	.quad	0x3fc476a9543891ba
	.quad	0x3feb2036576afce6
	.quad	0x3fce840b4ac4e4d2
	.quad	0x3fe9c2d163a1aa2d
	.quad	0x3fd40645f0c6651c
	.quad	0x3fe886e6037841ed
	.quad	0x3fd88e9c2c1b9ff8
	.quad	0x3fe767dcf5534862
	.quad	0x3fdce0a44eb17bcc
	.quad	0x3fd27616c9496e0b
	.quad	0xbfd71969a075c67a
	.quad	0x3fdec70a6ca7badd
	.quad	0xbfe7154748bef6c8
	.quad	0x3ff71547652ab82b
	.size	__powf_log2_data, 296

	.section	.debug_abbrev,"",@progbits
	.byte	1
	.byte	17
	.byte	1
	.byte	37
	.byte	14
	.byte	19
	.byte	5
	.byte	3
	.byte	14
	.byte	16
	.byte	23
	.ascii	"\264B"
	.byte	25
	.ascii	"\341\177"
	.byte	25
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	0
	.byte	0
	.byte	2
	.byte	46
	.byte	0
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	64
	.byte	24
	.byte	110
	.byte	14
	.byte	3
	.byte	14
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	73
	.byte	19
	.byte	63
	.byte	25
	.ascii	"\341\177"
	.byte	25
	.byte	0
	.byte	0
	.byte	3
	.byte	36
	.byte	0
	.byte	3
	.byte	14
	.byte	62
	.byte	11
	.byte	11
	.byte	11
	.byte	0
	.byte	0
	.byte	4
	.byte	46
	.byte	0
	.byte	17
	.byte	1
	.byte	18
	.byte	6
	.byte	64
	.byte	24
	.byte	110
	.byte	14
	.byte	3
	.byte	14
	.byte	58
	.byte	11
	.byte	59
	.byte	11
	.byte	73
	.byte	16
	.byte	63
	.byte	25
	.ascii	"\341\177"
	.byte	25
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
	.byte	2
	.quad	.Lfunc_begin0
	.long	.Lfunc_end0-.Lfunc_begin0
	.byte	1
	.byte	86
	.long	.Linfo_string2
	.long	.Linfo_string2
	.byte	1
	.byte	1
	.long	67


	.byte	3
	.long	.Linfo_string3
	.byte	5
	.byte	4
	.byte	0
.Ldebug_info_end0:
.Lcu_begin1:
	.long	.Ldebug_info_end1-.Ldebug_info_start1
.Ldebug_info_start1:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin1
	.long	.Lfunc_end1-.Lfunc_begin1
	.byte	4
	.quad	.Lfunc_begin1
	.long	.Lfunc_end1-.Lfunc_begin1
	.byte	1
	.byte	86
	.long	.Linfo_string4
	.long	.Linfo_string4
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end1:
.Lcu_begin2:
	.long	.Ldebug_info_end2-.Ldebug_info_start2
.Ldebug_info_start2:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin2
	.long	.Lfunc_end2-.Lfunc_begin2
	.byte	4
	.quad	.Lfunc_begin2
	.long	.Lfunc_end2-.Lfunc_begin2
	.byte	1
	.byte	86
	.long	.Linfo_string5
	.long	.Linfo_string5
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end2:
.Lcu_begin3:
	.long	.Ldebug_info_end3-.Ldebug_info_start3
.Ldebug_info_start3:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin3
	.long	.Lfunc_end3-.Lfunc_begin3
	.byte	4
	.quad	.Lfunc_begin3
	.long	.Lfunc_end3-.Lfunc_begin3
	.byte	1
	.byte	86
	.long	.Linfo_string6
	.long	.Linfo_string6
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end3:
.Lcu_begin4:
	.long	.Ldebug_info_end4-.Ldebug_info_start4
.Ldebug_info_start4:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin4
	.long	.Lfunc_end4-.Lfunc_begin4
	.byte	4
	.quad	.Lfunc_begin4
	.long	.Lfunc_end4-.Lfunc_begin4
	.byte	1
	.byte	86
	.long	.Linfo_string7
	.long	.Linfo_string7
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end4:
.Lcu_begin5:
	.long	.Ldebug_info_end5-.Ldebug_info_start5
.Ldebug_info_start5:
	.short	4
	.long	.debug_abbrev
	.byte	8
	.byte	1
	.long	.Linfo_string0
	.short	44
	.long	.Linfo_string1
	.long	.Lline_table_start0


	.quad	.Lfunc_begin5
	.long	.Lfunc_end5-.Lfunc_begin5
	.byte	4
	.quad	.Lfunc_begin5
	.long	.Lfunc_end5-.Lfunc_begin5
	.byte	1
	.byte	86
	.long	.Linfo_string8
	.long	.Linfo_string8
	.byte	1
	.byte	1
	.long	.debug_info+67


	.byte	0
.Ldebug_info_end5:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"IREE"
.Linfo_string1:
	.asciz	"mnist_like.mlir"
.Linfo_string2:
	.asciz	"mnist_like$async_dispatch_0_slow_memcpy"
.Linfo_string3:
	.asciz	"int"
.Linfo_string4:
	.asciz	"mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32"
.Linfo_string5:
	.asciz	"mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32"
.Linfo_string6:
	.asciz	"mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"
.Linfo_string7:
	.asciz	"mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32"
.Linfo_string8:
	.asciz	"mnist_like$async_dispatch_5_matmul_1x10x256_f32"
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end0-.LpubNames_start0
.LpubNames_start0:
	.short	2
	.long	.Lcu_begin0
	.long	75
	.long	38
	.asciz	"mnist_like$async_dispatch_0_slow_memcpy"
	.long	0
.LpubNames_end0:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end0-.LpubTypes_start0
.LpubTypes_start0:
	.short	2
	.long	.Lcu_begin0
	.long	75
	.long	67
	.asciz	"int"
	.long	0
.LpubTypes_end0:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end1-.LpubNames_start1
.LpubNames_start1:
	.short	2
	.long	.Lcu_begin1
	.long	68
	.long	38
	.asciz	"mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32"
	.long	0
.LpubNames_end1:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end1-.LpubTypes_start1
.LpubTypes_start1:
	.short	2
	.long	.Lcu_begin1
	.long	68
	.long	0
.LpubTypes_end1:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end2-.LpubNames_start2
.LpubNames_start2:
	.short	2
	.long	.Lcu_begin2
	.long	68
	.long	38
	.asciz	"mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32"
	.long	0
.LpubNames_end2:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end2-.LpubTypes_start2
.LpubTypes_start2:
	.short	2
	.long	.Lcu_begin2
	.long	68
	.long	0
.LpubTypes_end2:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end3-.LpubNames_start3
.LpubNames_start3:
	.short	2
	.long	.Lcu_begin3
	.long	68
	.long	38
	.asciz	"mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"
	.long	0
.LpubNames_end3:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end3-.LpubTypes_start3
.LpubTypes_start3:
	.short	2
	.long	.Lcu_begin3
	.long	68
	.long	0
.LpubTypes_end3:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end4-.LpubNames_start4
.LpubNames_start4:
	.short	2
	.long	.Lcu_begin4
	.long	68
	.long	38
	.asciz	"mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32"
	.long	0
.LpubNames_end4:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end4-.LpubTypes_start4
.LpubTypes_start4:
	.short	2
	.long	.Lcu_begin4
	.long	68
	.long	0
.LpubTypes_end4:
	.section	.debug_pubnames,"",@progbits
	.long	.LpubNames_end5-.LpubNames_start5
.LpubNames_start5:
	.short	2
	.long	.Lcu_begin5
	.long	68
	.long	38
	.asciz	"mnist_like$async_dispatch_5_matmul_1x10x256_f32"
	.long	0
.LpubNames_end5:
	.section	.debug_pubtypes,"",@progbits
	.long	.LpubTypes_end5-.LpubTypes_start5
.LpubTypes_start5:
	.short	2
	.long	.Lcu_begin5
	.long	68
	.long	0
.LpubTypes_end5:
	.section	".note.GNU-stack","",@progbits
	.section	.debug_line,"",@progbits
.Lline_table_start0:
