"""Logging configured by TRACKSRC_* environment variables (MIOpen style)."""

from __future__ import annotations

import logging
import re

import pytest

from tracksrc import logs


@pytest.mark.parametrize("word", ["1", "on", "YES", "true", "Enable", "enabled"])
def test_truthy_words(word: str) -> None:
    assert logs.parse_switch("X", word) is True


@pytest.mark.parametrize("word", ["0", "off", "no", "FALSE", "disable", "disabled"])
def test_falsy_words(word: str) -> None:
    assert logs.parse_switch("X", word) is False


def test_unset_and_bad_words() -> None:
    assert logs.parse_switch("X", None) is None
    with pytest.raises(logs.EnvironmentWordError, match="X='maybe' is not understood"):
        logs.parse_switch("X", "maybe")


@pytest.mark.parametrize(
    ("value", "level"),
    [
        ("0", logging.WARNING),
        ("2", logging.CRITICAL),
        ("3", logging.ERROR),
        ("4", logging.WARNING),
        ("5", logging.INFO),
        ("6", logging.DEBUG),
        ("7", logs.TRACE),
    ],
)
def test_levels(value: str, level: int) -> None:
    assert logs.parse_level(value) == level


def test_configure_applies_level_prefixes_and_reports_bad_values(
    capsys: pytest.CaptureFixture[str],
) -> None:
    logger = logs.configure(
        {
            "TRACKSRC_LOG_LEVEL": "5",
            "TRACKSRC_ENABLE_LOGGING_ELAPSED_TIME": "on",
            "TRACKSRC_ENABLE_LOGGING_MPMT": "sometimes",
        }
    )
    logger.info("hello")
    err = capsys.readouterr().err
    assert "TRACKSRC_ENABLE_LOGGING_MPMT='sometimes' is not understood" in err
    assert " ms info] hello" in err and "pid=" not in err
    logger = logs.configure({"TRACKSRC_LOG_LEVEL": "1", "TRACKSRC_ENABLE_LOGGING_MPMT": "1"})
    logger.error("hidden")
    assert capsys.readouterr().err == ""
    assert logs.is_quiet()
    logger = logs.configure({"TRACKSRC_LOG_LEVEL": "9", "TRACKSRC_ENABLE_LOGGING_MPMT": "yes"})
    err = capsys.readouterr().err
    assert "TRACKSRC_LOG_LEVEL='9' is out of range" in err and "pid=" in err
    logs.configure({})


def _stderr_at(environment: dict[str, str]) -> str:
    import os
    import subprocess
    import sys

    from tests.conftest import SAMPLES

    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tracksrc",
            "passes",
            str(SAMPLES / "model.after_all.mlir"),
            "--no-cache",
        ],
        env={**os.environ, **environment},
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stderr


def test_detailed_and_trace_levels_say_more() -> None:
    """Level 6 adds what a long run does (scanning, summarising); level 7
    each stage found and each batch done; below, none of it."""
    info = _stderr_at({"TRACKSRC_LOG_LEVEL": "5"})
    detailed = _stderr_at({"TRACKSRC_LOG_LEVEL": "6"})
    trace = _stderr_at({"TRACKSRC_LOG_LEVEL": "7"})
    assert "debug]" not in info and "trace]" not in info
    assert "[tracksrc debug] scanned " in detailed and ": 7 stages," in detailed
    assert "[tracksrc debug] summarising 7 stages" in detailed and "trace]" not in detailed
    assert trace.count("[tracksrc trace] stage at ") == 7
    assert "[tracksrc trace] batch 1 of 1 done (7 stages)" in trace


def test_progress_lines_carry_the_prefixes() -> None:
    plain = _stderr_at({})
    assert plain.splitlines()[0].startswith("tracksrc: 7 stages found")
    prefixed = _stderr_at(
        {"TRACKSRC_ENABLE_LOGGING_MPMT": "1", "TRACKSRC_ENABLE_LOGGING_ELAPSED_TIME": "1"}
    )
    first = prefixed.splitlines()[0]
    assert re.match(r"\[tracksrc pid=\d+ tid=\d+ \+\d+\.\d{3} ms\] 7 stages found", first), first


def test_records_kept_in_a_worker_are_logged_by_the_parent() -> None:
    """What a worker process logs travels back as records (formatted, so
    nothing unpicklable goes with them) and is logged where it arrives."""
    import pickle

    logger = logging.getLogger("tracksrc")
    seen: list[str] = []

    class Catch(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            seen.append(record.getMessage())

    catcher = Catch()
    logger.addHandler(catcher)
    try:
        with logs.kept_records() as records:
            logging.getLogger("tracksrc.pipeline.x").warning("stage %d: %s", 3, object())
        assert seen == [] and len(records) == 1  # kept, not shown
        travelled = pickle.loads(pickle.dumps(records))
        logs.replay_records(travelled)
        assert len(seen) == 1 and seen[0].startswith("stage 3: <object object at")
    finally:
        logger.removeHandler(catcher)
