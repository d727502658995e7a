"""Checks of the rows a store keeps, so that damage SQLite does not see is
found where the rows are read.

SQLite's quick check reads the pages' structure, not the values in them:
a byte changed inside a row still reads as a number, and answers wrong
(issue 50 found `"program_ops": 8574853690513424891`). So every row read
back is checked against what was written, at the cost a query can bear:

- Tables read whole at open (the stages found by the scan) keep one digest
  of all their rows (`RowsDigest`) in `meta`; reading them back hashes
  what was read.
- Tables a query reads a few rows of (the lineage events, the stacks'
  frames, the stack sets) keep a check per row (`row_check`, a column of
  their own): a sum of the values by fixed odd factors modulo the prime
  2^61 - 1, so any one value changed, by any amount below the prime,
  changes the check; `checked` verifies rows and drops the column.

A failed check raises `StoreError`, which sets the store aside and builds
it again, as a failed quick check does.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator, Sequence
from operator import mul


class StoreError(ValueError):
    """What a store holds is not what it should (damaged, forged, or left by
    another version): the part it belongs to is rebuilt."""


_PRIME = (1 << 61) - 1
# Odd factors below the prime, one per column (the widest table has seven
# columns before its check). Fixed: a check written by one process is
# verified by another.
_FACTORS = (
    0x0B7E151628AED2A7,
    0x1F3D5B79A2C4E6F1,
    0x13198A2E03707345,
    0x0A4093822299F31D,
    0x082EFA98EC4E6C89,
    0x052821E638D01377,
    0x1BE5466CF34E90C7,
    0x0C0AC29B7C97C50D,
)

Value = int | str | bytes | None


def _number(value: Value) -> int:
    # (Texts and blobs enter by a digest of 8 bytes: a changed byte changes
    # it as a changed number would.)
    if isinstance(value, int):
        return value
    if value is None:
        return -1
    data = value.encode("utf-8", errors="surrogatepass") if isinstance(value, str) else value
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "little")


def row_check(values: Sequence[Value]) -> int:
    """The check kept beside a row of `values` (see the module docstring)."""
    if len(values) > len(_FACTORS):
        raise ValueError(f"a row of {len(values)} values: at most {len(_FACTORS)} are checked")
    numbers = values if all(type(value) is int for value in values) else map(_number, values)
    return (sum(map(mul, _FACTORS, numbers)) + len(values)) % _PRIME


def with_check(values: tuple[Value, ...]) -> tuple[Value, ...]:
    """`values` and their check, as a row to insert."""
    return (*values, row_check(values))


def checked(rows: Iterable[Sequence[Value]], what: str) -> list[tuple[Value, ...]]:
    """The rows read back (each ending with its check), without the check;
    `StoreError` naming `what` where a row is not what was written."""
    found = []
    for row in rows:
        values = tuple(row[:-1])
        if row_check(values) != row[-1]:
            raise StoreError(f"a row of the {what} is damaged: its check does not match")
        found.append(values)
    return found


class RowsDigest:
    """A digest of a table's rows in the order read (see the module
    docstring), taken as they pass: `read` yields them on."""

    def __init__(self) -> None:
        self._hash = hashlib.blake2b(digest_size=16)

    def read(self, rows: Iterable[Sequence[Value]]) -> Iterator[Sequence[Value]]:
        """`rows`, each added to the digest as it passes."""
        update = self._hash.update
        for row in rows:
            update(repr(row).encode("utf-8", errors="surrogatepass"))
            yield row

    def hexdigest(self) -> str:
        """The digest so far, in hex (for `meta`)."""
        return self._hash.hexdigest()
