"""`python -m tracksrc`: the `tracksrc` command."""

from tracksrc.cli.main import run

run()
