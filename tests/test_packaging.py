"""The wheel carries the grammars, the sample dumps and the view's pages as
package data."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_contains_grammars_and_samples(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = tmp_path.glob("tracksrc-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in [
        "tracksrc/grammars/mlir.lark",
        "tracksrc/grammars/location.lark",
        "tracksrc/grammars/migraphx.lark",
        "tracksrc/grammars/__init__.py",
        "tracksrc/sample_dumps/model.mlir",
        "tracksrc/sample_dumps/model.lowered.mlir",
        "tracksrc/cli/main.py",
    ]:
        assert name in names, name
    # Every sample file, the tree-dir folder included, is shipped.
    for sample in (ROOT / "sample_dumps").rglob("*"):
        if sample.is_file() and "__pycache__" not in sample.parts:
            shipped = (
                "tracksrc/sample_dumps/" + sample.relative_to(ROOT / "sample_dumps").as_posix()
            )
            assert shipped in names, sample
    # The view's pages (package data: no build step at install).
    pages = sorted((ROOT / "tracksrc" / "view" / "static").iterdir())
    assert {page.name for page in pages} >= {"index.html", "main.js", "view.css"}
    for page in pages:
        assert page.relative_to(ROOT).as_posix() in names, page
    # Every module of the source tree, subpackages included, is shipped.
    for module in (ROOT / "tracksrc").rglob("*.py"):
        assert module.relative_to(ROOT).as_posix() in names, module
    assert not any(name.startswith("tests/") for name in names)


def test_grammars_load_from_the_installed_package() -> None:
    grammar = resources.files("tracksrc.grammars").joinpath("mlir.lark").read_text()
    assert "%declare" in grammar and "region:" in grammar


def test_a_checkout_loads_its_grammars_and_samples(tmp_path: Path) -> None:
    """Python run at the repository's root imports the checkout's
    `tracksrc/`, not the installed package (a plain `pip install .`
    leaves the checkout first on the path): its grammars and samples,
    which live at the top level, must load all the same. `-S` keeps an
    editable install's import hook out, as after a plain install."""
    environment = {
        **os.environ,
        "PYTHONPATH": sysconfig.get_paths()["purelib"],
        "TRACKSRC_CACHE_DIR": str(tmp_path),
    }
    checkout = str(ROOT / "tracksrc")
    code = (
        "import tracksrc; "
        f"assert tracksrc.__file__.startswith({checkout!r}); "
        "print(len(tracksrc.parse_file('sample_dumps/model.mlir')))"
    )
    loaded = subprocess.run(
        [sys.executable, "-S", "-c", code],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    assert loaded.returncode == 0, loaded.stderr[-2000:]
    shell = subprocess.run(
        [
            sys.executable,
            "-S",
            "-m",
            "tracksrc",
            "demo",
            "-c",
            "print(len(op_index), len(track_op_index))",
        ],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    assert shell.returncode == 0, shell.stderr[-2000:]
    assert shell.stdout.split() == [loaded.stdout.strip(), "36"]
