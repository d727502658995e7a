"""The pipeline layer: many stages of one compilation.

A stream (or tree-dir folder, or file list) and its stages (`stream`), the
compact per-stage tables (`summary`) and their on-disk cache (`cache`),
parallel summarising (`indexing`), the replay of fragments into the whole
program (`replay`), the tracker that binds every stage to pipeline-wide
provenance (`tracker`), the whole program at a stage as a ready object
(`program`) and one module per whole-pipeline query: `lineage`, `blame`,
`audit`, `diff`. Imports only `tracking`, `reading` and the ground floor.
"""
