"""`python -m tracksrc`: the `tracksrc` command."""

import sys

from tracksrc.cli.main import main

sys.exit(main())
