"""Optional dependencies (the extras of pyproject.toml: `view`, `numerics`,
`mcp`, ...): whether one is installed, asked before a command that needs
it starts, so that it says how to install it instead of failing halfway."""

from __future__ import annotations

import importlib.util


def installed(*modules: str) -> bool:
    """Whether every one of `modules` (`numpy`, `mcp.server.mcpserver`)
    can be imported; none is imported here."""
    for name in modules:
        try:
            if importlib.util.find_spec(name) is None:
                return False
        except ImportError:  # (a dotted name whose package is missing)
            return False
    return True
