"""Logging configured by TRACKSRC_* environment variables (MIOpen style)."""

from __future__ import annotations

import logging

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
