"""How whole-pipeline queries name what they found: an op of some stage
(`OpRef`), op types with counts, and source frames and stacks as text.

Source ranges print as `SourceRange` prints them (`file:line:col` or
`file:line:col-line:col`), the form `--loc` and `SourceRange.from_str`
read back.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tracksrc.reading.locations import range_text
from tracksrc.tracking.provenance import Frame, Stack, frame_symbol


@dataclass(frozen=True)
class OpRef:
    """An op of some stage, as whole-pipeline queries report it."""

    stage: int
    unique_id: str
    op_type: str
    line: int
    # The symbol of the nearest op around it that has one (its function).
    within: str

    def __str__(self) -> str:
        where = f" in {self.within}" if self.within else ""
        return f"{self.op_type}{where} (stage {self.stage}, line {self.line}: {self.unique_id})"


def types_text(types: Counter[str], limit: int = 6) -> str:
    """Op types with counts (`linalg.generic x3, tensor.empty`), most
    frequent first, at most `limit` and how many more; `-` for none."""
    items = sorted(types.items(), key=lambda item: (-item[1], item[0]))
    parts = [name if count == 1 else f"{name} x{count}" for name, count in items[:limit]]
    if len(items) > limit:
        parts.append(f"+{len(items) - limit} more types")
    return ", ".join(parts) if parts else "-"


def frame_text(frame: Frame) -> str:
    """A frame as `file:line:col` or `file:line:col-line:col` (a debug
    symbol as `symbol NAME`)."""
    symbol = frame_symbol(frame)
    if symbol is not None:
        return f"symbol {symbol}"
    return range_text(*frame)


def stack_text(stack: Stack) -> str:
    """A stack as `callee at caller at ...`."""
    return " at ".join(frame_text(frame) for frame in stack)
