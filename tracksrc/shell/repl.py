"""The interactive shell: a prompt_toolkit Python REPL.

Multi-line blocks as in Python's console (Enter runs a complete statement
and continues an incomplete one, with indentation, which spaces typed at
the start of the new line replace; an empty line ends a block), Python
highlighting of the input, completion from `tracksrc.shell.completion`,
history kept in the user's state directory, a bottom toolbar with the
loaded files. Ctrl-C cancels the input or interrupts a running command,
Ctrl-D leaves, and an error in a command prints a short traceback of the
user's own code; the shell goes on.
"""

from __future__ import annotations

import builtins
import codeop
import functools
import sys
import traceback
from collections.abc import Callable, Iterable
from typing import Any

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.lexers import PygmentsLexer
from prompt_toolkit.output import Output
from pygments.lexers.python import PythonLexer

from tracksrc.shell.completion import complete
from tracksrc.shell.display import Settings, emit
from tracksrc.shell.session import USER_FILES, Session, format_user_error, greet, history_path

# Statements that open a block: they end with an empty line.
_COMPOUND = ("for ", "while ", "if ", "def ", "class ", "with ", "try:", "async ", "@")

PROMPT = ">>> "
CONTINUATION = "... "


class NamespaceCompleter(Completer):
    """prompt_toolkit's face of `tracksrc.shell.completion.complete`."""

    def __init__(self, namespace: dict[str, Any]) -> None:
        self.namespace = namespace

    def get_completions(
        self, document: Document, complete_event: CompleteEvent
    ) -> Iterable[Completion]:
        for suggestion in complete(document.text_before_cursor, self.namespace):
            yield Completion(
                suggestion.text,
                start_position=-suggestion.replace,
                display_meta=suggestion.meta,
            )


def needs_more_input(source: str) -> bool:
    """True while `source` is an incomplete statement or an open block
    (which, as in Python's console, an empty line ends)."""
    if not source.strip():
        return False
    lines = source.split("\n")
    first = lines[0].strip()
    in_block = first.endswith(":") or first.startswith(_COMPOUND)
    if in_block and lines[-1].strip() != "":
        return True
    try:
        return codeop.compile_command(source, "<console>", "single") is None
    except (SyntaxError, ValueError, OverflowError):
        return False  # run it: the error is reported then


def indentation_after(line: str) -> str:
    """The indentation of the line that follows `line`."""
    indent = line[: len(line) - len(line.lstrip())]
    if line.rstrip().endswith(":"):
        indent += "    "
    return indent


def _key_bindings() -> KeyBindings:
    bindings = KeyBindings()
    # The indentation Enter put on a new line, and the line: until the
    # user types something there, typed spaces replace it. Text typed in
    # line by line (a terminal multiplexer, a paste without bracketed
    # paste) carries its own indentation; added to ours it would double,
    # and a dedented line would land in the inner block.
    auto_indent: dict[str, Any] = {"text": "", "row": -1}

    @bindings.add("enter")
    def _enter(event: KeyPressEvent) -> None:
        buffer = event.current_buffer
        if buffer.document.is_cursor_at_the_end and not needs_more_input(buffer.text):
            buffer.validate_and_handle()
            return
        current_line = buffer.document.current_line_before_cursor
        if not current_line.strip() and buffer.document.is_cursor_at_the_end:
            buffer.validate_and_handle()  # an empty line ends the block
            return
        indent = indentation_after(current_line)
        buffer.insert_text("\n" + indent)
        auto_indent.update(text=indent, row=buffer.document.cursor_position_row)

    @bindings.add(" ")
    def _space(event: KeyPressEvent) -> None:
        buffer = event.current_buffer
        document = buffer.document
        if (
            auto_indent["text"]
            and document.cursor_position_row == auto_indent["row"]
            and document.current_line == auto_indent["text"]
            and document.is_cursor_at_the_end_of_line
        ):
            buffer.delete_before_cursor(len(auto_indent["text"]))
        auto_indent["text"] = ""
        buffer.insert_text(" " * event.arg)

    @bindings.add("c-d")
    def _leave(event: KeyPressEvent) -> None:
        if not event.current_buffer.text:
            event.app.exit(exception=EOFError)
        else:
            event.current_buffer.delete()

    return bindings


def run_source(source: str, namespace: dict[str, Any], write: Callable[[str], object]) -> None:
    """Run one entry as the console does: expression values are printed;
    an error prints a short traceback of the user's code."""
    try:
        try:
            code = compile(source, "<input>", "single")
        except SyntaxError:
            # Several statements pasted at once: run them as a block.
            code = compile(source, "<input>", "exec")
    except SyntaxError as exc:
        write("".join(traceback.format_exception_only(type(exc), exc)))
        return
    settings = namespace.get("settings")
    hook = sys.displayhook
    if isinstance(settings, Settings):
        sys.displayhook = functools.partial(_display, settings=settings)
    try:
        exec(code, namespace)
    except KeyboardInterrupt:
        write("KeyboardInterrupt: the command was interrupted\n")
    except SystemExit:
        raise
    except BaseException as exc:
        write(format_user_error(exc, USER_FILES) + "\n")
    finally:
        sys.displayhook = hook


def _display(value: Any, settings: Settings) -> None:
    """The value of an expression typed at the prompt, as the console
    prints it, paged when longer than the terminal (`settings.pager`)."""
    if value is None:
        return
    text = repr(value)
    builtins._ = value  # type: ignore[attr-defined]  # as the console keeps it
    emit(text, sys.stdout, settings)


def toolbar_text(session: Session) -> str:
    """The bottom toolbar: loaded files, op counts, tracking mode."""
    parts = session.loaded(short=True)
    parts.append(f"mode: {session.mode.value}")
    parts.append("info: commands")
    return "  |  ".join(parts)


def make_prompt(
    session: Session,
    namespace: dict[str, Any],
    history: History | None = None,
    input: Input | None = None,
    output: Output | None = None,
) -> PromptSession[str]:
    """The prompt_toolkit session of the shell."""
    if history is None:
        path = history_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            history = FileHistory(str(path))
        except OSError:
            history = InMemoryHistory()
    return PromptSession(
        message=PROMPT,
        multiline=True,
        prompt_continuation=CONTINUATION,
        lexer=PygmentsLexer(PythonLexer),
        completer=NamespaceCompleter(namespace),
        complete_while_typing=False,
        history=history,
        key_bindings=_key_bindings(),
        bottom_toolbar=lambda: toolbar_text(session),
        input=input,
        output=output,
    )


def interact(
    session: Session,
    namespace: dict[str, Any] | None = None,
    intro: list[str] | None = None,
    input: Input | None = None,
    output: Output | None = None,
    history: History | None = None,
) -> None:
    """Run the shell until Ctrl-D (after replaying `intro`)."""
    namespace = session.namespace() if namespace is None else namespace
    greet(session, namespace, intro)
    prompt = make_prompt(session, namespace, history, input, output)
    while True:
        try:
            source = prompt.prompt()
        except KeyboardInterrupt:
            print("KeyboardInterrupt")
            continue
        except EOFError:
            break
        if source.strip():
            run_source(source, namespace, sys.stdout.write)
