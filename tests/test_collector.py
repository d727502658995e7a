"""`collecting_less`: the collector's thresholds raised inside, restored
after, nested blocks keeping the outermost setting, a collector switched
off left off; it works as a decorator too."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from tracksrc.collector import BULK_THRESHOLDS, collecting_less


@pytest.fixture(autouse=True)
def _thresholds() -> Iterator[None]:
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)


def test_thresholds_are_raised_inside_and_restored_after() -> None:
    gc.set_threshold(700, 10, 10)
    with collecting_less():
        assert gc.get_threshold() == BULK_THRESHOLDS
        with collecting_less():
            assert gc.get_threshold() == BULK_THRESHOLDS
        assert gc.get_threshold() == BULK_THRESHOLDS  # the inner block left it
    assert gc.get_threshold() == (700, 10, 10)


def test_higher_thresholds_and_a_switched_off_collector_are_kept() -> None:
    gc.set_threshold(500_000, 5, 1000)
    with collecting_less():
        assert gc.get_threshold() == (500_000, 50, 1000)
    gc.set_threshold(0)
    with collecting_less():
        assert gc.get_threshold()[0] == 0
    assert gc.get_threshold()[0] == 0


def test_restored_when_the_block_raises_and_as_a_decorator() -> None:
    gc.set_threshold(700, 10, 10)

    @collecting_less()
    def failing() -> None:
        assert gc.get_threshold() == BULK_THRESHOLDS
        raise ValueError("boom")

    with pytest.raises(ValueError):
        failing()
    assert gc.get_threshold() == (700, 10, 10)
