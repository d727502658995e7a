"""Logging to stderr, configured by environment variables in the style of
ROCm's MIOpen.

* `TRACKSRC_LOG_LEVEL`: 0 default (warnings), 1 quiet, 2 fatal, 3 errors,
  4 warnings, 5 info, 6 detailed, 7 trace.
* `TRACKSRC_ENABLE_LOGGING_ELAPSED_TIME`: prefix each message with the
  milliseconds since the previous one.
* `TRACKSRC_ENABLE_LOGGING_MPMT`: prefix each message with process and
  thread ids.

Switches take `1, on, yes, true, enable, enabled` or `0, off, no, false,
disable, disabled` (any case); anything else is reported and ignored.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager

from tracksrc.safe_text import visible

TRACE = 5
logging.addLevelName(TRACE, "TRACE")

TRUTHY = frozenset({"1", "on", "yes", "true", "enable", "enabled"})
FALSY = frozenset({"0", "off", "no", "false", "disable", "disabled"})

# TRACKSRC_LOG_LEVEL value -> logging level.
LEVELS = {
    0: logging.WARNING,
    1: logging.CRITICAL + 10,
    2: logging.CRITICAL,
    3: logging.ERROR,
    4: logging.WARNING,
    5: logging.INFO,
    6: logging.DEBUG,
    7: TRACE,
}

_handler_lock = threading.Lock()


class EnvironmentWordError(ValueError):
    """A switch or level variable with a value that is not understood."""


def parse_switch(name: str, value: str | None) -> bool | None:
    """The truth value of a switch variable (None when unset).

    Raises EnvironmentWordError for a word that is neither truthy nor falsy.
    """
    if value is None or value.strip() == "":
        return None
    word = value.strip().lower()
    if word in TRUTHY:
        return True
    if word in FALSY:
        return False
    raise EnvironmentWordError(
        f"{name}={value!r} is not understood: use one of "
        f"{', '.join(sorted(TRUTHY))} or {', '.join(sorted(FALSY))}"
    )


def parse_level(value: str | None) -> int:
    """The logging level for a `TRACKSRC_LOG_LEVEL` value."""
    if value is None or value.strip() == "":
        return LEVELS[0]
    try:
        number = int(value.strip())
    except ValueError:
        raise EnvironmentWordError(
            f"TRACKSRC_LOG_LEVEL={value!r} is not understood: use a number 0-7"
        ) from None
    if number not in LEVELS:
        raise EnvironmentWordError(
            f"TRACKSRC_LOG_LEVEL={value!r} is out of range: use a number 0-7"
        )
    return LEVELS[number]


class _Formatter(logging.Formatter):
    def __init__(self, elapsed: bool, mpmt: bool) -> None:
        super().__init__()
        self.elapsed = elapsed
        self.mpmt = mpmt
        self._previous = time.monotonic()

    def prefix(self, process: int | None, thread: int | None) -> list[str]:
        """`tracksrc`, then the ids and the elapsed time when switched on."""
        parts = ["tracksrc"]
        if self.mpmt:
            parts.append(f"pid={process} tid={thread}")
        if self.elapsed:
            now = time.monotonic()
            parts.append(f"+{(now - self._previous) * 1000:.3f} ms")
            self._previous = now
        return parts

    def format(self, record: logging.LogRecord) -> str:
        parts = self.prefix(record.process, record.thread)
        parts.append(record.levelname.lower())
        # Messages quote names from dumps: their control characters show as
        # escapes (a message's own line breaks stay). The traceback a record
        # carries (`exc_info`) follows it, escaped the same way.
        text = f"[{' '.join(parts)}] {visible(record.getMessage())}"
        if record.exc_info:
            text += "\n" + visible(self.formatException(record.exc_info))
        return text


def configure(environ: Mapping[str, str] | None = None) -> logging.Logger:
    """Set up the `tracksrc` logger from the environment; returns it.

    Bad values are reported as warnings and their defaults used.
    """
    environ = os.environ if environ is None else environ
    problems: list[str] = []
    try:
        level = parse_level(environ.get("TRACKSRC_LOG_LEVEL"))
    except EnvironmentWordError as exc:
        problems.append(str(exc))
        level = LEVELS[0]
    switches = {}
    for name in ("TRACKSRC_ENABLE_LOGGING_ELAPSED_TIME", "TRACKSRC_ENABLE_LOGGING_MPMT"):
        try:
            switches[name] = bool(parse_switch(name, environ.get(name)))
        except EnvironmentWordError as exc:
            problems.append(str(exc))
            switches[name] = False
    logger = logging.getLogger("tracksrc")
    with _handler_lock:
        for handler in list(logger.handlers):
            if getattr(handler, "_tracksrc", False):
                logger.removeHandler(handler)
        handler = logging.StreamHandler(sys.stderr)
        handler._tracksrc = True  # type: ignore[attr-defined]
        formatter = _Formatter(
            switches["TRACKSRC_ENABLE_LOGGING_ELAPSED_TIME"],
            switches["TRACKSRC_ENABLE_LOGGING_MPMT"],
        )
        handler.setFormatter(formatter)
        _STATUS_FORMAT[0] = formatter if formatter.elapsed or formatter.mpmt else None
        logger.addHandler(handler)
        logger.setLevel(level)
        logger.propagate = False
    for problem in problems:
        logger.warning("%s", problem)
    return logger


def is_quiet() -> bool:
    """True when TRACKSRC_LOG_LEVEL=1 asked for silence."""
    return logging.getLogger("tracksrc").level > logging.CRITICAL


# The formatter whose prefix progress lines carry too, when the elapsed
# time or the ids are switched on.
_STATUS_FORMAT: list[_Formatter | None] = [None]


def status(message: str) -> None:
    """A progress line on stderr for the command line (silent when quiet),
    prefixed like log messages when elapsed time or ids are switched on."""
    if is_quiet():
        return
    formatter = _STATUS_FORMAT[0]
    if formatter is not None:
        parts = formatter.prefix(os.getpid(), threading.get_ident())
        message = f"[{' '.join(parts)}] {message.removeprefix('tracksrc: ')}"
    print(visible(message), file=sys.stderr, flush=True)


class _Collector(logging.Handler):
    """Keeps records instead of printing them (see `kept_records`)."""

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        # Formatted now: arguments need not travel between processes.
        record.msg, record.args, record.exc_info = record.getMessage(), None, None
        self.records.append(record)


@contextmanager
def kept_records() -> Iterator[list[logging.LogRecord]]:
    """In a worker process: what tracksrc logs is kept in the list given,
    not printed, for the parent to `replay_records` (a forked worker's
    stderr may be a copy of an object only the parent shows: pytest's
    capture, a notebook)."""
    logger = logging.getLogger("tracksrc")
    collector = _Collector()
    handlers, propagate = list(logger.handlers), logger.propagate
    for handler in handlers:
        logger.removeHandler(handler)
    logger.addHandler(collector)
    logger.propagate = False
    try:
        yield collector.records
    finally:
        logger.removeHandler(collector)
        for handler in handlers:
            logger.addHandler(handler)
        logger.propagate = propagate


def replay_records(records: Iterable[logging.LogRecord]) -> None:
    """Log records a worker kept (`kept_records`) as if logged here."""
    for record in records:
        logging.getLogger(record.name).handle(record)
