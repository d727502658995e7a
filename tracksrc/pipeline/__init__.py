"""The pipeline layer: many stages of one compilation, in four rooms, each
importing only from those before it (and from `tracking`, `reading` and the
ground floor):

- `streams`: the files a pipeline is read from and where their stages are,
  the nested compiles they print, each stage's compact summary and the
  on-disk cache of summaries;
- `composition`: the whole program composed at every stage from the
  fragments stages print, the tracker binding stages to pipeline-wide
  provenance, the program as an object and as MLIR text;
- `dispatches`: IREE's dispatches followed through renaming and linking,
  the executable dump folders, extracting one unit;
- `store`: the query store persisted per stream and the queries that read
  it (`lineage`, `blame`, `audit`, `diff`, `passes`).
"""
