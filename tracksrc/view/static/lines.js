// A virtualised list of a document's rows: only the rows in view (and a
// few around them) are in the page, fetched from the server by windows and
// coloured with the token spans it sends (its own MLIR lexer). Regions
// fold; rows are marked (the selection, what it became, search hits).

import {get} from "./api.js";
import {clear, codePoints, el, number} from "./dom.js";

const CHUNK = 256;
const KEPT_CHUNKS = 48;
const OVERSCAN = 30;

export class LineView {
  // `layout`: the server's /api/doc answer. `onClick(row, column)` with the
  // column in code points, as the server counts.
  constructor(scroller, layout, classes, onClick) {
    this.scroller = scroller;
    this.layout = layout;
    this.classes = classes;
    this.onClick = onClick;
    this.chunks = new Map();
    this.waiting = new Map();
    this.marks = new Map();
    this.current = -1;
    this.folded = new Set();
    this.foldEnd = new Map();
    for (const [first, last] of layout.folds) {
      this.foldEnd.set(first, Math.max(last, this.foldEnd.get(first) || 0));
    }
    this.rowHeight = 18;
    clear(scroller);
    this.spacer = el("div", {class: "spacer"});
    this.layer = el("div", {class: "rows"});
    scroller.append(this.spacer, this.layer);
    this.layer.addEventListener("click", (event) => this.clicked(event));
    this.scroller.addEventListener("scroll", () => this.render(), {passive: true});
    this.rebuild();
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
    this.rebuild();
  }

  unfoldAround(row) {
    let changed = false;
    for (const first of [...this.folded]) {
      if (first < row && row < this.foldEnd.get(first)) {
        this.folded.delete(first);
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
      const asked = get("/api/lines", {doc: this.layout.doc, start, end: start + CHUNK}).then((window) => {
        this.waiting.delete(index);
        this.chunks.set(index, window);
        while (this.chunks.size > KEPT_CHUNKS) this.chunks.delete(this.chunks.keys().next().value);
        this.render();
        return window;
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

  render() {
    if (!this.order) return;
    const height = this.scroller.clientHeight || 600;
    const first = Math.max(0, Math.floor(this.scroller.scrollTop / this.rowHeight) - OVERSCAN);
    const last = Math.min(this.order.length, Math.ceil((this.scroller.scrollTop + height) / this.rowHeight) + OVERSCAN);
    const rows = [];
    for (let display = first; display < last; display++) rows.push(this.drawRow(this.order[display]));
    this.layer.style.transform = `translateY(${first * this.rowHeight}px)`;
    this.layer.replaceChildren(...rows);
  }

  drawRow(row) {
    const window = this.chunk(Math.floor(row / CHUNK));
    const fold = this.foldEnd.has(row) ? (this.folded.has(row) ? "▸" : "▾") : "";
    const gutter = el("span", {class: "gut"},
      el("span", {class: "fold", raw: fold}),
      el("span", {class: "no", raw: String(this.layout.first_line + row)}));
    const code = el("span", {class: "code"});
    const mark = this.marks.get(row);
    const line = el("div", {class: "row" + (mark ? " " + mark : "") + (row === this.current ? " current" : ""), data: {row}}, gutter, code);
    if (!window) {
      code.append("\u00a0");
      return line;
    }
    const at = row - window.start;
    const text = window.lines[at];
    const tokens = window.tokens[at];
    // (The server made the text's control characters visible already.
    // Token lengths count code points; offsets here are UTF-16 units.)
    let offset = 0;
    for (let index = 0; index < tokens.length && offset < text.length; index += 2) {
      let end = offset;
      for (let count = 0; count < tokens[index] && end < text.length; count++) {
        end += text.codePointAt(end) > 0xffff ? 2 : 1;
      }
      const name = this.classes[tokens[index + 1]];
      code.append(el("span", {class: name ? "t-" + name : "", raw: text.slice(offset, end), data: {c: offset}}));
      offset = end;
    }
    if (offset < text.length) code.append(el("span", {raw: text.slice(offset), data: {c: offset}}));
    const cut = window.cut[row];
    if (cut) code.append(el("span", {class: "cut", raw: ` … (${number(cut)} characters: the rest not shown)`}));
    if (this.folded.has(row)) code.append(el("span", {class: "folded", raw: ` { … ${number(this.foldEnd.get(row) - row - 1)} lines }`}));
    return line;
  }

  clicked(event) {
    const line = event.target.closest(".row");
    if (!line) return;
    const row = Number(line.dataset.row);
    if (event.target.closest(".gut")) {
      if (this.foldEnd.has(row)) this.toggle(row);
      return;
    }
    const window = this.chunks.get(Math.floor(row / CHUNK));
    if (!window) return;
    const text = window.lines[row - window.start];
    let column = text.length;
    const caret = caretAt(event.clientX, event.clientY);
    if (caret && caret.node && line.contains(caret.node)) {
      const span = caret.node.nodeType === Node.TEXT_NODE ? caret.node.parentElement : caret.node;
      if (span && span.dataset && span.dataset.c !== undefined) column = Number(span.dataset.c) + caret.offset;
    }
    this.onClick(row, codePoints(text, Math.min(column, text.length)));
  }
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
