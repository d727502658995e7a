// The panes, side by side: a document (a stage as printed, the whole
// program after a stage, a source file, a code file below MLIR) in a
// virtualised list, or a semantic diff of two stages. A document pane
// marks what the selection became or came from (`setMatches`) and steps
// through it; a code pane, the instructions of the selection's source.

import {get} from "./api.js";
import {clear, el, number} from "./dom.js";
import {LineView} from "./lines.js";
import {docKey, parseKey} from "./state.js";
import {sourceHeat} from "./time.js";

class Pane {
  constructor(app, key) {
    this.app = app;
    this.key = key;
    this.spec = parseKey(key);
    this.head = el("header", {class: "pane-head"});
    this.title = el("div", {class: "pane-title"});
    this.note = el("div", {class: "note", hidden: true});
    this.body = el("div", {class: "scroll", tabindex: "0"});
    this.element = el("section", {class: "pane", data: {key}}, this.head, this.title, this.note, this.body);
    this.element.addEventListener("mousedown", () => app.focusPane(this));
  }

  get run() { return this.spec.run; }
  get stage() { return this.spec.stage ?? null; }
  top() { return 0; }
  setMatches() {}
  clearMatches() {}
  nextMatch() {}

  badge() {
    return el("span", {class: "pane-no", text: String(this.app.panes.indexOf(this) + 1)});
  }

  closer() {
    return el("button", {type: "button", class: "close", title: "close this pane", text: "×", on: {click: () => this.app.closePane(this)}});
  }

  runPicker(onChange) {
    if (this.app.session.runs.length < 2) return null;
    const picker = el("select", {class: "run", title: "the run", on: {change: () => onChange(picker.value)}},
      ...this.app.session.runs.map((run) => el("option", {value: run.run, text: run.run, selected: run.run === this.run})));
    return picker;
  }
}

export class DocPane extends Pane {
  constructor(app, key, top = 0) {
    super(app, key);
    this.initialTop = top;
    this.matches = [];
    this.at = -1;
    this.found = [];
    this.foundAt = -1;
    this.element.classList.add({f: "source", c: "code"}[this.spec.kind] || "ir");
    this.drawHead();
    this.body.addEventListener("lines-failed", (event) => app.setStatus(event.detail, true));
  }

  drawHead() {
    const controls = [];
    if (this.spec.kind === "f") {
      const picker = el("select", {class: "file", title: "the source file", on: {change: () => this.app.replacePane(this, `f.${picker.value}`)}},
        ...this.app.session.sources.map((source) => el("option", {value: source.number, text: source.name, selected: source.number === this.spec.file})));
      controls.push(picker);
    } else if (this.spec.kind === "c") {
      const several = this.app.session.runs.length > 1;
      const picker = el("select", {class: "file", title: "the code file (LLVM IR, assembly) of the run's executable dump folders", on: {change: () => this.app.replacePane(this, picker.value)}},
        ...this.app.session.code.map((item) => {
          const name = item.name.split("/").pop();
          return el("option", {value: item.doc, text: several ? `${item.run}: ${name}` : name, title: item.name, selected: item.doc === this.key});
        }));
      controls.push(picker);
    } else {
      controls.push(this.runPicker((run) => this.app.replacePane(this, docKey(run, this.spec.kind, Math.min(this.stage, this.app.timelines[run].data.stages - 1)))));
      const kind = el("select", {class: "kind", title: "a stage as printed, or the whole program after it", on: {change: () => this.app.replacePane(this, docKey(this.run, kind.value, this.stage))}},
        el("option", {value: "s", text: "print", selected: this.spec.kind === "s"}),
        el("option", {value: "p", text: "program", selected: this.spec.kind === "p"}));
      const stage = el("input", {class: "stage", type: "number", min: "0", value: String(this.stage), title: "the stage (Enter opens it)",
        on: {change: () => this.app.replacePane(this, docKey(this.run, this.spec.kind, Number(stage.value)))}});
      const step = (by) => () => this.app.replacePane(this, docKey(this.run, this.spec.kind, this.app.nextOfScope(this.run, this.stage, by)));
      controls.push(kind,
        el("button", {type: "button", title: "the previous print of this scope (its function, executable, module)", text: "◂", on: {click: step(-1)}}),
        stage,
        el("button", {type: "button", title: "the next print of this scope", text: "▸", on: {click: step(1)}}),
        el("button", {type: "button", class: "diff", title: "the semantic diff with the previous print of this scope (SSA names ignored)", text: "diff", on: {click: () => this.app.openDiff(this)}}));
    }
    this.search = el("input", {class: "search", type: "search", placeholder: "search", title: "search this pane (Enter: next, Shift+Enter: previous)", spellcheck: "false",
      on: {keydown: (event) => { if (event.key === "Enter") { event.preventDefault(); this.find(event.shiftKey ? -1 : 1); } }}});
    this.foundLabel = el("span", {class: "found-count"});
    this.matchLabel = el("span", {class: "match-count", title: "ops of the selection here (n / N step through them)"});
    clear(this.head).append(this.badge(), ...controls.filter(Boolean), this.search, this.foundLabel,
      el("button", {type: "button", title: "previous match (N)", text: "↑", on: {click: () => this.nextMatch(-1)}}),
      this.matchLabel,
      el("button", {type: "button", title: "next match (n)", text: "↓", on: {click: () => this.nextMatch(1)}}),
      this.closer());
  }

  async open() {
    this.layout = await get("/api/doc", {doc: this.key});
    this.title.textContent = "";
    this.title.append(el("span", {text: this.layout.title}), el("span", {class: "dim", text: ` · ${number(this.layout.rows)} lines`}));
    this.lines = new LineView(this.body, this.layout, this.app.session.classes, (row, column, when) => this.app.paneClicked(this, row, column, when));
    if (this.initialTop) this.lines.scrollTo(this.initialTop, false);
    this.element.dataset.rows = String(this.layout.rows);
    if (this.spec.kind === "f" && this.app.session.profile) await this.heat();
    await this.lines.ready();
    this.element.dataset.ready = "1";
    this.structure().catch((error) => this.app.setStatus(error.message, true));
  }

  // Given a profile: the lines of the source ops timed, by their share of
  // the kernel time (run a's).
  async heat() {
    const answer = await get("/api/profile/sources", {file: this.spec.file, run: this.app.session.profile.runs[0]});
    const rows = sourceHeat(answer);
    this.lines.setHeat(rows);
    this.element.dataset.heat = [...rows.keys()].join(" ");
  }

  // Its ops and regions: the server indexes it once it has been shown a
  // moment (not for every stage a scrub passes over).
  async structure() {
    await new Promise((shown) => setTimeout(shown, 250));
    if (!this.app.panes.includes(this)) return;
    const structure = await get("/api/folds", {doc: this.key});
    this.lines.setFolds(structure.folds);
    this.unknown = structure.unknown;
    this.element.dataset.ops = String(structure.ops);
    if (structure.about) this.describeCode(structure.about);
    this.paint();
  }

  // A code file: what it holds in its title; code that carries no location
  // (or could not be read) says so in its note.
  describeCode(about) {
    this.about = about;
    const parts = about.kind === null ? [] : [about.kind, `${number(about.functions)} functions`,
      `${number(about.instructions)} instructions, ${number(about.located)} located`];
    // (its name is the picker's; what it holds first, where a narrow pane shows it)
    if (parts.length) {
      this.title.replaceChildren(el("span", {text: parts.join(" · "), title: this.layout.title}),
        el("span", {class: "dim", text: ` · ${number(this.layout.rows)} lines · ${this.layout.title}`}));
    }
    this.element.dataset.located = String(about.located);
    const why = about.error || (about.instructions && !about.located ? `No instruction of this file carries a source location: ${about.notes.join("; ")}` : "");
    this.standing = why;
    if (why) {
      clear(this.note).append(el("span", {text: why}));
      this.note.hidden = false;
    }
  }

  top() { return this.lines ? this.lines.topRow() : this.initialTop; }

  async find(step) {
    const query = this.search.value;
    if (query !== this.searched) {
      this.searched = query;
      const answer = await get("/api/search", {doc: this.key, q: query});
      this.found = answer.rows;
      this.foundAt = -1;
      this.foundLabel.textContent = query ? `${number(this.found.length)}${answer.more ? "+" : ""} found` : "";
      this.paint();
    }
    if (!this.found.length) return;
    this.foundAt = (this.foundAt + step + this.found.length) % this.found.length;
    this.lines.scrollTo(this.found[this.foundAt]);
    this.paint(this.found[this.foundAt]);
  }

  setMatches(entry, selected, scroll) {
    this.matches = entry.ops;
    this.element.dataset.sel = selected;
    this.element.dataset.marked = this.matches.map((op) => op.id).join("\n");
    this.at = this.matches.length ? 0 : -1;
    this.matchLabel.textContent = this.matches.length ? `1/${number(this.matches.length)}${entry.more ? "+" : ""}` : "0";
    this.note.hidden = !entry.nothing;
    clear(this.note);
    if (entry.nothing) this.note.append(el("span", {text: entry.why ? entry.why : "Nothing of the selection here."}));
    if (entry.instructions !== undefined) this.matchLabel.title = `${number(entry.instructions)} instructions of the selection's source here, in ${number(this.matches.length)} runs of lines (n / N step through them)`;
    this.paint(-1);
    if (scroll && this.matches.length) this.showMatch();
  }

  clearMatches() {
    this.matches = [];
    this.at = -1;
    delete this.element.dataset.sel;
    delete this.element.dataset.marked;
    this.matchLabel.textContent = "";
    this.note.hidden = !this.standing;
    clear(this.note);
    if (this.standing) this.note.append(el("span", {text: this.standing}));
    this.paint(-1);
  }

  sayNearest(answer) {
    if (!answer || this.note.hidden) return;
    if (answer.stage === null) {
      this.note.append(el("span", {text: answer.why ? ` ${answer.why}` : " No stage of this run holds any of it."}));
      return;
    }
    const open = (stage) => el("button", {type: "button", class: "link", text: `open stage ${number(stage)}`, on: {click: () => this.app.replacePane(this, docKey(this.run, "s", stage))}});
    this.note.append(el("span", {text: ` Nearest: the program after stage ${number(answer.stage)} (${answer.label}) holds ${number(answer.count)} op(s) of it${answer.printed_at !== null ? "; stage " + number(answer.printed_at) + " printed them" : ""}. `}),
      open(answer.printed_at ?? answer.stage));
  }

  nextMatch(step) {
    if (!this.matches.length) return;
    this.at = (this.at + step + this.matches.length) % this.matches.length;
    this.matchLabel.textContent = `${this.at + 1}/${number(this.matches.length)}`;
    this.showMatch();
  }

  showMatch() {
    const op = this.matches[this.at];
    this.lines.scrollTo(op.first);
    this.paint(op.first);
  }

  // Marks the rows: unknown locations, search hits, the selection's ops;
  // `current`, the row last stepped to (kept until another is).
  paint(current = this.current ?? -1) {
    this.current = current;
    if (!this.lines) return;
    const marks = new Map();
    for (const row of this.unknown || []) marks.set(row, "unknown");
    for (const row of this.found) marks.set(row, "found");
    const selected = this.app.selectedOp(this);
    for (const op of this.matches) {
      const kind = (selected && op.id === selected ? "sel" : "hit") + (op.fused ? " fused" : "") + (op.added ? " added" : "");
      for (let row = op.first; row <= op.head; row++) marks.set(row, kind + (row === op.first ? " first" : ""));
      if (op.last > op.head) marks.set(op.last, kind + " closing");
    }
    const row = this.app.selectedRow(this);
    if (row >= 0) marks.set(row, "sel first");
    this.lines.setMarks(marks, current);
  }
}

class DiffPane extends Pane {
  constructor(app, key) {
    super(app, key);
    this.element.classList.add("diff-pane");
    const spec = this.spec;
    const first = el("input", {type: "number", min: "0", value: String(spec.first), title: "stage A"});
    const second = el("input", {type: "number", min: "0", value: String(spec.second), title: "stage B"});
    const prints = el("input", {type: "checkbox", checked: spec.prints, title: "compare the two prints, not the whole programs"});
    const reopen = () => app.replacePane(this, `d.${this.run}.${first.value}.${second.value}.${prints.checked ? 1 : 0}`);
    for (const input of [first, second, prints]) input.addEventListener("change", reopen);
    // (No run picker with one run: `append(null)` would show "null".)
    const picker = this.runPicker((run) => app.replacePane(this, `d.${run}.${spec.first}.${spec.second}.${spec.prints ? 1 : 0}`));
    this.head.append(...[this.badge(), el("span", {text: "diff"}), picker,
      first, el("span", {text: "→"}), second, el("label", {}, prints, " prints only"), this.closer()].filter(Boolean));
  }

  get stage() { return this.spec.second; }

  async open() {
    const spec = this.spec;
    const answer = await get("/api/diff", {run: spec.run, first: spec.first, second: spec.second, prints: spec.prints ? 1 : 0});
    this.title.textContent = "";
    this.title.append(el("span", {text: `${answer.prints ? "the prints of" : "the whole program at"} stages ${answer.first} and ${answer.second}, per source location (SSA names play no part): ${number(answer.rows.length)} differ${answer.more ? ` (+${answer.more} more)` : ""}`}));
    const types = (counts) => Object.entries(counts).map(([name, count]) => (count > 1 ? `${name} x${count}` : name)).join(", ") || "-";
    const table = el("table", {class: "diff"},
      el("thead", {}, el("tr", {}, ...["source", "change", `stage ${answer.first}`, `stage ${answer.second}`].map((name) => el("th", {text: name})))),
      el("tbody", {}, ...answer.rows.map((row) => {
        const place = row.source === "unknown" || row.source === "in the dump (no source)" ? null : row.source.split(" at ")[0];
        const source = place ? el("button", {type: "button", class: "link", text: row.source, title: "select the ops from there", on: {click: () => this.app.selectPlace(place)}}) : el("span", {text: row.source});
        return el("tr", {class: row.change}, el("td", {}, source), el("td", {text: row.change}), el("td", {text: types(row.before)}), el("td", {text: types(row.after)}));
      })));
    clear(this.body).append(table);
    this.element.dataset.ready = "1";
    this.element.dataset.rows = String(answer.rows.length);
  }
}

export function makePane(app, key, top) {
  return key.startsWith("d.") ? new DiffPane(app, key) : new DocPane(app, key, top);
}
