"""`python -m tracksrc`: the `tracksrc` command."""

import sys

from tracksrc.cli import main

sys.exit(main())
