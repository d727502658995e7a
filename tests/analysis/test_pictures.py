"""Lineage graphs, the HTML report (loaded in headless Chromium) and the
Model Explorer export, on the generated samples and the real mnist_like
stream."""

from __future__ import annotations

import json
import re
import shutil
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import JAX, MNIST, SAMPLES

import tracksrc
from tracksrc.analysis.lineage_graph import OPS_SHOWN, graph, node_lines
from tracksrc.analysis.model_explorer import choose_function, functions, node_ids, sync_mapping
from tracksrc.cli.main import main
from tracksrc.pipeline.streams.opening import open_pipeline

STREAM = SAMPLES / "model.after_all.mlir"
MODEL133 = SAMPLES / "model133.mlir"
MODEL133_FINAL = SAMPLES / "model133.final.mlir"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_graph_of_one_op_is_a_chain_of_its_changes() -> None:
    pipeline = open_pipeline(STREAM)
    conv = pipeline.stage(0).get_ops_by_name("%3")[0]
    drawn = graph(conv, pipeline)
    expected = tracksrc.lineage(pipeline, conv)
    assert [column.stage for column in drawn.columns] == [row.stage for row in expected.rows]
    for column, row in zip(drawn.columns, expected.rows, strict=True):
        assert len(column.nodes) == 1
        assert sorted(ref.unique_id for ref in column.nodes[0].ops) == sorted(
            ref.unique_id for ref in row.ops
        )
    assert drawn.edges == [("n0_0", "n1_0"), ("n1_0", "n2_0")]
    text = str(drawn).splitlines()
    assert text[0] == "lineage of tosa.conv2d %3 through 7 stages"
    assert text[1] == "stage 0 inline: tosa.conv2d lines 7"
    assert text[2].startswith("└─ stage 1 to-linalg: ")
    assert text[3].startswith("   └─ stage 3 lower-conv: ")


def test_fusion_shows_as_merging_edges() -> None:
    pipeline = open_pipeline(STREAM)
    stage0 = pipeline.stage(0)
    clamp, add = stage0.get_ops_by_name("%7")[0], stage0.get_ops_by_name("%8")[0]
    assert (clamp.op_name, add.op_name) == ("tosa.clamp", "tosa.add")
    drawn = graph([clamp, add], pipeline)
    # fuse-elementwise (stage 4) makes one linalg.generic of both: one node
    # carrying both parts, with an edge from each.
    fused_column = next(c for c in drawn.columns if c.pass_label == "fuse-elementwise")
    both = [n for n in fused_column.nodes if any(r.op_type == "linalg.generic" for r in n.ops)]
    merged = [n for n in both if sum(1 for _, target in drawn.edges if target == n.name) == 2]
    assert len(merged) == 1
    assert "(merged: see above)" in str(drawn)


def test_graph_writes_dot_svg_and_png(tmp_path: Path) -> None:
    pipeline = open_pipeline(STREAM)
    drawn = graph(pipeline.stage(0).get_ops_by_name("%5")[0], pipeline)
    dot = drawn.save(tmp_path / "g.dot").read_text()
    assert dot.startswith("digraph lineage {") and "n0_0 -> n1_0;" in dot
    # tracksrc's own SVG is well-formed, one rect per node.
    root = ET.fromstring(drawn.to_svg())
    rects = root.findall(".//{http://www.w3.org/2000/svg}rect")
    assert len(rects) == len(drawn.nodes())
    # Graphviz renders the DOT (CI installs it).
    assert shutil.which("dot"), "Graphviz's dot is needed: apt-get install graphviz"
    png = drawn.save(tmp_path / "g.png").read_bytes()
    width, height = _png_size(png)
    assert width > 300 and height > 50
    svg = drawn.save(tmp_path / "g.svg").read_text()
    # Graphviz writes the hyphen as an entity.
    assert "<svg" in svg and "stage 3: lower&#45;conv" in svg


def test_graph_on_a_real_iree_stream() -> None:
    pipeline = open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    drawn = graph("mnist_like.mlir:11:10", pipeline)
    rows = tracksrc.lineage(pipeline, "mnist_like.mlir:11:10").rows
    assert [column.stage for column in drawn.columns] == [row.stage for row in rows]
    assert sum(len(c.nodes) for c in drawn.columns) == len(drawn.nodes())
    # Every column after the first is reached by an edge.
    targets = {target for _, target in drawn.edges}
    for column in drawn.columns[1:]:
        assert any(node.name in targets for node in column.nodes)
    ET.fromstring(drawn.to_svg())


def _model_explorer_ids_by_hand(text: str) -> list[tuple[str, str]]:
    """Model Explorer's ids for @main of a printed function, counted from
    the text: each op of the body, then the ops one region down."""
    ops: list[tuple[str, str]] = []
    depth = 0
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("func.func @main"):
            depth = 1
            continue
        if not depth:
            continue
        if stripped.startswith("}") and depth == 1:
            break
        opens = stripped.endswith("{") and not stripped.startswith("^")
        head = stripped.split(" = ", 1)[1] if " = " in stripped else stripped
        name = re.match(r'"?([a-z_][\w.]*)', head)
        is_op = name is not None and ("." in name.group(1) or name.group(1) == "return")
        if is_op and depth in (1, 2):
            ops.append((str(len(ops)), name.group(1)))
        if stripped.startswith("}"):
            depth -= 1
        if opens:
            depth += 1
    return ops


def test_model_explorer_node_ids_follow_its_adapter() -> None:
    pipeline = open_pipeline(STREAM)
    index = pipeline.stage(6)
    main_function = functions(index)["@main"]
    ids = node_ids(index, main_function)
    by_id: dict[str, list[str]] = {}
    for info in main_function.descendants():
        by_id.setdefault(ids[info.position], []).append(info.op_name)
    ours = [(node, names[0]) for node, names in sorted(by_id.items(), key=lambda i: int(i[0]))]
    by_hand = _model_explorer_ids_by_hand(pipeline.stages[6].text())
    assert [name for _, name in ours] == [
        "func.return" if name == "return" else name for _, name in by_hand
    ]
    assert [node for node, _ in ours] == [str(n) for n in range(len(by_hand))]


def test_model_explorer_mapping_follows_tracking(tmp_path: Path) -> None:
    pipeline = open_pipeline(STREAM)
    left, right = pipeline.stage(0), pipeline.stage(6)
    mapping = sync_mapping(left, right)
    assert mapping["type"] == "sync_navigation"
    assert mapping["disableMappingFallback"] is True
    entries = mapping["mappingEntries"]
    left_ids = node_ids(left, functions(left)["@main"])
    right_ids = node_ids(right, functions(right)["@main"])
    # Each left node is in one entry; the entry's right side is exactly
    # what tracking its ops finds.
    seen = [node for entry in entries for node in entry["leftNodeIds"]]
    assert len(seen) == len(set(seen))
    conv = left.get_ops_by_name("%3")[0]
    entry = next(e for e in entries if left_ids[conv.position] in e["leftNodeIds"])
    assert set(entry["rightNodeIds"]) == {
        right_ids[info.position] for info in tracksrc.track(conv, right)
    }
    assert all(isinstance(node, str) for e in entries for node in e["rightNodeIds"])
    # The command writes the same mapping.
    out = tmp_path / "sync.json"
    assert main(["export-model-explorer", "--stream", str(STREAM), "0", "6", "-o", str(out)]) == 0
    assert json.loads(out.read_text()) == mapping


def test_model_explorer_export_names_missing_functions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(
        [
            "export-model-explorer",
            str(MODEL133),
            str(MODEL133_FINAL),
            "--function",
            "nosuch",
            "-o",
            str(tmp_path / "x.json"),
        ]
    )
    assert status == 2
    assert "the first stage has no function @nosuch; it has @block0, @block1" in (
        capsys.readouterr().err
    )
    # The input file is matched to the name the compiler gave it.
    out = tmp_path / "sync.json"
    assert main(["export-model-explorer", str(MODEL133), str(MODEL133_FINAL), "-o", str(out)]) == 0
    assert len(json.loads(out.read_text())["mappingEntries"]) > 20


@pytest.fixture(scope="module")
def report_133(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("report") / "report.html"
    status = main(
        [
            "report",
            str(MODEL133_FINAL),
            "--from",
            str(MODEL133),
            "--type",
            "tosa.conv2d",
            "--reaches",
            "linalg.matmul",
            "-o",
            str(out),
            "--no-cache",
        ]
    )
    assert status == 0
    return out


def test_report_is_self_contained(report_133: Path) -> None:
    text = report_133.read_text()
    for outside in ("http://", "https://", "<script", "<link", "@import", "src="):
        assert outside not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")


@pytest.mark.browser
def test_report_in_headless_chromium(report_133: Path, tmp_path: Path) -> None:
    assert CHROMIUM, "the report test drives Debian's chromium: apt-get install chromium"
    from playwright.sync_api import sync_playwright

    errors: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            headless=True,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(report_133.as_uri())
            rows = page.evaluate(
                """id => [...document.getElementById(id).tBodies[0].rows]
                   .map(r => [...r.cells].map(c => c.textContent))""",
                "classify-tosa.conv2d",
            )
            broken = page.evaluate(
                """() => [...document.querySelectorAll('a[href^="#"]')]
                   .map(a => a.getAttribute('href').slice(1))
                   .filter(id => !document.getElementById(id))"""
            )
            stages = page.evaluate("() => document.getElementById('stages').tBodies[0].rows.length")
            overflowing = page.evaluate(
                """() => [...document.querySelectorAll('.graph svg')]
                   .filter(svg => svg.getBoundingClientRect().width
                                  > svg.parentElement.clientWidth + 1).length"""
            )
            graphs = page.evaluate("() => document.querySelectorAll('.graph svg').length")
            shot = tmp_path / "report.png"
            page.screenshot(path=str(shot), full_page=True)
        finally:
            browser.close()
    assert errors == []
    assert [(row[0], row[1]) for row in rows] == [
        ("does not reach linalg.matmul", "69"),
        ("reaches linalg.matmul", "64"),
    ]
    assert broken == []
    assert stages == 1
    assert graphs > 0 and overflowing == 0  # lineage graphs fit the page width
    width, height = _png_size(shot.read_bytes())
    assert width == 1280 and height > 900


def test_big_nodes_list_their_first_ops_and_count_the_rest() -> None:
    pipeline = open_pipeline(JAX / "mlp.after_all.mlir.xz")
    dot = pipeline.stage(0).get_ops_by_type("stablehlo.dot_general")[0]
    drawn = graph(dot, pipeline)
    big = [node for node in drawn.nodes() if len(node.ops) > OPS_SHOWN]
    assert big, "the JAX lineage has stages with many ops of one source"
    for node in big:
        lines = node_lines(node)
        assert len(lines) == OPS_SHOWN + 2
        assert lines[-1] == f"  ... +{len(node.ops) - OPS_SHOWN} more ops"
    # The SVG links only the ops it lists.
    linked: list[str] = []
    drawn.to_svg(link=lambda ref: linked.append(ref.unique_id) or "#x")
    assert len(linked) == sum(min(len(node.ops), OPS_SHOWN) for node in drawn.nodes())


def test_model_explorer_pairs_a_function_iree_renamed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """After outlining, the input's `@mnist_like` is no function of that
    name: it pairs with the dispatch function its ops went to most, which
    maps more of it than any other dispatch does."""
    from tracksrc.analysis.model_explorer import choose_function

    stream = MNIST / "mnist_like.after_all.mlir.xz"
    pipeline = open_pipeline(stream)
    left = pipeline.stage(0)
    outlined = next(
        stage
        for stage in pipeline.main_stages()
        if stage.label == "iree-flow-outline-dispatch-regions"
    )
    right = outlined.op_index()
    assert "@mnist_like" not in functions(right)
    paired = choose_function(left, right, None)
    assert paired[0] == "@mnist_like" and paired[1] in functions(right)
    sizes = {
        symbol: len(sync_mapping(left, right, f"@mnist_like={symbol}")["mappingEntries"])
        for symbol in functions(right)
    }
    assert sizes[paired[1]] == max(sizes.values()) > 0
    output = tmp_path / "sync.json"
    arguments = ["export-model-explorer", "--stream", str(stream), "0", str(outlined.number)]
    assert main([*arguments, "-o", str(output)]) == 0
    assert f"mapping @mnist_like to {paired[1]}" in capsys.readouterr().err
    assert json.loads(output.read_text()) == sync_mapping(left, right, "=".join(paired))


def test_report_contents_folded_stage_table_and_stage_tooltips(tmp_path: Path) -> None:
    """A table of contents links every section; a stream of 1,783 stages
    folds its stage table so the analyses follow soon, and its line chart
    names each stage's pass on hover."""
    out = tmp_path / "report.html"
    stream = MNIST / "mnist_like.after_all.mlir.xz"
    assert main(["report", str(stream), "--type", "linalg.conv_2d_nchw_fchw", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    headings = re.findall(r'<h2 id="([^"]+)">([^<]+)</h2>', text)
    assert len(headings) == text.count("<h2") == 5
    nav = re.search(r'<nav id="contents">(.*?)</nav>', text)
    assert nav is not None
    assert re.findall(r'<a href="#([^"]+)">([^<]+)</a>', nav.group(1)) == headings
    assert text.index("</nav>") < text.index("<h2")
    folded = re.search(
        r'<details><summary>([^<]+)</summary>(?:<p class="caption">[^<]*</p>)?<table id="stages"',
        text,
    )
    assert folded is not None and "rows)" in folded.group(1)
    pipeline = open_pipeline(stream)
    titles = re.findall(r'class="hover"><title>stage (\d+) ([^:]+):', text)
    assert [int(number) for number, _ in titles] == list(range(len(pipeline)))
    assert [label for _, label in titles] == [stage.label for stage in pipeline.stages]


@pytest.mark.parametrize(
    ("name", "pair"),
    [
        ('@"a=b"', ('@"a=b"', '@"a=b"')),
        ('@"a=b"=@g', ('@"a=b"', "@g")),
        ('g=@"a=b"', ("@g", '@"a=b"')),
        ('@"q\\"=x"=g', ('@"q\\"=x"', "@g")),
    ],
)
def test_model_explorer_function_names_may_hold_an_equals_sign(
    name: str, pair: tuple[str, str]
) -> None:
    # `LEFT=RIGHT` splits at the first `=` outside a quoted symbol.
    text = (
        'func.func @"a=b"() {\n  return loc("m":1:1)\n} loc("m":1:1)\n'
        'func.func @"q\\"=x"() {\n  return loc("m":3:1)\n} loc("m":3:1)\n'
        'func.func @g() {\n  return loc("m":2:1)\n} loc("m":2:1)\n'
    )
    index = tracksrc.parse_text(text, "names.mlir")
    assert choose_function(index, index, name) == pair
