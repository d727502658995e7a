"""The bundled mini-compiler: reads a small TOSA-like dialect, lowers it
through MLIR-like passes that handle locations as MLIR's rewrites do, prints
every stage as MLIR prints it, and records which input ops each op of every
stage derives from (the ground truth tracking is scored against).

Modules, imports flowing one way: `ir` (values, ops, blocks, types) ←
`reader` (input text through the project's parser) ← `printer` (MLIR
text, locations inline or as `#loc` aliases, custom or generic form) ←
`passes` ← `pass_manager` (pipelines and the print-ir flags of MLIR).
"""
