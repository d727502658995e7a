"""Each stage's compact summary for whole-pipeline queries (`summary`),
built in parallel worker processes (`indexing`) and cached on disk by
content (`summary_cache`)."""
