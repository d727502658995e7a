"""The `tracksrc` command line: argparse front ends only.

`main` holds the registry of commands and runs the chosen one; each other
module configures and runs a group of commands with the functions the API
and the shell offer (`shell`: track-src, demo, run, track; `pipeline`:
stages and whole-pipeline queries; `analysis`: analyze, report, Model
Explorer; `compiler`: compile, import-onnx). Shared options are declared
once, in `options`.
"""
