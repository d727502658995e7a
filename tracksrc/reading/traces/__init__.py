"""Dispatch tensor traces: what `iree-run-module` prints for a module
compiled with `--iree-flow-trace-dispatch-tensors`, read as a stream.

IREE's element types and how each prints (`element_types`), a tensor's
text (`SHAPExTYPE=...`) read into arrays a block at a time, checked as it
goes (`tensor_text`), a trace file scanned into its blocks and the other
output around them, never holding a tensor whole (`scan`), `.npy` files
(`npy`), and the one way elements of any of them are read (`elements`).
Needs numpy (the `numerics` extra); imports only the ground floor and
`reading.files`.
"""
