"""Numerics: which dispatch computes wrong, from two runs' dispatch traces.

Two tensors compared a block at a time, with tolerances, into error
statistics (`tensors`); two traces' invocations aligned (`alignment`), by
name, and with the compile streams by the source ops each dispatch
computes (`stream_facts`, what a stream says of its dispatches); every
aligned pair compared, in worker processes (`comparing`); the divergence
classified and reported in execution order, the culprit first
(`divergence`, `report`); `numerics` itself (`numerics`). `reproducer`
writes the culprit alone (its dispatch, its captured inputs, a script
running it on both configurations); `running` compiles and runs a model
in two configurations with tracing on (`tracksrc run-traced`), `onnx_names`
imports an ONNX model with each op named after its node.
"""
