"""The reading layer: text as compilers print it → tracksrc's IR model.

Source positions and MLIR location attributes (`locations`), the location
grammar (`location_parser`), the structural lexer and parser of textual MLIR
(`lexer`, `parser`, `grammar`), MLIR's default dialects (`dialects`), the IR
model (`ir`), stage header lines (`stage_header`), MIGraphX listings
(`migraphx`), files (`files`) and format detection (`loading`). Imports only
the ground floor (`tracksrc.errors`, ...).
"""
