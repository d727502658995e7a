"""Readers of machine code and LLVM IR: each instruction with its source location."""
