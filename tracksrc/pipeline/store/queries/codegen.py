"""`codegen_facts(pipeline)`: per dispatch, the code generation decisions
its stages print — why a dispatch may be slow, read from the IR.

A dispatch's stages (`QueryStore.dispatch_stages`: those whose pass ran on
it) are read in order. The first that prints its function with a
`translation_info` is where strategy selection set the pipeline, workgroup
and subgroup sizes and the ops' `lowering_config`s (tile sizes per level,
the MMA intrinsic; read by `tracksrc.reading.codegen_attributes`). A later
print before vectorization that configures the same ops otherwise is
the configuration code generation used (a substituted executable,
`--iree-hal-substitute-executable-configuration`, replaces the one
selected first: `changed` says so). Whether it was vectorized is
read from its stages' text: the first stage holding `vector` dialect ops
after configuration, and the pass
that made them (named through `attribution`, as every query names passes). A
dispatch never configured in the stream (a stream cut before code
generation, a target that prints none) has no facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tracksrc.pipeline.dispatches.compute_ops import is_helper_type
from tracksrc.pipeline.store.kept import kept_answer
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.attributes import head_attributes, op_attributes
from tracksrc.reading.codegen_attributes import (
    config_entries,
    mma_intrinsics,
    translation_info,
)
from tracksrc.reading.op_syntax import defined_symbol, own_text

_MARK = "translation_info"
_CONFIG = "lowering_config"
_MARK_BYTES = _MARK.encode()
_CONFIG_BYTES = b"lowering_config"
# An op of the vector dialect, where a statement starts (`vector<4xf32>`
# is a type, `#vector.kind<add>` an attribute: neither is one).
_VECTOR_OP = re.compile(rb"(?m)^[ \t]*(?:%[^=\n]*= )?vector\.\w")
# A configuration attribute's text up to its line's end (values nest `<>`:
# the rest of the line holds them whole).
_CONFIG_TEXT = re.compile(rb"#[\w.]+\.(?:lowering_config|translation_info)<[^\n]*")


@dataclass
class CodegenFacts:
    """What one dispatch's stages say of its code generation (see the
    module docstring): read at `stage`, selected by the pass `pass_label`.
    `configs` are (op type, entries) of each op with a `lowering_config`,
    the ops that compute first."""

    dispatch: str
    stage: int
    pass_label: str
    pipeline: str = ""
    workgroup_size: list[int] | None = None
    subgroup_size: int | None = None
    options: str = ""
    configs: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    mma: list[str] = field(default_factory=list)
    vectorized_at: int | None = None
    vectorized_by: str = ""
    # Whether stages after the configured one were printed (so that not
    # vectorized means it, rather than "not printed").
    followed: bool = False
    # Whether the configuration in force (read at `stage`) differs from
    # the one first selected: something replaced it between (a
    # substituted executable).
    changed: bool = False
    # The stage where the configuration was selected (by `pass_label`).
    selected_at: int = -1

    @property
    def vectorized(self) -> bool | None:
        """True or False as the stages say; None when no stage after the
        configured one was printed."""
        if self.vectorized_at is not None:
            return True
        return False if self.followed else None

    def brief(self) -> str:
        """The facts in one line: pipeline, sizes, tiles, intrinsic,
        vectorization."""
        parts = [self.pipeline or "(no pipeline named)"]
        if self.workgroup_size:
            parts.append(f"workgroup {list(self.workgroup_size)}")
        if self.subgroup_size:
            parts.append(f"subgroup {self.subgroup_size}")
        for op_type, entries in self.configs[:1]:
            tiles = ", ".join(
                f"{name} {value}" for name, value in entries.items() if name != "mma_kind"
            )
            parts.append(f"{op_type}: {tiles}" if tiles else op_type)
        if len(self.configs) > 1:
            parts.append(f"+{len(self.configs) - 1} more configured ops")
        if self.mma:
            parts.append("MMA " + ", ".join(self.mma))
        vectorized = self.vectorized
        if self.changed:
            parts.insert(0, "(configuration replaced after selection)")
        parts.append(
            f"vectorized by {self.vectorized_by}"
            if vectorized
            else "not vectorized"
            if vectorized is False
            else "vectorization not printed"
        )
        return "; ".join(parts)

    @classmethod
    def from_json_data(cls, data: dict[str, Any]) -> CodegenFacts:
        """Facts from `json_data` (KeyError, TypeError or ValueError when
        they are not)."""
        workgroup = data["workgroup_size"]
        subgroup = data["subgroup_size"]
        vectorized_at = data["vectorized_at"]
        facts = cls(
            str(data["dispatch"]),
            int(data["read_at"]),
            str(data["selected_by"]),
            str(data["pipeline"]),
            None if workgroup is None else [int(n) for n in workgroup],
            None if subgroup is None else int(subgroup),
            str(data["pipeline_options"]),
            [
                (str(item["op"]), {str(k): str(v) for k, v in item["config"].items()})
                for item in data["lowering_configs"]
            ],
            [str(name) for name in data["mma_intrinsics"]],
            None if vectorized_at is None else int(vectorized_at),
            str(data["vectorized_by"]),
            data["vectorized"] is not None,
            bool(data["replaced_after_selection"]),
            int(data["selected_at"]),
        )
        return facts

    def json_data(self) -> dict[str, Any]:
        """The facts as plain data."""
        return {
            "dispatch": self.dispatch,
            "selected_at": self.selected_at,
            "selected_by": self.pass_label,
            "read_at": self.stage,
            "replaced_after_selection": self.changed,
            "pipeline": self.pipeline,
            "workgroup_size": self.workgroup_size,
            "subgroup_size": self.subgroup_size,
            "pipeline_options": self.options,
            "lowering_configs": [
                {"op": op_type, "config": entries} for op_type, entries in self.configs
            ],
            "mma_intrinsics": self.mma,
            "vectorized": self.vectorized,
            "vectorized_at": self.vectorized_at,
            "vectorized_by": self.vectorized_by,
        }


def codegen_facts(pipeline: Pipeline) -> dict[str, CodegenFacts]:
    """Per dispatch name (as `dispatches` names them), its codegen facts;
    dispatches never configured in the stream are left out. Worked out
    once and kept in the stream's store (`tracksrc.pipeline.store.kept`):
    a second ask, or one after `tracksrc index`, reads them back."""
    stages = len(pipeline.stages)

    def read(kept: list[dict[str, Any]]) -> dict[str, CodegenFacts]:
        found = [CodegenFacts.from_json_data(item) for item in kept]
        for facts in found:
            numbers = (facts.stage, facts.selected_at, facts.vectorized_at or 0)
            if not all(0 <= number < stages for number in numbers):
                raise ValueError(f"a stage of {facts.dispatch} out of range")
        return {facts.dispatch: facts for facts in found}

    return kept_answer(
        pipeline,
        "codegen facts",
        lambda: _work_out(pipeline),
        lambda found: [facts.json_data() for facts in found.values()],
        read,
    )


def _work_out(pipeline: Pipeline) -> dict[str, CodegenFacts]:
    """`codegen_facts`, from the stages."""
    store = query_store_of(pipeline)
    names = {item.name: item.names for item in store.dispatches()}
    found: dict[str, CodegenFacts] = {}
    for name, numbers in store.dispatch_stages().items():
        stages = [pipeline.stages[number] for number in numbers]
        symbols = names.get(name, [name])
        answer = _in_force(stages, name, symbols)
        if answer is None:
            continue
        selected, facts, vectorized = answer
        facts.selected_at = selected
        facts.pass_label = store.culprit_label(selected)
        if vectorized is not None:
            facts.vectorized_at = vectorized
            facts.vectorized_by = store.culprit_label(vectorized)
        found[name] = facts
    return found


def _in_force(
    stages: list[Stage], name: str, symbols: list[str]
) -> tuple[int, CodegenFacts, int | None] | None:
    """The stage where a dispatch's configuration was selected, the facts
    code generation used, and the first stage holding `vector` ops after
    selection (None: none). The facts are the selection's unless a later
    print, before vectorization, configures the same ops otherwise (the
    same op types configured: code generation has not yet rewritten them):
    something replaced the configuration between (a substituted
    executable), and those are the facts in force, `changed`. A print
    whose configuration texts are those of the last one read is not read
    again (most of them, between selection and vectorization); once code
    generation has rewritten the configured ops, none is."""
    selected: CodegenFacts | None = None
    chosen: CodegenFacts | None = None
    seen: frozenset[bytes] | None = None
    looking = True
    for stage in stages:
        data = stage.data()
        if selected is not None and _VECTOR_OP.search(data):
            assert chosen is not None
            return selected.stage, chosen, stage.number
        if not looking:
            continue
        if _MARK_BYTES not in data or (selected is not None and _CONFIG_BYTES not in data):
            continue
        printed = _config_texts(data)
        if selected is not None and printed == seen:
            continue
        facts = _configured(stage, name, symbols)
        if facts is None:
            continue
        seen = printed
        if selected is None:
            selected = chosen = facts
            chosen.followed = stage is not stages[-1]
        elif [op for op, _ in facts.configs] != [op for op, _ in selected.configs]:
            looking = False  # (rewritten by code generation: nothing replaced)
        elif (facts.pipeline, facts.configs) != (selected.pipeline, selected.configs):
            facts.changed = facts.followed = True
            chosen = facts
            looking = False
    if selected is None or chosen is None:
        return None
    return selected.stage, chosen, None


def _config_texts(data: bytes) -> frozenset[bytes]:
    """The configuration attributes a print holds, as printed (inline or
    as alias definitions): what tells two prints' configurations apart
    without parsing them."""
    return frozenset(match.group() for match in _CONFIG_TEXT.finditer(data))


def _configured(stage: Stage, name: str, symbols: list[str]) -> CodegenFacts | None:
    """The facts `stage` prints of the function of one of `symbols` (the
    names the dispatch had), or None when it prints none configured."""
    parsed = stage.parse()
    wanted = {symbol if symbol.startswith("@") else "@" + symbol for symbol in symbols}
    for op in parsed.walk():
        if not op.regions or defined_symbol(op) not in wanted:
            continue
        info = translation_info(head_attributes(op, parsed).get(_MARK, ""))
        if info is None:
            continue
        facts = CodegenFacts(
            name,
            stage.number,
            "",
            info.pipeline,
            list(info.workgroup_size) if info.workgroup_size is not None else None,
            info.subgroup_size,
            info.options,
        )
        mma = mma_intrinsics(info.text)
        for inner in op.walk():
            # (Its own text first: reading every op's attributes costs.)
            if inner is op or _CONFIG not in own_text(inner):
                continue
            config = op_attributes(inner, parsed).get("lowering_config")
            if config:
                facts.configs.append((inner.op_name, config_entries(config)))
                mma += mma_intrinsics(config)
        facts.mma = list(dict.fromkeys(mma))
        # The ops that compute first, their helpers' (a fill's) after.
        facts.configs.sort(key=lambda config: is_helper_type(config[0]))
        return facts
    return None
