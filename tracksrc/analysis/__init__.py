"""The analysis layer: bulk questions over indexes and whole pipelines.

What ops are tracked into (`targets`), classification and the other bulk
helpers (`classify`), lowering paths (`lowering`), lineage graphs
(`lineage_graph`), the HTML report (`report`), Model Explorer's sync
mapping (`model_explorer`) and scoring against a compiler's ground truth
(`scoring`); and `answers`, what the command line and the MCP server
answer alike (the op a query names, the JSON records of `track`,
`program`, `extract`). Imports `pipeline`, `tracking`, `reading` and the
ground floor.
"""
