"""Reading streams: a pipeline's files and stages (`stream`, `sources`),
their headers' scopes, notes and nested compiles, each stage's summary
(`summary`), summarised in parallel (`indexing`) and cached
(`summary_cache`)."""
