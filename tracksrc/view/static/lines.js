// A virtualised list of a document's rows: only the rows in view (and a
// few around them) are in the page, fetched from the server by windows and
// coloured with the token spans it sends (its own MLIR lexer). Regions
// fold; rows are marked (the selection, what it became, search hits), and,
// given a profile, heated (a source op's share of the kernel time).

import {get} from "./api.js";
import {clear, codePoints, el, number} from "./dom.js";

const CHUNK = 256;
const KEPT_CHUNKS = 48;
const OVERSCAN = 12;
// Row elements kept built (those near the view).
const KEPT_ROWS = 240;
// A row's first characters drawn (the rest when asked).
const SHOWN_CHARACTERS = 600;

export class LineView {
  // `layout`: the server's /api/doc answer. `onClick(row, column, when)` with
  // the column in code points, as the server counts, and the click's time.
  constructor(scroller, layout, classes, onClick) {
    this.scroller = scroller;
    this.layout = layout;
    this.classes = classes;
    this.onClick = onClick;
    this.chunks = new Map();
    this.waiting = new Map();
    this.marks = new Map();
    this.heat = new Map();
    this.current = -1;
    this.built = new Map();
    this.expanded = new Set();
    this.shownFirst = -1;
    this.folded = new Set();
    this.foldEnd = new Map();
    this.rowHeight = 18;
    clear(scroller);
    this.spacer = el("div", {class: "spacer"});
    this.layer = el("div", {class: "rows"});
    scroller.append(this.spacer, this.layer);
    this.layer.addEventListener("click", (event) => this.clicked(event));
    this.scroller.addEventListener("scroll", () => this.render(), {passive: true});
    this.rebuild();
  }

  // The regions that fold (`[first, last]` rows), known once the server has
  // indexed the document.
  setFolds(folds) {
    for (const [first, last] of folds) this.foldEnd.set(first, Math.max(last, this.foldEnd.get(first) || 0));
    for (const first of folds.map(([row]) => row)) this.built.delete(first);
    this.render();
  }

  // Which row each line of the list shows, folds applied.
  rebuild() {
    const rows = this.layout.rows;
    const order = new Int32Array(rows);
    let count = 0;
    for (let row = 0; row < rows; row++) {
      order[count++] = row;
      if (this.folded.has(row)) row = this.foldEnd.get(row) - 1;
    }
    this.order = order.subarray(0, count);
    this.spacer.style.height = `${count * this.rowHeight}px`;
    this.render();
  }

  displayOf(row) {
    let low = 0;
    let high = this.order.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.order[middle] <= row) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  toggle(row) {
    if (this.folded.has(row)) this.folded.delete(row);
    else this.folded.add(row);
    this.built.delete(row);
    this.rebuild();
  }

  unfoldAround(row) {
    let changed = false;
    for (const first of [...this.folded]) {
      if (first < row && row < this.foldEnd.get(first)) {
        this.folded.delete(first);
        this.built.delete(first);
        changed = true;
      }
    }
    if (changed) this.rebuild();
  }

  topRow() {
    return this.order.length ? this.order[Math.min(this.order.length - 1, Math.floor(this.scroller.scrollTop / this.rowHeight))] : 0;
  }

  scrollTo(row, center = true) {
    this.unfoldAround(row);
    const display = this.displayOf(row);
    const offset = center ? Math.max(0, this.scroller.clientHeight / 2 - this.rowHeight) : 0;
    this.scroller.scrollTop = Math.max(0, display * this.rowHeight - offset);
    this.render();
  }

  // Rows heated: row -> {level, title} (the title tells the time).
  setHeat(heat) {
    this.heat = heat;
    this.built.clear();
    this.render();
  }

  setMarks(marks, current = -1) {
    this.marks = marks;
    this.current = current;
    this.render();
  }

  chunk(index) {
    const found = this.chunks.get(index);
    if (found) {
      this.chunks.delete(index);
      this.chunks.set(index, found); // (most recent last)
      return found;
    }
    if (!this.waiting.has(index)) {
      const start = index * CHUNK;
      const asked = get("/api/lines", {doc: this.layout.doc, start, end: start + CHUNK}).then((loaded) => {
        this.waiting.delete(index);
        this.chunks.set(index, loaded);
        while (this.chunks.size > KEPT_CHUNKS) this.chunks.delete(this.chunks.keys().next().value);
        this.render();
        return loaded;
      }, (error) => {
        this.waiting.delete(index);
        this.scroller.dispatchEvent(new CustomEvent("lines-failed", {detail: error.message}));
      });
      this.waiting.set(index, asked);
    }
    return null;
  }

  // Resolves once the rows in view are drawn with their text.
  async ready() {
    this.render();
    while (this.waiting.size) await Promise.all([...this.waiting.values()]);
  }

  // Draws the rows in view: a row's element is built once, when its text
  // has come (kept while near the view); marks only change its classes.
  render() {
    if (!this.order) return;
    const height = this.scroller.clientHeight || 600;
    const first = Math.max(0, Math.floor(this.scroller.scrollTop / this.rowHeight) - OVERSCAN);
    const last = Math.min(this.order.length, Math.ceil((this.scroller.scrollTop + height) / this.rowHeight) + OVERSCAN);
    const rows = [];
    for (let display = first; display < last; display++) {
      const row = this.order[display];
      const line = this.built.get(row) || this.drawRow(row);
      const mark = this.marks.get(row);
      const heat = this.heat.get(row);
      line.className = "row" + (heat ? ` heat heat-${heat.level}` : "") + (mark ? " " + mark : "") + (row === this.current ? " current" : "");
      rows.push(line);
    }
    if (first !== this.shownFirst || rows.length !== this.layer.childElementCount || rows.some((line, at) => this.layer.children[at] !== line)) {
      this.layer.style.transform = `translateY(${first * this.rowHeight}px)`;
      this.layer.replaceChildren(...rows);
      this.shownFirst = first;
    }
    if (this.built.size > KEPT_ROWS) {
      const kept = new Set(rows);
      for (const [row, line] of this.built) if (!kept.has(line)) this.built.delete(row);
    }
  }

  drawRow(row) {
    const loaded = this.chunk(Math.floor(row / CHUNK));
    const fold = this.foldEnd.has(row) ? (this.folded.has(row) ? "▸" : "▾") : "";
    const gutter = el("span", {class: "gut"},
      el("span", {class: "fold", raw: fold}),
      el("span", {class: "no", raw: String(this.layout.first_line + row)}));
    const code = document.createElement("span");
    code.className = "code";
    const heat = this.heat.get(row);
    const line = el("div", {class: "row", data: {row}, title: heat ? heat.title : null}, gutter, code);
    if (!loaded) {
      code.textContent = "\u00a0";
      return line; // (not kept: drawn again when its text comes)
    }
    const at = row - loaded.start;
    const text = loaded.lines[at];
    const tokens = loaded.tokens[at];
    // (The server made the text's control characters visible already.
    // Token lengths count code points; offsets here are UTF-16 units.)
    let offset = 0;
    const shown = this.expanded.has(row) ? text.length : Math.min(text.length, SHOWN_CHARACTERS);
    for (let index = 0; index < tokens.length && offset < shown; index += 2) {
      let end = offset;
      for (let count = 0; count < tokens[index] && end < text.length; count++) {
        end += text.codePointAt(end) > 0xffff ? 2 : 1;
      }
      code.append(span(this.classes[tokens[index + 1]], text.slice(offset, end), offset));
      offset = end;
    }
    if (offset < text.length && this.expanded.has(row)) code.append(span("", text.slice(offset), offset));
    else if (offset < text.length) {
      // (A long line's rest drawn when asked: a row stays a few nodes.)
      code.append(el("span", {class: "more", raw: ` … ${number(text.length - offset)} more characters`, title: "show the whole line"}));
    }
    const cut = loaded.cut[row];
    if (cut) code.append(el("span", {class: "cut", raw: ` … (${number(cut)} characters: the rest not shown)`}));
    if (this.folded.has(row)) code.append(el("span", {class: "folded", raw: ` { … ${number(this.foldEnd.get(row) - row - 1)} lines }`}));
    this.built.set(row, line);
    return line;
  }

  clicked(event) {
    const line = event.target.closest(".row");
    if (!line) return;
    if (String(window.getSelection() || "")) return; // (text being selected, to copy)
    const row = Number(line.dataset.row);
    if (event.target.closest(".gut")) {
      if (this.foldEnd.has(row)) this.toggle(row);
      return;
    }
    if (event.target.closest(".more")) {
      this.expanded.add(row);
      this.built.delete(row);
      this.render();
      return;
    }
    const loaded = this.chunks.get(Math.floor(row / CHUNK));
    if (!loaded) return;
    const text = loaded.lines[row - loaded.start];
    let column = text.length;
    const caret = caretAt(event.clientX, event.clientY);
    if (caret && caret.node && line.contains(caret.node)) {
      const span = caret.node.nodeType === Node.TEXT_NODE ? caret.node.parentElement : caret.node;
      if (span && span.dataset && span.dataset.c !== undefined) column = Number(span.dataset.c) + caret.offset;
    }
    this.onClick(row, codePoints(text, Math.min(column, text.length)), event.timeStamp);
  }
}

function span(name, text, column) {
  const node = document.createElement("span");
  if (name) node.className = "t-" + name;
  node.dataset.c = column;
  node.textContent = text;
  return node;
}

function caretAt(x, y) {
  if (document.caretPositionFromPoint) {
    const position = document.caretPositionFromPoint(x, y);
    return position ? {node: position.offsetNode, offset: position.offset} : null;
  }
  if (document.caretRangeFromPoint) {
    const range = document.caretRangeFromPoint(x, y);
    return range ? {node: range.startContainer, offset: range.startOffset} : null;
  }
  return null;
}
