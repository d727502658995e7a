"""The store and its queries: the whole-pipeline tables computed once per
stream and persisted, and the queries that read them."""
