// The side panel: the story of the selected op (what it is, given a
// profile its time, its lineage with links to the stages, its blame, the
// dispatches computing it with their reproducers; for an instruction of a
// code pane, first its way back through the MLIR files the compiler
// dumped), or the two runs compared.

import {get, link} from "./api.js";
import {clear, el, number} from "./dom.js";

// Op types with counts, most first, at most `limit` (as tables print them).
export function types(counts, limit = 6) {
  const items = Object.entries(counts || {}).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const parts = items.slice(0, limit).map(([name, count]) => (count > 1 ? `${name} x${count}` : name));
  if (items.length > limit) parts.push(`+${items.length - limit} more types`);
  return parts.join(", ") || "-";
}

function stageLink(app, run, stage, text) {
  return el("button", {type: "button", class: "link", text: text ?? `stage ${number(stage)}`, title: "open it in the focused pane", on: {click: () => app.openStage(run, stage)}});
}

function event(app, run, item, what) {
  if (!item) return null;
  const seen = item.seen_at !== item.stage && item.stage >= 0 ? ` (seen at ${item.seen_at})` : "";
  return el("li", {}, `${what} by ${item.pass} `, stageLink(app, run, item.stage >= 0 ? item.stage : item.seen_at), seen, item.types ? `: ${types(item.types)}` : "");
}

function showSelection(panel, selection) {
  const box = el("div", {class: "selected"});
  if (selection.op) {
    const op = selection.op;
    box.append(el("div", {class: "op"}, el("b", {text: op.type}), " ", el("span", {text: op.name || ""}), selection.fused ? el("span", {class: "badge fused", text: "fused"}) : null,
      selection.unknown ? el("span", {class: "badge unknown", text: "loc(unknown)"}) : null),
    el("div", {class: "dim", text: op.id}),
    el("div", {class: "dim", text: `at ${op.dump_file}:${op.dump_line}:${op.dump_column}`}),
    el("div", {class: "loc", text: `location: ${op.location}`}));
    if (selection.unknown) box.append(el("p", {class: "warn", text: "Its location is unknown: nothing else can be found from it."}));
  } else if (selection.instruction) {
    const item = selection.instruction;
    // (an assembler's tabs shown as spaces, as tracksrc instructions lays them out)
    box.append(el("div", {class: "op"}, el("b", {text: item.text.replace(/\t/g, " ")}), el("span", {class: "badge code", text: item.kind})),
      el("div", {class: "dim", text: `at ${item.file}:${item.line}, in ${item.function}`}),
      el("div", {class: "loc", text: item.sources.length ? `source: ${item.sources.join(", ")}` : "no source location"}));
    if (selection.unknown) box.append(el("p", {class: "warn", text: "It carries no source location: nothing else can be found from it."}));
  } else {
    box.append(el("div", {class: "op"}, "source ", el("b", {text: selection.place})));
  }
  clear(panel).append(el("h2", {text: "Selected"}), box);
}

// The story of the selection (shown at once, the rest when it comes); the
// stages where its lineage changes (null: another op was selected since).
export async function loadStory(app, panel, selection, run) {
  showSelection(panel, selection);
  if (selection.unknown && !selection.instruction) return [];
  const story = await get("/api/story", {sel: selection.sel, run});
  if (app.sel !== selection.sel) return null; // (another op was selected meanwhile)
  if (story.instruction) panel.append(...wayBack(story.instruction));
  if (!story.lineage) return [];
  if (story.time) panel.append(...timeOf(story.time, run));
  const lineage = story.lineage;
  const blame = story.blame;
  const failures = (blame.failures || []).filter((failure) => failure.this_source);
  if (failures.length) {
    panel.append(el("h3", {text: "Failed"}), el("ul", {}, ...failures.map((failure) =>
      el("li", {class: "warn"}, `${failure.pass} `, stageLink(app, run, failure.stage), ` on ${failure.scope}`,
        ...(failure.diagnostics || []).slice(0, 3).map((text) => el("div", {class: "diag", text}))))));
  }
  const told = el("ul", {class: "blame"},
    event(app, run, blame.first_changed, "first changed"),
    ...(blame.fused || []).map((item) => event(app, run, item, "fused with other sources")),
    // Gone from the MLIR but not from the code its dump folders hold:
    // serialized into code (the code panes mark it).
    event(app, run, blame.gone, (blame.code || []).length ? "code only (see + code): serialized" : "gone (nothing left)"),
    ...(blame.locations_lost || []).slice(0, 50).map((item) => el("li", {}, `locations lost in ${item.pass} `, stageLink(app, run, item.stage), `: ${number(item.became_unknown)} ops of ${item.scope} became unknown`)));
  panel.append(el("h3", {text: "Blame"}), told.childElementCount ? told : el("p", {class: "dim", text: "never changed"}));
  const rows = lineage.rows;
  const table = el("table", {class: "lineage"},
    el("thead", {}, el("tr", {}, ...["stage", "pass", "ops", "op types"].map((name) => el("th", {text: name})))),
    el("tbody", {}, ...rows.map((row) => el("tr", {data: {stage: row.stage}},
      el("td", {}, stageLink(app, run, row.stage, String(row.stage))), el("td", {text: row.pass}), el("td", {text: number(row.count)}), el("td", {text: types(row.types)})))));
  panel.append(el("h3", {text: `Lineage (run ${run}): ${number(rows.length)} changes${lineage.more ? ` (+${lineage.more})` : ""}`}), table);
  if (story.dispatches.length) {
    panel.append(el("h3", {text: "Dispatches computing it"}), el("ul", {class: "dispatches"}, ...story.dispatches.map((item) =>
      el("li", {}, el("b", {text: item.name}), " ", stageLink(app, run, item.first_stage, `stages ${item.first_stage}`), `-${item.last_stage}`,
        item.merged_into ? el("span", {class: "dim", text: ` merged into ${item.merged_into}`}) : null,
        item.failure ? el("span", {class: "badge unknown", text: "FAILED"}) : null,
        " ", el("a", {class: "download", href: link("/api/extract", {run, dispatch: item.name}), download: "", text: "reproducer", title: "the module tracksrc extract writes for this dispatch"})))));
  }
  return rows.map((row) => row.stage);
}

// An instruction's way back (`tracksrc instructions --at FILE:LINE`): per
// frame of its location (then each call site it was inlined at), every
// file it passes through and the op printed there.
function wayBack(answer) {
  const chains = answer.hops.map((chain, at) => el("li", {}, el("div", {class: "dim", text: at ? `inlined at (call site ${at}):` : "location:"}),
    el("table", {class: "hops"}, el("tbody", {}, ...chain.map((hop) => el("tr", {}, el("td", {class: "where", text: hop.where}), el("td", {class: "loc", text: hop.op})))))));
  const notes = answer.notes.map((note) => el("li", {class: "dim", text: note}));
  return [el("h3", {text: "Way back to the source"}),
    chains.length ? el("ul", {class: "way-back"}, ...chains) : el("p", {class: "dim", text: "no location: no way back"}),
    notes.length ? el("ul", {class: "notes"}, ...notes) : null].filter(Boolean);
}

// Given a profile: the time of the source ops the selection comes from and
// of the dispatches computing it (texts the server made, one line each).
function timeOf(time, run) {
  const items = [
    ...time.sources.map((lines) => el("li", {class: "source"}, el("span", {text: lines[0]}), ...lines.slice(1).map((line) => el("div", {class: "dim", text: line})))),
    ...time.dispatches.map((line) => el("li", {class: "dispatch", text: line})),
    ...time.not_run.map((name) => el("li", {class: "dim", text: `${name}: not in the profile`})),
    ...Object.entries(time.elsewhere).flatMap(([other, lines]) => lines.map((line) => el("li", {class: "elsewhere", data: {run: other}, text: `run ${other}: ${line}`}))),
  ];
  return [el("h3", {text: `Time (run ${run})`}),
    items.length ? el("ul", {class: "time"}, ...items) : el("p", {class: "dim", text: "no source op of it ran in a dispatch of the profile"})];
}

export async function loadComparison(app, panel, chosen) {
  const answer = await get("/api/compare");
  const differing = answer.ops.filter((op) => !op.same);
  const passes = answer.passes;
  clear(panel).append(el("h2", {text: "Two runs compared"}),
    el("p", {class: "dim", text: `${number(answer.ops.length)} source ops compared: ${number(differing.length)} lowered differently; passes ${number(passes.aligned)} aligned, ${number(passes.only_in_a.length)} only in a, ${number(passes.only_in_b.length)} only in b`}));
  const table = el("table", {class: "compare"},
    el("thead", {}, el("tr", {}, ...["source", "op type", "parts at", "a", "b", "only in a", "only in b"].map((name) => el("th", {text: name})))),
    el("tbody", {}, ...differing.map((op) => el("tr", {class: op.source === chosen ? "chosen" : "", data: {source: op.source}, on: {click: () => app.chooseCompared(op)}},
      el("td", {text: op.source}), el("td", {text: op.op_type}), el("td", {text: op.diverges_at ? op.diverges_at.pass : "-"}),
      el("td", {text: op.diverges_at ? op.diverges_at.a_stage : "-"}), el("td", {text: op.diverges_at ? op.diverges_at.b_stage : "-"}),
      el("td", {text: (op.only_a || []).slice(0, 4).join(", ")}), el("td", {text: (op.only_b || []).slice(0, 4).join(", ")})))));
  // (The chosen op's two paths above the table, where they are seen.)
  const paths = el("div", {class: "paths"});
  panel.append(paths, table);
  return {answer, paths};
}

export async function showPaths(app, box, op) {
  const both = await get("/api/paths", {sel: `loc!${op.source}`});
  const parting = op.diverges_at || {};
  // In each run the row in force at its parting stage (the last change at
  // or before it) is marked.
  const column = (run, stage) => {
    const rows = both[run]?.rows || [];
    const marked = rows.filter((row) => row.stage <= stage).pop();
    return el("div", {class: "path"}, el("h3", {text: `run ${run}`}),
      el("table", {class: "lineage"}, el("tbody", {}, ...rows.map((row) =>
        el("tr", {class: row === marked ? "parting" : ""}, el("td", {}, stageLink(app, run, row.stage, String(row.stage))), el("td", {text: row.pass}), el("td", {text: types(row.types, 3)}))))));
  };
  clear(box).append(el("h3", {text: `${op.source}: both lowering paths${parting.pass ? `, parting at ${parting.pass}` : ""}`}),
    el("div", {class: "columns"}, column("a", parting.a_stage), column("b", parting.b_stage)));
  for (const row of box.querySelectorAll(".path tbody")) {
    // (each path scrolled to where the runs part)
    const parting = row.querySelector("tr.parting");
    if (parting) row.parentElement.parentElement.scrollTop = Math.max(0, parting.offsetTop - 40);
  }
  return {a: (both.a?.rows || []).map((row) => row.stage), b: (both.b?.rows || []).map((row) => row.stage)};
}
