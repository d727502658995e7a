"""Bundled example dumps (package data `tracksrc.sample_dumps`)."""
