"""The MCP face: tracksrc's pipeline queries served to coding agents over
the Model Context Protocol (`tracksrc mcp STREAM`).

A face beside the shell, over the same layers: `tools` (each tool maps its
arguments onto the function its command calls and returns the command's
JSON), `paging` (answers sized for an agent's context), `worker` (the main
thread runs every call, as the shell does; a cancelled call is
interrupted), `server` (the SDK's server on stdio; the `mcp` package is an
optional extra, imported only here). Imports `analysis`, `pipeline` and
below; never the shell or the command line, which imports it.
"""
