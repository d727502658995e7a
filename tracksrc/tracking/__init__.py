"""The tracking layer: one parsed stage, indexed and queried by source.

Provenance of a location in the two modes (`provenance`), the operation
index with mlir-track-src's API (`index`) and its source lookup trees
(`source_trees`), tracking between indexes (`track`) and the analyses of
MIGraphX debug symbols (`symbols`). Imports only `reading` and the ground
floor.
"""
