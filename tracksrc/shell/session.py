"""The session of the shell: its command table and namespace, batch runs.

One command table (`Session.commands`, filled by the `command` decorator)
drives the namespace, `info` and `help`. `run_code` runs `-c` code or a
script in the namespace; an error prints a short traceback of the user's
own frames. The interactive shell on a terminal is `tracksrc.shell.repl`; when
input comes from a pipe, `interact` here reads it with Python's console.
"""

from __future__ import annotations

import builtins
import code
import contextlib
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tracksrc
from tracksrc.analysis import classify as bulk
from tracksrc.analysis import compare as compare_module
from tracksrc.analysis.targets import TargetSpec
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.locations import SourceLocation, SourceRange
from tracksrc.results import ResultTable
from tracksrc.shell import display
from tracksrc.shell.code_commands import register_code_commands
from tracksrc.shell.display import Settings, dump_infos, src
from tracksrc.shell.pipeline_commands import (
    register_pipeline_analysis,
    register_pipeline_commands,
    register_view,
)
from tracksrc.shell.run_commands import register_run_commands
from tracksrc.suggestions import close_names
from tracksrc.tables import counted
from tracksrc.tracking.def_use import inputs_of, operands, outputs_of, users
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.symbols import fused
from tracksrc.tracking.track import (
    Trackable,
    shrink_to_children,
    shrink_to_parents,
    unique_ops,
)

USER_FILES = {"<console>", "<input>", "<string>", "<tracksrc -c>"}


@dataclass
class Command:
    """A shell command: its name, a one-line summary and the function."""

    name: str
    summary: str
    function: Callable[..., Any]


class Session:
    """The two indexes of a session and the shell namespace built on them."""

    def __init__(
        self,
        op_index: OperationIndex,
        track_op_index: OperationIndex | None = None,
        mode: Mode = Mode.PRECISE,
        pipeline: Pipeline | None = None,
        stages: tuple[str, str] | None = None,
        compare_with: Pipeline | None = None,
    ) -> None:
        self.pipeline = pipeline
        # A second run of the same program (`pipe_b`), for `compare`.
        self.compare_with = compare_with
        # Which stages of `pipeline` the two indexes are ("stage 0 (inline)").
        self.stages = stages
        self.op_index = op_index
        self.track_op_index = track_op_index
        self.mode = mode
        # How this session's `show` prints (`settings` in the namespace).
        self.settings = Settings()
        self.commands: dict[str, Command] = {}
        self._register()

    def command(self, summary: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register a function as a shell command under its own name."""

        def register(function: Callable[..., Any]) -> Callable[..., Any]:
            self.commands[function.__name__] = Command(function.__name__, summary, function)
            return function

        return register

    def _register(self) -> None:
        session = self

        if self.track_op_index is not None:

            @self.command("ops of track_op_index with the same source (what x became)")
            def track(
                x: Trackable, use_combined_src: bool = False, mode: str | None = None
            ) -> list[OperationInfo]:
                """Track ops of op_index (or a SourceRange) into track_op_index.

                Defaults: track_op_index, use_combined_src=False, the session's mode.
                """
                assert session.track_op_index is not None
                return tracksrc.track(
                    x, session.track_op_index, use_combined_src, mode or session.mode
                )

        @self.command("ops of op_index that x came from (combined source)")
        def track_back(x: Trackable, mode: str | None = None) -> list[OperationInfo]:
            """Track ops of track_op_index back into op_index, using the source
            of each op and everything nested in it.

            Defaults: op_index, use_combined_src=True, the session's mode.
            """
            return tracksrc.track_back(x, session.op_index, mode or session.mode)

        @self.command("ops of op_index with the same source as x")
        def related(x: Trackable, mode: str | None = None) -> list[OperationInfo]:
            """Ops of op_index that share x's source (x included).

            Defaults: op_index, use_combined_src=False, the session's mode.
            """
            return tracksrc.related(x, session.op_index, mode or session.mode)

        if self.pipeline is not None:
            register_pipeline_commands(self.command, self.pipeline)

        @self.command("print ops as the dump printed them")
        def show(ops: Any, depth: int | None = None, file: Any = None) -> None:
            return display.show(ops, depth, file, session.settings)

        show.__doc__ = display.show.__doc__
        self.command("print the source lines the ops' locations point at")(src)
        self.command("drop ops whose parent is also in the list")(shrink_to_parents)
        self.command("drop ops that are the parent of another in the list")(shrink_to_children)
        self.command("print the fields of each op")(dump_infos)
        self.command("drop duplicate ops, keeping the order")(unique_ops)
        self.command("the ops an op reads, as a tree to some depth")(inputs_of)
        self.command("the ops that read an op's results, as a tree to some depth")(outputs_of)
        self.command("the values an op reads and what defines each")(operands)
        self.command("the ops that read an op's results, one per use")(users)
        self.command("instructions carrying several debug symbols, grouped (MIGraphX)")(fused)
        self._register_analysis()

    def target(self, target: TargetSpec | None) -> TargetSpec:
        """What bulk helpers track into: the target given (a stage number or
        "pass[:N]" of pipe), else track_op_index, else pipe's last stage."""
        if target is None:
            if self.track_op_index is not None:
                return self.track_op_index
            if self.pipeline is not None:
                return self.pipeline
            raise TracksrcError("tracksrc: error: no target: give one (an index or a stage)")
        if isinstance(target, (int, str)) and self.pipeline is not None:
            return self.pipeline.find_spec(target)
        return target

    def _register_analysis(self) -> None:
        session = self

        @self.command("group ops by what they became (table; .groups, .to_csv())")
        def classify(
            ops: bulk.Ops,
            target: TargetSpec | None = None,
            key: bulk.Key = bulk.op_types,
            mode: str | None = None,
        ) -> bulk.Classification:
            """Track each op into target (default: track_op_index, or pipe's
            last stage; a stage number or "pass" of pipe) and group the ops
            by key(reached ops), by default the set of op types reached;
            key=reaches("linalg.matmul") splits them by one type."""
            return bulk.classify(ops, session.target(target), key, mode=mode or session.mode)

        @self.command("how many ops of each type")
        def count_by_type(ops: bulk.Ops) -> ResultTable:
            """Op types with counts, most frequent first (ops: a list or an index)."""
            return bulk.count_by_type(ops)

        @self.command("ops whose provenance reaches nothing in target")
        def lost(ops: bulk.Ops, target: TargetSpec | None = None) -> Any:
            """Ops of which nothing reaches target (default as for classify);
            for two MIGraphX listings, the debug symbols no instruction keeps."""
            return bulk.lost(ops, session.target(target))

        @self.command("how many ops each op became in target: distribution, largest")
        def fanout(ops: bulk.Ops, target: TargetSpec | None = None) -> bulk.Fanout:
            """For each op, how many ops of target carry its source."""
            return bulk.fanout(ops, session.target(target))

        @self.command("ops of target carrying several origins (fusions)")
        def shared(
            target: TargetSpec | None = None, source: OperationIndex | None = None
        ) -> bulk.OpTable:
            """Ops of target (default as for classify) whose provenance has
            several origins, described by the ops of source (default op_index)."""
            return bulk.shared(
                session.target(target), source if source is not None else session.op_index
            )

        self.command("a classify key: does an op reach this type?")(bulk.reaches)

        @self.command("two runs of one program, op by op: which source ops lowered differently")
        def compare(
            pipe_a: Pipeline | None = None,
            pipe_b: Pipeline | None = None,
            op_type: str | None = None,
            loc: str | None = None,
            to: int | str | None = None,
            attributes: str | None = None,
        ) -> compare_module.Comparison:
            """Compare two compilations of one input (default: pipe and
            pipe_b, as track-src --pipeline A --compare-with B opens them):
            per source op, whether they lowered it alike and the pass where
            they part; with attributes=PASS, the attribute-level changes
            after PASS apart; .ops, .alignment, .to_csv(), .to_json()."""
            first = pipe_a if pipe_a is not None else session.pipeline
            second = pipe_b if pipe_b is not None else session.compare_with
            if not isinstance(first, Pipeline) or not isinstance(second, Pipeline):
                raise TypeError(
                    "compare(pipe_a, pipe_b) takes two pipelines: tracksrc.open_pipeline(path), "
                    "or open both with track-src --pipeline A --compare-with B"
                )
            return compare_module.compare(
                first, second, op_type=op_type, loc=loc, to=to, attributes=attributes
            )

        register_run_commands(self.command, self)
        register_code_commands(self.command, self.pipeline)

        if self.pipeline is not None:
            register_pipeline_analysis(self.command, self.pipeline)
            register_view(self.command, self.pipeline, self.compare_with)

    def info_text(self) -> str:
        """The overview `info` prints."""
        lines = ["Commands (help(name) for details):"]
        width = max(len(name) for name in self.commands)
        for name, cmd in self.commands.items():
            lines.append(f"  {name:<{width}}  {cmd.summary}")
        lines.append("")
        lines.append("Objects:")
        stages = self.stages or ("", "")
        lines.append(f"  op_index        {self.op_index!r} {stages[0]}".rstrip())
        lines.append(f"  track_op_index  {self.track_op_index!r} {stages[1]}".rstrip())
        lines.append(f"  mode            {self.mode.value!r}")
        if self.pipeline is not None:
            lines.append(f"  pipe            {self.pipeline!r}")
        if self.compare_with is not None:
            lines.append(f"  pipe_b          {self.compare_with!r}")
        lines.append(
            f"  settings        {self.settings!r} (pager: page long output; json: JSON lines)"
        )
        lines.append("")
        lines.append(
            'Try: ops = op_index.get_ops_by_type("...")  then  show(track(ops[0]))'
            if self.track_op_index is not None
            else 'Try: show(op_index.get_ops_by_type("..."))'
        )
        return "\n".join(lines)

    def namespace(self) -> dict[str, Any]:
        """The names a user's code sees."""
        names: dict[str, Any] = {name: cmd.function for name, cmd in self.commands.items()}
        names.update(
            op_index=self.op_index,
            track_op_index=self.track_op_index,
            info=_Info(self),
            SourceRange=SourceRange,
            SourceLocation=SourceLocation,
            tracksrc=tracksrc,
            settings=self.settings,
        )
        if self.pipeline is not None:
            names["pipe"] = self.pipeline
        if self.compare_with is not None:
            names["pipe_b"] = self.compare_with
        return names

    def loaded(self, short: bool = False) -> list[str]:
        """`op_index: FILE [stage N (PASS)] (K ops)`, and the same for
        track_op_index; file names without folders when `short`."""
        found = []
        for number, (name, index) in enumerate(
            (("op_index", self.op_index), ("track_op_index", self.track_op_index))
        ):
            if index is None:
                continue
            file = Path(index.filename).name if short else index.filename
            stage = f" {self.stages[number]}" if self.stages else ""
            found.append(f"{name}: {file}{stage} ({counted(len(index), 'op')})")
        return found

    def banner(self) -> str:
        """The greeting of the interactive shell."""
        loaded = self.loaded()
        return (
            f"tracksrc {tracksrc.__version__} shell ({self.mode.value} tracking). "
            "Type info for the commands, Ctrl-D to leave.\n" + "\n".join(loaded)
        )


class _Info:
    """`info` at the prompt prints the overview of the session."""

    def __init__(self, session: Session) -> None:
        self._session = session

    def __repr__(self) -> str:
        return self._session.info_text()

    def __call__(self) -> None:
        print(self._session.info_text())


def format_user_error(exc: BaseException, user_files: set[str]) -> str:
    """A short traceback: only frames of the user's own code, then the error."""
    frames = [
        frame for frame in traceback.extract_tb(exc.__traceback__) if frame.filename in user_files
    ]
    lines = ["Traceback (your code):"] if frames else []
    lines.extend(line.rstrip("\n") for line in traceback.format_list(frames))
    lines.extend(line.rstrip("\n") for line in traceback.format_exception_only(type(exc), exc))
    hint = _did_you_mean(exc)
    if hint and hint not in lines[-1]:
        lines[-1] += f". {hint}"
    return "\n".join(lines)


def _did_you_mean(exc: BaseException) -> str:
    """Python's "Did you mean" for a name or attribute typed wrong (its
    console prints it, `traceback` of Python before 3.12 does not)."""
    name = getattr(exc, "name", None)
    if not isinstance(name, str):
        return ""
    candidates: list[str] = []
    if isinstance(exc, NameError):
        frame = exc.__traceback__
        while frame is not None and frame.tb_next is not None:
            frame = frame.tb_next
        if frame is not None:
            scope = frame.tb_frame
            candidates = [*scope.f_locals, *scope.f_globals, *dir(builtins)]
    elif isinstance(exc, AttributeError):
        with contextlib.suppress(Exception):  # (an object's own __dir__ may fail)
            candidates = dir(getattr(exc, "obj", None))
    close = close_names(name, [each for each in candidates if not each.startswith("__")], 1)
    return f"Did you mean: {close[0]!r}?" if close else ""


def run_code(namespace: dict[str, Any], source: str, filename: str = "<tracksrc -c>") -> int:
    """Run code in the namespace; 0 on success, 1 (with a short traceback on
    stderr) if it raised."""
    try:
        compiled = compile(source, filename, "exec")
        exec(compiled, namespace)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        raise  # the reader of the output left (`| head`): the CLI ends quietly
    except BaseException as exc:
        print(format_user_error(exc, USER_FILES | {filename}), file=sys.stderr)
        return 1
    return 0


class _Console(code.InteractiveConsole):
    """Python's console with short tracebacks of user code."""

    def showtraceback(self) -> None:
        _, exc, _ = sys.exc_info()
        assert exc is not None
        self.write(format_user_error(exc, USER_FILES) + "\n")

    def showsyntaxerror(self, filename: str | None = None, **kwargs: Any) -> None:
        _, exc, _ = sys.exc_info()
        assert exc is not None
        self.write("".join(traceback.format_exception_only(type(exc), exc)))


def greet(session: Session, namespace: dict[str, Any], intro: list[str] | None) -> None:
    """Print the banner, then replay `intro`: each line echoed as typed at
    the prompt and run, values printed as the shell prints them."""
    print(session.banner())
    if not intro:
        return
    console = _Console(namespace)
    for line in intro:
        print(f">>> {line}")
        console.push(line)
    print()


def history_path() -> Path:
    """Where the shell keeps its history: the user's state directory."""
    state = os.environ.get("XDG_STATE_HOME")
    base = Path(state) if state else Path.home() / ".local" / "state"
    return base / "tracksrc" / "history"


def interact(
    session: Session, namespace: dict[str, Any] | None = None, intro: list[str] | None = None
) -> None:
    """Run the interactive shell until Ctrl-D (after replaying `intro`)."""
    namespace = session.namespace() if namespace is None else namespace
    try:
        import readline
        import rlcompleter

        path = history_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists():
                readline.read_history_file(path)
        except OSError:
            pass
        readline.set_completer(rlcompleter.Completer(namespace).complete)
        readline.parse_and_bind("tab: complete")
        save_history = True
    except ImportError:
        save_history = False
    console = _Console(namespace)
    greet(session, namespace, intro)
    try:
        console.interact(banner="", exitmsg="")
    finally:
        if save_history:
            try:
                readline.set_history_length(5000)
                readline.write_history_file(history_path())
            except OSError:
                pass
