"""What queries answer from the query store: lineage, blame, the audit
report, diffs, passes, stage rows, dispatches, failures, whole-compile
fates."""
