"""The registry of `tracksrc`'s commands: each is a name, the module of
`tracksrc.cli` that declares its options (`configure(name, parser)`, which
sets `func`), a one-line summary (the list of `tracksrc --help`) and a
description (`tracksrc NAME --help`). A new command is an entry here and
its module."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    """A command of the registry: its name, the module of `tracksrc.cli`
    that declares its options and runs it, a one-line summary (the list of
    `tracksrc --help`) and its description (`tracksrc NAME --help`)."""

    name: str
    module: str
    summary: str
    description: str


COMMANDS = (
    Command(
        "track-src",
        "shell",
        "open a tracking shell on two stages of a pipeline",
        (
            "Load an input MLIR file and, optionally, a later stage, index both and "
            "open a Python shell with op_index, track_op_index, track, track_back, "
            "related, show, src, shrink_to_parents, shrink_to_children, dump_infos and "
            "info."
        ),
    ),
    Command(
        "run",
        "shell",
        "run a script in the shell's namespace (batch, CI)",
        (
            "Load the files as track-src does and run SCRIPT in the shell's namespace; "
            "the exit status is 1 if it raised."
        ),
    ),
    Command(
        "track",
        "shell",
        "print what ops of one stage became in another, without a shell",
        (
            "Select ops of INPUT by SSA name (--op) or type (--type) and print the ops "
            "of TARGET they became (with --back: the ops of INPUT that ops of TARGET "
            "came from)."
        ),
    ),
    Command(
        "stages",
        "pipeline",
        "list the stages of a print-ir stream, tree-dir folder or files",
        (
            "List the stages of one --mlir-print-ir-* stream (.xz/.gz read directly), a"
            " --mlir-print-ir-tree-dir folder or several files in pipeline order: "
            "number, pass argument, before/after, the op the pass ran on, size and "
            "line."
        ),
    ),
    Command(
        "passes",
        "pipeline",
        "per pass: runs, changes, ops added/removed, locations lost, time, statistics",
        (
            "One row per pass of a compile: how many stages it printed, how many of its"
            " runs changed the IR, ops added and removed, ops whose location it made "
            "unknown, and, when the capture carries --mlir-timing and "
            "--mlir-pass-statistics reports, its wall time (summed over every line "
            "naming it) and its statistics. Slowest first when timed."
        ),
    ),
    Command(
        "capture",
        "capture",
        "run a compiler so that its run answers at once (a bundle)",
        (
            "Run a compiler (iree-compile, iree-opt, mlir-opt, another *-opt, a Triton script "
            "with python, iree-run-module) with the print flags and dump folders tracksrc "
            "reads added, its stderr split as it comes into a bundle's zstd stream and the "
            "terminal, and the bundle's store built when it exits: every command takes the "
            "bundle where it takes a stream. A failed compile ends with the pass, the "
            "function and the source ops it failed on."
        ),
    ),
    Command(
        "index",
        "pipeline",
        "summarise every stage of a pipeline now (parallel, cached)",
        (
            "Parse every stage of a pipeline in parallel and store the summaries in the"
            " on-disk cache, so that later lineage/blame/audit/diff runs start at once."
        ),
    ),
    Command(
        "lineage",
        "pipeline",
        "what an op became at every stage where that changed",
        (
            "Follow an op (or a source location) through every stage of a pipeline: the"
            " ops carrying its provenance, compressed to the stages where their count "
            "or types change. Each stage is seen as the whole program as it stood then."
        ),
    ),
    Command(
        "blame",
        "pipeline",
        "which passes changed, fused, removed an op or lost its location",
        (
            "The first pass that changed what an op had become, the passes that fused "
            "it with other sources, the pass after which nothing of it remains, and the"
            " passes where its descendants' locations became unknown."
        ),
    ),
    Command(
        "audit",
        "pipeline",
        "per pass: ops, locations made unknown, source ranges lost, fusion",
        (
            "A location-loss audit in the manner of LLVM's debugify: for each stage, "
            "the part of the program the pass printed, before and after: op counts, ops"
            " whose location became unknown, source ranges no op carries any more, "
            "growth of fused locations."
        ),
    ),
    Command(
        "diff",
        "pipeline",
        "a semantic diff of two stages by source location",
        (
            "Per source location (precise provenance), the op types of the whole "
            "program at stage A and at stage B where they differ; SSA names play no "
            "part."
        ),
    ),
    Command(
        "program",
        "pipeline",
        "the whole program at a stage as MLIR text, composed from the prints",
        (
            "Write the whole program as it stood after stage S (default: the last of "
            "the main compile) as one MLIR file: the latest print of every part "
            "(function, executable, module) spliced where it sits, aliases renamed "
            "where two prints disagree, so that iree-opt or mlir-opt reads it. A "
            "stage of a nested compile (IREE's constant evaluation) gives that "
            "compile's program."
        ),
    ),
    Command(
        "dispatches",
        "isolate",
        "every dispatch the pipeline forms, with the source ops it computes",
        (
            "List the dispatches (entry points of flow/stream/hal executables) of the "
            "main compile, followed through renaming from flow to stream to HAL and "
            "linking: the input ops each computes (file:line:col and op types), the "
            "stages where it exists, its size at the last, and the host ops that "
            "dispatch it. With --stage, those that exist after that stage."
        ),
    ),
    Command(
        "extract",
        "isolate",
        "a standalone module holding one dispatch or function at a stage",
        (
            "Write the function or executable that holds an op, dispatch or source "
            "location at stage S (default: the last stage where a symbol exists, else "
            "the last stage) as a module iree-opt parses: with the globals and "
            "executables it uses, other functions as declarations, and the aliases "
            "it needs; locations kept. Prints the passes that followed S in the run "
            "as --pass-pipeline='...' on stderr."
        ),
    ),
    Command(
        "instructions",
        "machine",
        "below MLIR: the machine code and LLVM IR a source op became, or an instruction's source",
        (
            "Read assembly (.s, .ptx, .amdgcn, .rocmasm) and LLVM IR (.ll, .llir), or the folders "
            "holding them (IREE's executable dumps, a Triton cache), and follow each "
            "instruction's .loc or !DILocation through the MLIR files the compiler dumped back "
            "to the model: --loc FILE:L:C lists the instructions a source op became, per "
            "function; --at CODE_FILE:LINE gives an instruction's source ops and the MLIR ops on "
            "the way. Code without line information is said to have none, and why."
        ),
    ),
    Command(
        "numerics",
        "numerics",
        "which dispatch computes wrong: two runs' dispatch tensor traces compared",
        (
            "Compare two runs' dispatch tensor traces (iree-run-module's output for modules "
            "compiled with --iree-flow-trace-dispatch-tensors): dispatches aligned by name, or "
            "with the compile streams (--stream-a, --stream-b) by the source ops each computes; "
            "outputs compared with tolerances; in execution order the first dispatch whose "
            "outputs diverge while its inputs agree (the culprit), its error statistics, source "
            "ops and where the two compiles part, then the dispatches that only inherit the "
            "divergence. --reproducer DIR writes the culprit alone. Needs numpy: pip install "
            "'tracksrc[numerics]'."
        ),
    ),
    Command(
        "run-traced",
        "numerics",
        "compile and run a model in two configurations with tracing, then compare (numerics)",
        (
            'Compile MODEL (.mlir, .onnx) with each --config NAME="FLAGS" and dispatch tracing, '
            "printing the compile streams; run both on --input with iree-run-module (IREE's "
            "Python packages when installed), capturing the traces; compare them as numerics "
            "does and write the culprit alone into --out DIR. Two .vmfb run as they are. Needs "
            "pip install 'tracksrc[numerics]'."
        ),
    ),
    Command(
        "profile",
        "profile",
        "where the time goes: runtime profiles joined to dispatches and source ops",
        (
            "Read profiler output as its tool writes it (iree-profile, iree-benchmark-module, "
            "rocprofv3, rocprof, Nsight Systems, Chrome traces, Proton), one file per run; with "
            "the compile stream (--stream), time per dispatch with its codegen decisions, per "
            "source op and per op type, kernels of no dispatch apart. --compare ranks source ops "
            "by the time a second configuration adds, with where the compiles part; --run "
            "profiles a model here with IREE's runtime (pip install 'tracksrc[profile]')."
        ),
    ),
    Command(
        "compare",
        "compare",
        "two compilations of one program, op by op: which source ops lowered differently",
        (
            "Compare two pipelines (streams, tree-dir folders) of the same input compiled "
            "differently: passes aligned by name and run (not stage numbers), and for each "
            "source op of the input (file:line:col) its lowering path in each run, whether "
            "they differ and at which pass they part. SSA names, stage order, renumbering "
            "and attribute values are no differences (--attributes PASS lists attribute "
            "changes apart). --pairs MANIFEST compares many pairs in one table, on local "
            "processes or a Dask cluster (--scheduler)."
        ),
    ),
    Command(
        "mcp",
        "mcp",
        "serve the pipeline queries to coding agents (Model Context Protocol, stdio)",
        (
            "Open a pipeline (and, with --compare, a second run of the same program) and "
            "serve lineage, blame, stages, track, compare, dispatches, extract, program, show_op "
            "and profile as tools of a Model Context Protocol server on stdio, each answering "
            "the JSON of its command, paged for an agent's context. Nothing is written but "
            "what extract writes into --out DIR. Needs the optional extra: pip install "
            "'tracksrc[mcp]'."
        ),
    ),
    Command(
        "view",
        "view",
        "see a pipeline in the browser: a pass timeline and IR panes synced by location",
        (
            "Open a pipeline (and, given two streams, a second run of the same program) and "
            "serve it on a local port (127.0.0.1, a token in the URL): a timeline of every "
            "stage, panes of stages or whole programs synchronised by source location, the "
            "selected op's lineage, blame and dispatches, semantic diffs, and the two runs "
            "compared. Runs until Ctrl-C. Needs the optional extra: pip install "
            "'tracksrc[view]'."
        ),
    ),
    Command(
        "score",
        "analysis",
        "precision and recall of tracking against a compiler's ground truth",
        (
            "Score tracksrc's tracking of every op of every stage back to the input "
            "file against the lineage file of `tracksrc compile --emit-lineage`."
        ),
    ),
    Command(
        "analyze",
        "analysis",
        "classify every op of a type by what it became",
        (
            "Track every op of TYPE (where the type first appears, or in --from INPUT) "
            "into stage --to (default: the last; the whole program as it stood) and "
            "group the ops by the op types they became, or by whether they reach "
            "--reaches TYPE."
        ),
    ),
    Command(
        "report",
        "analysis",
        "write a self-contained HTML report of a pipeline",
        (
            "One HTML file with no external assets: passes with op counts (a chart), "
            "the location-loss audit, classification tables and lowering paths for each"
            " --type, lineage graphs; every op links to its text."
        ),
    ),
    Command(
        "export-model-explorer",
        "analysis",
        "Model Explorer's navigation-sync mapping between two stages",
        (
            "Write the JSON that Google Model Explorer's 'Sync navigation > Upload "
            "mapping from computer' reads, mapping the node ids of one function in A to"
            " those in B by source location."
        ),
    ),
    Command(
        "compile",
        "compiler",
        "compile a model with the bundled mini-compiler, printing stages like MLIR",
        (
            "Lower a TOSA-like model through the mini-compiler's passes; print stages "
            "with MLIR's --mlir-print-ir-* flags (without the mlir- prefix)."
        ),
    ),
    Command(
        "import-onnx",
        "compiler",
        "convert an ONNX model to the mini-compiler's input dialect",
        (
            "Write an ONNX graph as TOSA-like MLIR, each op located by "
            'loc("NODE"("MODEL.onnx":N:1)) where N is the node\'s number in the graph.'
        ),
    ),
    Command(
        "demo",
        "shell",
        "open the tracking shell on the bundled example",
        ("Open the tracking shell on the bundled example pair of stages."),
    ),
)
