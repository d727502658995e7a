"""Composing the program: the replay of fragments into the whole program
at every stage (`replay`), the tracker binding every stage to
pipeline-wide provenance (`tracker`), which pass made a change
(`attribution`), the program as an object (`program`) and as one MLIR text
(`program_text`)."""
