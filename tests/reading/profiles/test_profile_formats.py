"""Which format a file is, told from its content; and what is not a
profile, or not the format it is given as, is a `TracksrcError` naming
the file (never a traceback, never an empty profile)."""

from __future__ import annotations

import csv
import gzip
import io
import json
import random
from pathlib import Path

import profile_samples as samples
import pytest
from profile_samples import KINDS

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.profiles import documents
from tracksrc.reading.profiles.formats import FORMATS, detect_format, read_profile
from tracksrc.reading.profiles.kernels import KernelProfile


@pytest.mark.parametrize("path", sorted(KINDS), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_sample_is_told_by_its_content(tmp_path: Path, path: Path) -> None:
    assert detect_format(path) == KINDS[path]
    # Not by its name: the same bytes under a name that says nothing.
    renamed = tmp_path / ("profile.gz" if path.suffix == ".gz" else "profile")
    renamed.write_bytes(path.read_bytes())
    assert detect_format(renamed) == KINDS[path]


def test_every_format_is_read_from_a_sample() -> None:
    assert set(KINDS.values()) | {"rocpd"} == set(FORMATS)


# Formats that read the same columns: either reads the other's file.
_COMPATIBLE = {frozenset({"rocprofv3-stats-csv", "rocprof-stats-csv"})}


def _others(path: Path) -> list[str]:
    kind = KINDS[path]
    return [k for k in FORMATS if k != kind and frozenset({k, kind}) not in _COMPATIBLE]


@pytest.mark.parametrize(
    ("path", "kind"),
    [(p, k) for p in sorted(KINDS) if p != samples.ROCPROF_JSON for k in _others(p)],
    ids=lambda v: v.name if isinstance(v, Path) else v,
)
def test_a_file_given_as_another_format_is_an_error(path: Path, kind: str) -> None:
    with pytest.raises(TracksrcError) as caught:
        read_profile(path, kind)
    assert str(path) in str(caught.value)


def test_an_unknown_format_is_an_error_listing_them() -> None:
    with pytest.raises(TracksrcError, match=r"unknown profile format 'perf'.*rocprofv3-json"):
        read_profile(samples.TRACE_CSV, "perf")


def test_an_empty_file_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "empty.csv"
    path.write_bytes(b"")
    with pytest.raises(TracksrcError, match="the file is empty"):
        read_profile(path)
    for kind in FORMATS:
        with pytest.raises(TracksrcError):
            read_profile(path, kind)


def test_random_bytes_are_an_error_saying_what_was_looked_for(tmp_path: Path) -> None:
    path = tmp_path / "noise.bin"
    path.write_bytes(random.Random(7).randbytes(5000))
    with pytest.raises(TracksrcError, match="cannot tell which profiler wrote it: looked for"):
        read_profile(path)
    for kind in FORMATS:
        with pytest.raises(TracksrcError):
            read_profile(path, kind)


def test_a_missing_file_and_a_folder_are_errors(tmp_path: Path) -> None:
    with pytest.raises(TracksrcError, match="no such file"):
        read_profile(tmp_path / "nothing.csv")
    with pytest.raises(TracksrcError, match="is a folder"):
        read_profile(tmp_path, "rocprofv3-trace-csv")


def test_a_compressed_file_cut_short_is_an_error(tmp_path: Path) -> None:
    packed = gzip.compress(samples.TRACE_CSV.read_bytes())
    path = tmp_path / "trace.csv.gz"
    path.write_bytes(packed[: len(packed) // 2])
    with pytest.raises(TracksrcError, match="cut short"):
        read_profile(path)


@pytest.mark.parametrize(
    "path", [samples.PROTON, samples.BENCHMARKS[0]], ids=["proton", "benchmark"]
)
def test_a_json_document_cut_short_is_an_error_saying_so(tmp_path: Path, path: Path) -> None:
    text = path.read_text()
    target = tmp_path / path.name
    target.write_text(text[: len(text) * 2 // 3])
    with pytest.raises(ParseError) as caught:
        read_profile(target, KINDS[path])
    assert caught.value.cut and "cut short" in caught.value.message


def test_the_rocprofv3_json_cut_short_is_an_error_at_its_end(tmp_path: Path) -> None:
    text = samples.open_text(samples.ROCPROF_JSON)
    cut = len(text) * 3 // 4
    path = tmp_path / "results.json"
    path.write_text(text[:cut])
    with pytest.raises(ParseError) as caught:
        read_profile(path)
    error = caught.value
    assert error.cut and error.line == 1 and error.column == cut + 1


def test_a_whole_document_too_big_to_hold_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(documents, "WHOLE_DOCUMENT_LIMIT", 1000)
    with pytest.raises(TracksrcError, match="refused: the Proton hatchet tree is over"):
        read_profile(samples.PROTON)
    packed = tmp_path / "report.json.gz"
    packed.write_bytes(gzip.compress(samples.BENCHMARKS[0].read_bytes()))
    with pytest.raises(TracksrcError, match="refused"):
        read_profile(packed)


def test_control_characters_of_a_kernel_name_are_escaped_in_errors(tmp_path: Path) -> None:
    lines = samples.V1_RESULTS.read_text().splitlines()
    values = next(csv.reader([lines[3]]))
    values[1] = "evil\x1b[2J\x07kernel.kd"
    values[7] = "lots"  # grd
    written = io.StringIO()
    csv.writer(written, lineterminator="").writerow(values)
    lines[3] = written.getvalue()
    path = tmp_path / "results.csv"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ParseError) as caught:
        read_profile(path)
    message = str(caught.value)
    assert "grd" in message and "evil\\1B[2J\\07kernel" in message
    assert "\x1b" not in message and "\x07" not in message


def test_control_characters_of_a_file_are_escaped_in_notes(tmp_path: Path) -> None:
    document = json.loads(samples.open_text(samples.CHROME_CUDA))
    document["traceEvents"][0]["cat"] = "\x1b]0;title\x07"
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(document))
    notes = " ".join(read_profile(path).notes)
    assert "\\1B]0;title\\07" in notes and "\x1b" not in notes


def test_a_profile_of_no_kernel_is_an_error_saying_why(tmp_path: Path) -> None:
    rows = [r for r in samples.jsonl_rows(samples.EXPORT) if r.get("op") != "dispatch"]
    path = tmp_path / "no_dispatch.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    with pytest.raises(TracksrcError, match=r"no kernel in this .*not dispatches left out"):
        read_profile(path)


def test_read_profile_gives_a_kernel_profile_for_every_sample() -> None:
    for path in KINDS:
        profile = read_profile(path)
        assert isinstance(profile, KernelProfile) and profile.runs
        assert profile.path == str(path) and profile.unit == "ns"
