// tracksrc view: the page's controller. It reads the view's state from
// the URL, draws the timeline(s), opens the panes, and keeps them in sync:
// clicking an op selects it, every pane marks what it became or came from
// (the server answers with `track`), the side panel tells its story.

import {get} from "./api.js";
import {el} from "./dom.js";
import {numericsOf} from "./numerics.js";
import {DocPane, makePane} from "./panes.js";
import {docKey, readState, writeState} from "./state.js";
import {loadComparison, loadStory, showPaths} from "./story.js";
import {changesStrip, timeOf} from "./time.js";
import {Timeline} from "./timeline.js";

class View {
  constructor() {
    this.panes = [];
    this.focus = 0;
    this.sel = null;
    this.selection = null;
    this.lineage = [];
    this.timelines = {};
    this.syncs = 0;
    this.status = document.getElementById("status");
    this.panesBox = document.getElementById("panes");
    this.side = document.getElementById("side");
  }

  setStatus(text, error = false) {
    this.status.textContent = text;
    this.status.classList.toggle("error", error);
  }

  async start() {
    const state = readState();
    this.session = await get("/api/session");
    const strips = document.getElementById("timeline");
    const runs = await Promise.all(this.session.runs.map((run) => get("/api/timeline", {run: run.run})));
    // Given the traces (`--traces`): each run's dispatches marked by verdict.
    const report = this.session.numerics ? await get("/api/numerics") : null;
    const marks = report ? await Promise.all(this.session.runs.map((run) => get("/api/numerics/stages", {run: run.run}))) : [];
    // Given profiles (`--profile`): each run's dispatches by their share of the time.
    const profile = this.session.profile;
    const times = await Promise.all(this.session.runs.map((run) => (profile && profile.runs.includes(run.run) ? get("/api/profile/stages", {run: run.run}) : null)));
    this.session.runs.forEach((run, at) => {
      const numerics = report ? numericsOf(report, marks[at], runs[at].stages) : null;
      const time = times[at] ? timeOf(times[at], runs[at].stages) : null;
      this.timelines[run.run] = new Timeline(strips, run.run, run.name, runs[at], (letter, stage) => this.openStage(letter, stage), numerics, time);
    });
    document.getElementById("numerics-legend").hidden = !report;
    document.getElementById("time-legend").hidden = !profile;
    if (profile && profile.changes) strips.append(changesStrip(await get("/api/profile/changes"), (place) => this.selectPlace(place)));
    Object.values(this.timelines).forEach((timeline) => timeline.draw());
    document.documentElement.dataset.painted = String(performance.now());
    document.title = `tracksrc view: ${this.session.runs.map((run) => run.name).join(" vs ")}`;
    this.wire();
    if (state.bad.length) this.setStatus(`left out of the URL, not panes: ${state.bad.join(", ")}`, true);
    if (!state.panes.length) state.panes.push({key: docKey("a", "s", 0), top: 0});
    this.focus = state.focus;
    this.panel = state.side;
    await Promise.all(state.panes.map((pane) => this.addPane(pane.key, pane.top, false)));
    this.focusPane(this.panes[Math.min(this.focus, this.panes.length - 1)], false);
    document.getElementById("filter").value = state.filter;
    this.filter(state.filter);
    if (state.side === "compare" && this.session.runs.length > 1) await this.showCompare(state.cmp);
    if (state.sel) await this.select({sel: state.sel}, null);
    this.changed();
    document.documentElement.dataset.ready = "1";
  }

  wire() {
    const filter = document.getElementById("filter");
    filter.addEventListener("input", () => { this.filter(filter.value); this.changed(); });
    filter.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      const pane = this.focused();
      const run = pane && pane.run ? pane.run : "a";
      const next = this.timelines[run].nextFiltered(pane && pane.stage !== null ? pane.stage : -1);
      if (next !== null) this.openStage(run, next);
    });
    document.getElementById("add-pane").addEventListener("click", () => {
      const pane = this.focused();
      const key = pane && pane.stage !== null && pane.spec.kind !== "d" ? docKey(pane.run, "s", pane.stage) : docKey("a", "s", 0);
      this.addPane(key, 0, true);
    });
    const source = document.getElementById("add-source");
    source.hidden = !this.session.sources.length;
    source.addEventListener("click", () => this.addPane("f.0", 0, true));
    // The code of the focused pane's run (its last file: the machine code).
    const code = document.getElementById("add-code");
    code.hidden = !this.session.code.length;
    code.addEventListener("click", () => {
      const pane = this.focused();
      const mine = this.session.code.filter((item) => item.run === ((pane && pane.run) || "a"));
      const files = mine.length ? mine : this.session.code;
      this.addPane(files[files.length - 1].doc, 0, true);
    });
    const compare = document.getElementById("compare");
    compare.hidden = this.session.runs.length < 2;
    compare.addEventListener("click", () => (this.panel === "compare" ? this.showStory() : this.showCompare(null)));
    document.getElementById("copy-link").addEventListener("click", () => this.copyLink());
    document.addEventListener("keydown", (event) => this.key(event));
  }

  async filter(pattern) {
    this.filtering = pattern;
    const counts = await Promise.all(Object.values(this.timelines).map((timeline) => timeline.setFilter(pattern)));
    if (this.filtering !== pattern) return;  // (typed on meanwhile: that answer shows)
    const found = counts.filter((count) => count !== null);
    document.getElementById("filter-count").textContent = found.length ? `${found.reduce((a, b) => a + b, 0).toLocaleString("en-US")} stages` : "";
  }

  focused() {
    return this.panes[this.focus] || null;
  }

  focusPane(pane, write = true) {
    if (!pane) return;
    this.focus = this.panes.indexOf(pane);
    for (const each of this.panes) each.element.classList.toggle("focused", each === pane);
    this.cursors();
    if (write) this.changed();
  }

  async addPane(key, top = 0, write = true, at = this.panes.length) {
    const pane = makePane(this, key, top);
    this.panes.splice(at, 0, pane);
    this.layout();
    try {
      await pane.open();
    } catch (error) {
      pane.title.textContent = "";
      pane.title.append(el("span", {class: "error", text: error.message}));
      pane.element.dataset.error = error.message;
      this.setStatus(error.message, true);
    }
    if (this.sel && pane instanceof DocPane && pane.layout) {
      try {
        await this.syncPanes([pane], null);
      } catch (error) {
        this.setStatus(error.message, true);
      }
    }
    if (write) { this.focusPane(pane); }
    this.cursors();
    return pane;
  }

  layout() {
    this.panesBox.replaceChildren(...this.panes.map((pane) => pane.element));
    this.panes.forEach((pane, at) => {
      const badge = pane.head.querySelector(".pane-no");
      if (badge) badge.textContent = String(at + 1);
    });
  }

  async replacePane(pane, key) {
    const at = this.panes.indexOf(pane);
    if (at < 0) return;
    this.panes.splice(at, 1);
    const added = await this.addPane(key, 0, false, at);
    this.focusPane(added);
  }

  closePane(pane) {
    const at = this.panes.indexOf(pane);
    if (at < 0) return;
    this.panes.splice(at, 1);
    this.focus = Math.min(this.focus, Math.max(0, this.panes.length - 1));
    this.layout();
    this.focusPane(this.panes[this.focus]);
  }

  openStage(run, stage) {
    const pane = this.focused();
    const kind = pane && pane.spec.kind === "p" ? "p" : "s";
    const key = docKey(run, kind, stage);
    if (!pane) return this.addPane(key, 0, true);
    if (pane.key === key) return pane;
    if (pane.spec.kind === "f" || pane.spec.kind === "c" || pane.spec.kind === "d") return this.addPane(key, 0, true);
    return this.replacePane(pane, key);
  }

  // The stage before (`by` -1) or after (+1) `stage` that prints the same
  // scope (op and symbol); the next stage when it has none.
  nextOfScope(run, stage, by) {
    const data = this.timelines[run].data;
    const scope = data.scope[stage];
    if (data.scopes[scope]) {
      for (let at = stage + by; at >= 0 && at < data.stages; at += by) if (data.scope[at] === scope) return at;
    }
    return Math.min(Math.max(0, stage + by), data.stages - 1);
  }

  openDiff(pane) {
    const timeline = this.timelines[pane.run].data;
    const stage = pane.stage;
    const since = timeline.since[stage];
    const prints = pane.spec.kind === "s";
    const first = prints && since >= 0 ? since : Math.max(0, stage - 1);
    this.addPane(`d.${pane.run}.${first}.${stage}.${prints ? 1 : 0}`, 0, true, this.panes.indexOf(pane) + 1);
  }

  cursors() {
    for (const [run, timeline] of Object.entries(this.timelines)) {
      timeline.setCursors(this.panes.flatMap((pane, at) => (pane.run === run && pane.stage !== null ? [{pane: at + 1, stage: pane.stage, focused: at === this.focus}] : [])));
    }
  }

  selectedOp(pane) {
    return this.selection && this.selection.doc === pane.key && this.selection.op ? this.selection.op.id : null;
  }

  // The row of the selected instruction, in its code pane (else -1).
  selectedRow(pane) {
    return this.selection && this.selection.doc === pane.key && this.selection.instruction ? this.selection.instruction.line - 1 : -1;
  }

  docPanes() {
    return this.panes.filter((pane) => pane instanceof DocPane && pane.layout);
  }

  async paneClicked(pane, row, column, when) {
    await this.select({at: `${pane.key}:${row}:${column}`}, pane, when);
  }

  selectPlace(place) {
    return this.select({sel: `loc!${place}`}, null);
  }

  // Select (`sel`, or `at`: a click) and mark what every pane holds of it.
  // `when`: the time of the click (how long it took to see is measured
  // from it to the frame that shows the marks: `body[data-sync-ms]`).
  async select(what, clicked, when = performance.now()) {
    const panes = this.docPanes();
    let answer;
    try {
      answer = await get("/api/sync", {...what, docs: panes.map((pane) => pane.key).join(",")});
    } catch (error) {
      this.setStatus(error.message, true);
      return;
    }
    this.sel = answer.selection.sel;
    this.selection = answer.selection;
    this.apply(answer, panes, clicked);
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    this.syncs += 1;
    document.body.dataset.syncMs = String(Math.round(performance.now() - when));
    document.body.dataset.sync = String(this.syncs);
    this.setStatus("");
    this.changed();
    if (this.panel !== "compare") await this.showStory();
  }

  apply(answer, panes, clicked) {
    const byDoc = new Map(answer.panes.map((entry) => [entry.doc, entry]));
    for (const pane of panes) {
      const entry = byDoc.get(pane.key);
      if (!entry) continue;
      pane.setMatches(entry, this.sel, pane !== clicked);
      if (entry.nothing && pane.stage !== null && !answer.selection.unknown) {
        get("/api/nearest", {doc: pane.key, sel: this.sel}).then((near) => pane.sayNearest(near), () => {});
      }
    }
  }

  async syncPanes(panes, clicked) {
    const answer = await get("/api/sync", {sel: this.sel, docs: panes.map((pane) => pane.key).join(",")});
    this.apply(answer, panes, clicked);
  }

  async showStory() {
    this.panel = "story";
    this.side.classList.remove("wide");
    this.changed();
    if (!this.sel) {
      this.side.replaceChildren(el("p", {class: "dim", text: "Click an op in a pane: every pane marks what it became or came from, and its story shows here. In a code pane (+ code), click an instruction: its way back to the source."}));
      return;
    }
    const pane = this.focused();
    const run = this.selection && this.selection.doc ? this.selection.doc[0] : (pane && pane.run) || "a";
    try {
      const lineage = await loadStory(this, this.side, this.selection, run);
      if (lineage === null) return;
      this.lineage = lineage;
      this.timelines[run]?.setLineage(this.lineage);
    } catch (error) {
      this.side.append(el("p", {class: "error", text: error.message}));
      this.timelines[run]?.setLineage([]);
    }
    this.side.dataset.story = this.sel;
  }

  async showCompare(chosen) {
    this.panel = "compare";
    this.side.classList.add("wide");
    this.cmp = chosen;
    this.changed();
    try {
      const {answer, paths} = await loadComparison(this, this.side, chosen);
      this.paths = paths;
      const op = answer.ops.find((item) => item.source === chosen);
      if (op) this.markPaths(await showPaths(this, paths, op));
      this.side.dataset.compare = String(answer.ops.length);
    } catch (error) {
      this.side.replaceChildren(el("p", {class: "error", text: error.message}));
    }
  }

  // A differing op of the comparison: both paths side by side, and each
  // run's pane opened at its parting stage, the op selected.
  async chooseCompared(op) {
    this.cmp = op.source;
    for (const row of this.side.querySelectorAll("tr[data-source]")) row.classList.toggle("chosen", row.dataset.source === op.source);
    this.markPaths(await showPaths(this, this.paths, op));
    const part = op.diverges_at;
    if (part) {
      const keys = [docKey("a", "s", Math.max(0, part.a_stage)), docKey("b", "s", Math.max(0, part.b_stage))];
      const kept = this.panes.filter((pane) => !(pane instanceof DocPane) || pane.spec.kind === "f");
      this.panes = kept;
      this.layout();
      for (const key of keys) await this.addPane(key, 0, false);
      this.focusPane(this.panes[this.panes.length - 2]);
    }
    await this.select({sel: `loc!${op.source}`}, null);
  }

  markPaths(stages) {
    for (const [run, marked] of Object.entries(stages)) this.timelines[run]?.setLineage(marked);
  }

  changed() {
    writeState({
      panes: this.panes.map((pane) => ({key: pane.key, top: pane.top()})),
      focus: this.focus,
      sel: this.sel,
      filter: document.getElementById("filter").value,
      side: this.panel,
      cmp: this.panel === "compare" ? this.cmp : null,
    });
  }

  copyLink() {
    this.changed();
    const address = `${location.origin}/${location.hash}`;
    const done = () => this.setStatus(`link copied: ${address}`);
    if (navigator.clipboard) navigator.clipboard.writeText(address).then(done, () => this.setStatus(address));
    else this.setStatus(address);
  }

  // Keyboard: n/N next and previous match in the focused pane; ] and [ the
  // next and previous stage where the selection's lineage changes; / the
  // pane's search; Escape forgets the selection.
  key(event) {
    const target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
    const pane = this.focused();
    if (event.key === "n" || event.key === "N") {
      if (pane) pane.nextMatch(event.key === "n" ? 1 : -1);
    } else if ((event.key === "]" || event.key === "[") && pane && pane.stage !== null && this.lineage.length) {
      const stage = pane.stage;
      const next = event.key === "]" ? this.lineage.find((at) => at > stage) : [...this.lineage].reverse().find((at) => at < stage);
      if (next !== undefined) this.openStage(pane.run || "a", next);
    } else if (event.key === "/" && pane && pane.search) {
      event.preventDefault();
      pane.search.focus();
    } else if (event.key === "Escape") {
      this.sel = null;
      this.selection = null;
      for (const each of this.panes) each.clearMatches();
      Object.values(this.timelines).forEach((timeline) => timeline.setLineage([]));
      this.lineage = [];
      this.showStory();
    } else {
      return;
    }
    event.preventDefault();
  }
}

const view = new View();
// A pane scrolled: its place goes into the URL once it rests.
document.addEventListener("scroll", (event) => {
  if (event.target && event.target.classList && event.target.classList.contains("scroll")) {
    clearTimeout(view.scrolled);
    view.scrolled = setTimeout(() => view.changed(), 300);
  }
}, {capture: true, passive: true});
view.start().catch((error) => view.setStatus(error.message, true));
