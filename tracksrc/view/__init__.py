"""`tracksrc view`: a pipeline in the browser, panes of IR synchronised by
source locations, on a local server (starlette and uvicorn, an optional
extra: `pip install 'tracksrc[view]'`).

    tracksrc view STREAM [STREAM_B] [--traces TRACE_A TRACE_B] [--profile P... [--profile-b P_B...]]
        [--port N] [--host H] [--no-browser]

A face beside the command line's: every answer is what a command answers,
computed by the same function (`tracksrc.view.app` lists the API). The
package is callable: `tracksrc.view(pipe, pipe_b=None, ...)` is
`tracksrc.view.launch.view`, so that the public name and the package are
one object whichever is imported first.
"""

from __future__ import annotations

import sys
import types
from typing import Any


class _CallableView(types.ModuleType):
    """This package, callable as `tracksrc.view(...)`."""

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        from tracksrc.view.launch import view

        view(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableView
