"""Readers of profilers' output: which kernels ran and for how long."""
