"""Reading a pipeline's files once, in order: the files (`dump_files`),
cut into a window per stage (`windows`, or a tree-dir folder's files:
`tree_dirs`), each stage found and described (`sources`), a stream that
ends inside a stage found (`cuts`)."""
