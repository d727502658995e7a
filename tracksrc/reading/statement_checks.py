"""The rules of IR a lexer checks that its grammar does not express:
what MLIR's own lexer would reject in an op's text
(`tracksrc.reading.text_checks`), locations printed after every op of a
printed stage or after none, aliases that stand for something, result
counts MLIR can hold; and the error for a text that ends inside a
construct.

`CheckingScanner` is the `Scanner` the lexer (`tracksrc.reading.lexer`)
is; it keeps what these checks need to know of the text read so far.
"""

from __future__ import annotations

from tracksrc.errors import ParseError
from tracksrc.reading.ir import MAX_RESULT_COUNT, SourceText, bad_result_count
from tracksrc.reading.scanner import EndOfInput, Scanner
from tracksrc.reading.statements import skip_blank
from tracksrc.reading.text_checks import ALIAS_VALUE, text_problem, unreadable_print

# Ops whose printer prints the op in their region without its location
# (it takes theirs: `vector.mask %m { vector.reduction ... } loc(...)`).
PRINTED_WITHOUT_LOCATION = frozenset({"vector.mask"})


class CheckingScanner(Scanner):
    """A `Scanner` that checks what the structure leaves unchecked."""

    allow_partial = False
    # The last op read whole: its name, where it starts and ends.
    last_complete_op: tuple[str, int, int] | None = None

    def __init__(self, source: SourceText, start: int = 0, end: int | None = None) -> None:
        super().__init__(source, start, end)
        # Text that is no IR, left out of the character checks: dump
        # headers and diagnostics.
        self._not_ir: list[tuple[int, int]] = []
        # Whether the ops of the text end in `loc(...)`, as the first one
        # read says (None: none read yet); in a printed stage all do or
        # none does.
        self._located: bool | None = None
        self._first_op = ("", 0)  # the first op read: its name, where

    def _check_text(self, characters_only: bool = False) -> None:
        """What the structure leaves unchecked, checked over the whole text
        (`tracksrc.reading.text_checks`): first, a form MLIR prints but
        cannot read back (it explains any other error best); dump headers
        and diagnostics are not IR."""
        unreadable = unreadable_print(self.text, self.start, self.end, self._not_ir, self._printed)
        if unreadable is not None:
            raise self.error(unreadable[1], unreadable[0], unreadable[2])
        problem = text_problem(self.text, self.start, self.end, self._not_ir, characters_only)
        if problem is None:
            return
        offset, message, expected, cut = problem
        if cut and self.allow_partial:
            return  # the last line is the cut (`_truncate` said so)
        raise self.error(message, offset, expected, cut)

    def _check_result_counts(self, results: str, start: int) -> None:
        # `%0:N` past what MLIR holds is an error where the op is read:
        # nothing later converts N unchecked.
        bad = bad_result_count(results)
        if bad is not None:
            raise self.error(
                "result count out of range (MLIR holds an op's result count in 32 bits)",
                start + bad,
                f"a count from 1 to {MAX_RESULT_COUNT} after the result name",
            )

    def _check_alias_value(self, pos: int) -> None:
        """An alias (`#name = ...`, `!name = ...` at `pos`) stands for an
        attribute or a type: its value starts like one."""
        text, end = self.text, self.end
        value = text.index("=", pos) + 1
        if ALIAS_VALUE.match(text, value, end) is not None:
            return
        value = skip_blank(text, value, end)
        line_end = text.find("\n", value, end)
        if line_end == -1 or not text[line_end:end].strip():
            raise EndOfInput("alias definition", pos)
        raise self.error(
            "this is no attribute or type for the alias to stand for",
            value,
            "an attribute or a type (loc(...), #dialect<...>, tensor<...>, ...)",
        )

    def _note_location(
        self, located: bool, name: str, start: int, holder: str | None = None
    ) -> None:
        """An op (`name` at `start`, in a region of the op `holder`) ends
        with a location (`located`) or not: the first op read says whether
        all of a printed stage's do (MLIR prints a location after every op,
        or after none; an op whose holder prints it without, such as a
        `vector.mask`'s, aside)."""
        if holder in PRINTED_WITHOUT_LOCATION:
            return
        if self._located is None:
            self._located = located
            self._first_op = (name, start)
        elif self._located != located and self._printed:
            first_name, first_start = self._first_op
            line, column = self.source.position(first_start)
            if located:
                raise self.error(
                    f"{first_name} at line {line}, column {column} has no location, but "
                    f"{name} has: a stage prints a location after every operation or after "
                    "none",
                    first_start,
                    "an operation ending in loc(...), as the others",
                )
            raise self.error(
                f"{name} has no location, but this stage is printed with locations "
                f"({first_name} at line {line}, column {column} has one): is this IR?",
                start,
                "an operation ending in loc(...)",
            )

    def _truncation_error(self, exc: EndOfInput) -> ParseError:
        """The text ends inside a construct: an error at the cut (the end of
        the text) that names what is open and what was read whole."""
        last = self.last_complete_op
        if last is None:
            detail = "no operation was read completely"
        else:
            name, start, _ = last
            line, column = self.source.position(start)
            detail = f"the last complete operation is {name} at line {line}, column {column}"
        line, column = self.source.position(exc.opened_at)
        return self.error(
            f"the text ends here, inside the {exc.what} that starts at line {line}, column "
            f"{column} (a dump cut short?); {detail}",
            self._trim_end(self.end, self.start),
            "the rest of the dump, or --allow-partial to index what is complete",
            cut=True,
        )
