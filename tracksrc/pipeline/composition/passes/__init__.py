"""Passes as the composition sees them: which pass made what a stage shows
(`attribution`), and which passes ran inside which (`nesting`)."""
