// The pass timeline: every stage of a run on one strip (a canvas), readable
// at 40,000 stages: per pixel column the largest program, the ops added
// and removed, locations lost, seconds; failed stages in red, nested
// compiles shaded; how deep each stage's pass is nested in others (a
// lane of stacked lines: one per wrapper around it); stages of the passes the filter names, the stages where
// the selection's lineage changes, and the panes' stages marked. The wheel
// zooms (shift: pans); pressing and dragging scrubs, releasing opens the
// stage under the pointer in the focused pane. Given the traces' numerics
// (numerics.js), a track on top colours each dispatch by its verdict;
// given a profile (time.js), a track colours each dispatch that ran by its
// share of the kernel time.

import {get} from "./api.js";
import {el, number, shown} from "./dom.js";
import {COLOURS, KINDS, describeDispatch, summary} from "./numerics.js";
import {HEAT, describeTime} from "./time.js";

const HEIGHT = 130;
const TRACKS = {marks: [0, 12], ops: [12, 52], change: [52, 80], lost: [80, 90], seconds: [90, 100], nesting: [100, 112], filter: [112, 120], axis: [120, 130]};
// The nesting lane: a line per wrapper, so many at most.
const DEEPEST = 6;
// The numerics and time tracks, above the others (the canvas as much taller).
const EXTRA = 10;

export class Timeline {
  constructor(host, run, name, data, onOpen, numerics = null, time = null) {
    this.run = run;
    this.data = data;
    this.onOpen = onOpen;
    this.numerics = numerics;
    this.time = time;
    const extra = [...(numerics ? ["numerics"] : []), ...(time ? ["time"] : [])];
    const shift = extra.length * EXTRA;
    this.height = HEIGHT + shift;
    this.tracks = Object.fromEntries([
      ...extra.map((track, at) => [track, [at * EXTRA, (at + 1) * EXTRA]]),
      ...Object.entries(TRACKS).map(([track, [top, bottom]]) => [track, [top + shift, bottom + shift]])]);
    this.count = data.stages;
    this.start = 0;
    this.end = this.count;
    this.filtered = null;
    this.lineage = [];
    this.cursors = [];
    this.canvas = el("canvas", {class: ["strip", ...extra].join(" "), data: {run}});
    // (Set through the CSSOM, which the CSP allows: no style attribute.)
    this.canvas.style.height = `${this.height}px`;
    this.tip = el("div", {class: "tip", hidden: true});
    this.label = el("div", {class: "strip-label", text: `${run}: ${name}`});
    this.detail = numerics ? el("div", {class: "numerics-detail", text: summary(numerics)}) : null;
    this.timeDetail = time ? el("div", {class: "time-detail", text: time.answer.summary}) : null;
    if (numerics) {
      // (Which stages carry which mark, for a test or a script to read.)
      for (const [kind, stages] of Object.entries(numerics.stages)) this.canvas.dataset[`marks${kind[0].toUpperCase()}${kind.slice(1)}`] = stages.join(" ");
    }
    if (time) {
      // (Which stages are drawn at which level of the heat scale, likewise.)
      for (const [step, stages] of Object.entries(time.levels)) this.canvas.setAttribute(`data-heat-${step}`, stages.join(" "));
    }
    host.append(el("div", {class: "strip-box"}, this.label, this.canvas, this.detail, this.timeDetail, this.tip));
    this.canvas.addEventListener("wheel", (event) => this.wheel(event), {passive: false});
    this.canvas.addEventListener("mousedown", (event) => this.press(event));
    this.canvas.addEventListener("mousemove", (event) => this.hover(event));
    this.canvas.addEventListener("mouseleave", () => { if (!this.dragging) this.tip.hidden = true; });
    this.canvas.addEventListener("dblclick", () => { this.start = 0; this.end = this.count; this.draw(); });
    new ResizeObserver(() => this.draw()).observe(this.canvas);
  }

  stageAt(clientX) {
    const box = this.canvas.getBoundingClientRect();
    const fraction = Math.min(Math.max((clientX - box.left) / box.width, 0), 0.999999);
    return Math.min(this.count - 1, Math.floor(this.start + fraction * (this.end - this.start)));
  }

  // The marked stage drawn in the numerics or time track under the pointer
  // (of the stages its pixel column holds, the one drawn: whose mark
  // matters most), as {track, stage}, or null when the pointer is not on a
  // mark.
  markAt(clientX, clientY) {
    const box = this.canvas.getBoundingClientRect();
    const y = clientY - box.top;
    const track = ["numerics", "time"].find((name) => this[name] && y >= this.tracks[name][0] && y < this.tracks[name][1]);
    if (!track) return null;
    const weight = track === "numerics" ? this.numerics.kind : this.time.level;
    const column = Math.floor(clientX - box.left);
    const span = this.end - this.start;
    const first = Math.max(0, Math.floor(this.start + (column / box.width) * span));
    const last = Math.min(this.count, Math.max(first + 1, Math.ceil(this.start + ((column + 1) / box.width) * span)));
    let best = null;
    for (let stage = first; stage < last; stage++) {
      if (weight[stage] && (best === null || weight[stage] > weight[best])) best = stage;
    }
    return best === null ? null : {track, stage: best};
  }

  // Click on a mark: its dispatch told under the strip.
  showMark(mark) {
    if (mark.track === "time") this.showTime(mark.stage);
    else this.showDispatch(mark.stage);
  }

  showTime(stage) {
    const at = this.time.index[stage];
    this.timeDetail.textContent = shown(describeTime(this.time, stage).join(" · "));
    this.timeDetail.dataset.dispatch = this.time.answer.dispatches[at].dispatch;
  }

  showDispatch(stage) {
    const order = this.numerics.order[stage];
    this.detail.textContent = shown(describeDispatch(this.numerics, order).join(" · "));
    this.detail.dataset.order = String(order);
    this.detail.dataset.kind = KINDS[this.numerics.kind[stage]];
  }

  wheel(event) {
    event.preventDefault();
    const span = this.end - this.start;
    if (event.shiftKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
      const shift = ((event.deltaX || event.deltaY) / 400) * span;
      this.moveTo(this.start + shift, this.end + shift);
      return;
    }
    const box = this.canvas.getBoundingClientRect();
    const at = this.start + ((event.clientX - box.left) / box.width) * span;
    const factor = Math.pow(1.2, event.deltaY / 100);
    const wanted = Math.min(this.count, Math.max(20, span * factor));
    this.moveTo(at - (at - this.start) * (wanted / span), at + (this.end - at) * (wanted / span));
  }

  moveTo(start, end) {
    const span = end - start;
    if (start < 0) { end -= start; start = 0; }
    if (end > this.count) { start -= end - this.count; end = this.count; }
    this.start = Math.max(0, start);
    this.end = Math.min(this.count, Math.max(end, this.start + Math.min(span, this.count)));
    this.draw();
  }

  press(event) {
    if (event.button !== 0) return;
    event.preventDefault();
    this.dragging = true;
    this.scrub = this.stageAt(event.clientX);
    const marked = this.markAt(event.clientX, event.clientY);
    const same = (mark) => mark !== null && marked !== null && mark.track === marked.track && mark.stage === marked.stage;
    this.draw();
    const move = (moved) => { this.scrub = this.stageAt(moved.clientX); this.showTip(moved, this.scrub); this.draw(); };
    const release = (released) => {
      window.removeEventListener("mousemove", move);
      window.removeEventListener("mouseup", release);
      this.dragging = false;
      // (A click on a mark, not a drag: its stage opened, its dispatch told.)
      const mark = same(this.markAt(released.clientX, released.clientY)) ? marked : null;
      const stage = mark !== null ? mark.stage : this.stageAt(released.clientX);
      this.scrub = null;
      this.draw();
      if (mark !== null) this.showMark(mark);
      this.onOpen(this.run, stage);
    };
    window.addEventListener("mousemove", move);
    window.addEventListener("mouseup", release);
  }

  hover(event) {
    if (this.dragging) return;
    const mark = this.markAt(event.clientX, event.clientY);
    this.showTip(event, mark !== null ? mark.stage : this.stageAt(event.clientX));
  }

  describe(stage) {
    const data = this.data;
    const kind = data.kinds[data.kind[stage]];
    const parts = [`stage ${number(stage)}: ${kind === "after" ? "" : kind + " "}${data.labels[data.label[stage]]}`];
    const scope = data.scopes[data.scope[stage]];
    if (scope) parts[0] += ` on ${scope}`;
    parts.push(`program ${number(data.ops[stage])} ops`);
    if (data.delta[stage]) parts.push(`${data.delta[stage] > 0 ? "+" : ""}${number(data.delta[stage])} ops in its print`);
    if (data.unknown[stage]) parts.push(`${number(data.unknown[stage])} locations made unknown`);
    if (data.seconds) parts.push(`${data.seconds[stage].toFixed(4)} s a run of its pass`);
    if (data.depth[stage]) parts.push(`nested ${data.depth[stage]} deep`);
    if (data.compile[stage]) parts.push(`nested compile ${data.compile[stage]}`);
    if (this.failed().has(stage)) parts.push("FAILED");
    return parts.join(" · ");
  }

  showTip(event, stage) {
    const box = this.canvas.getBoundingClientRect();
    // (Line by line: `shown` makes a line break in a name visible.)
    const order = this.numerics ? this.numerics.order[stage] : -1;
    const lines = [this.describe(stage), ...(order >= 0 ? describeDispatch(this.numerics, order) : []), ...(this.time ? describeTime(this.time, stage) : [])];
    this.tip.textContent = lines.map(shown).join("\n");
    this.tip.hidden = false;
    const left = Math.min(Math.max(0, event.clientX - box.left + 12), Math.max(0, box.width - 420));
    this.tip.style.transform = `translate(${left}px, ${this.height - 8}px)`;
  }

  failed() {
    if (!this.failedSet) this.failedSet = new Set(this.data.failed);
    return this.failedSet;
  }

  // The pattern is matched by the server, in linear time (RE2): a
  // JavaScript RegExp backtracks, and `^(.|.)*!` would hold the tab for
  // ever. A pattern RE2 cannot take (a half-typed `(`: labels null) is
  // looked for as plain text.
  async setFilter(pattern) {
    let filtered = null;
    if (pattern) {
      let matched = null;
      try {
        matched = (await get("/api/filter", {run: this.run, pattern})).labels;
      } catch {
        matched = null;
      }
      const wanted = pattern.toLowerCase();
      const labels = new Set(matched ?? this.data.labels.flatMap((label, at) => (label.toLowerCase().includes(wanted) ? [at] : [])));
      filtered = Uint8Array.from(this.data.label, (label) => (labels.has(label) ? 1 : 0));
    }
    this.filtered = filtered;
    this.draw();
    return this.filtered ? this.filtered.reduce((sum, flag) => sum + flag, 0) : null;
  }

  nextFiltered(after) {
    if (!this.filtered) return null;
    for (let stage = after + 1; stage < this.count; stage++) if (this.filtered[stage]) return stage;
    for (let stage = 0; stage <= after && stage < this.count; stage++) if (this.filtered[stage]) return stage;
    return null;
  }

  setLineage(stages) { this.lineage = stages; this.draw(); }
  setCursors(cursors) { this.cursors = cursors; this.draw(); }

  draw() {
    const canvas = this.canvas;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, canvas.clientWidth);
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(this.height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(this.height * ratio);
    }
    const context = canvas.getContext("2d");
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, this.height);
    const columns = aggregate(this, Math.ceil(width));
    paint(context, columns, this, width);
    canvas.dataset.drawn = `${Math.floor(this.start)}-${Math.ceil(this.end)}`;
  }
}

// Per pixel column: the stages it covers, folded into what the strip shows.
function aggregate(timeline, width) {
  const data = timeline.data;
  const span = timeline.end - timeline.start;
  const columns = {
    ops: new Float64Array(width), plus: new Float64Array(width), minus: new Float64Array(width),
    lost: new Float64Array(width), seconds: new Float64Array(width), failed: new Uint8Array(width),
    nested: new Uint8Array(width), depth: new Uint8Array(width), filter: new Uint8Array(width), lineage: new Uint8Array(width),
    verdict: new Uint8Array(width), heat: new Uint8Array(width),
  };
  const verdicts = timeline.numerics ? timeline.numerics.kind : null;
  const heat = timeline.time ? timeline.time.level : null;
  const first = Math.max(0, Math.floor(timeline.start));
  const last = Math.min(timeline.count, Math.ceil(timeline.end));
  const failed = timeline.failed();
  const lineage = new Set(timeline.lineage);
  for (let stage = first; stage < last; stage++) {
    const from = Math.max(0, Math.floor(((stage - timeline.start) / span) * width));
    const to = Math.min(width, Math.max(from + 1, Math.floor(((stage + 1 - timeline.start) / span) * width)));
    const delta = data.delta[stage];
    for (let x = from; x < to; x++) {
      if (data.ops[stage] > columns.ops[x]) columns.ops[x] = data.ops[stage];
      if (delta > 0) columns.plus[x] += delta;
      else columns.minus[x] -= delta;
      columns.lost[x] += data.unknown[stage];
      if (data.seconds && data.seconds[stage] > columns.seconds[x]) columns.seconds[x] = data.seconds[stage];
      if (failed.has(stage)) columns.failed[x] = 1;
      if (data.compile[stage]) columns.nested[x] = 1;
      if (data.depth[stage] > columns.depth[x]) columns.depth[x] = Math.min(DEEPEST, data.depth[stage]);
      if (timeline.filtered && timeline.filtered[stage]) columns.filter[x] = 1;
      if (lineage.has(stage)) columns.lineage[x] = 1;
      if (verdicts && verdicts[stage] > columns.verdict[x]) columns.verdict[x] = verdicts[stage];
      if (heat && heat[stage] > columns.heat[x]) columns.heat[x] = heat[stage];
    }
  }
  return columns;
}

function paint(context, columns, timeline, width) {
  const TRACKS = timeline.tracks;
  const most = (values) => values.reduce((top, value) => Math.max(top, value), 0) || 1;
  const topOps = most(columns.ops);
  const topChange = Math.log1p(Math.max(most(columns.plus), most(columns.minus)));
  const topLost = Math.log1p(most(columns.lost));
  const topSeconds = most(columns.seconds);
  const bar = (x, [top, bottom], fraction, colour, fromBottom = true) => {
    if (fraction <= 0) return;
    const height = Math.max(1, fraction * (bottom - top));
    context.fillStyle = colour;
    context.fillRect(x, fromBottom ? bottom - height : top, 1, height);
  };
  for (let x = 0; x < width; x++) {
    if (columns.nested[x]) { context.fillStyle = "#e6e6e6"; context.fillRect(x, TRACKS.ops[0], 1, TRACKS.filter[1] - TRACKS.ops[0]); }
    bar(x, TRACKS.ops, columns.ops[x] / topOps, "#7aa6da");
    const middle = [TRACKS.change[0], (TRACKS.change[0] + TRACKS.change[1]) / 2];
    const lower = [middle[1], TRACKS.change[1]];
    bar(x, middle, Math.log1p(columns.plus[x]) / topChange, "#3c9a4a");
    bar(x, lower, Math.log1p(columns.minus[x]) / topChange, "#c0392b", false);
    bar(x, TRACKS.lost, Math.log1p(columns.lost[x]) / topLost, "#e67e22");
    bar(x, TRACKS.seconds, columns.seconds[x] / topSeconds, "#7f8c8d");
    if (columns.depth[x]) {
      context.fillStyle = "#9b8ec4";
      for (let level = 0; level < columns.depth[x]; level++) context.fillRect(x, TRACKS.nesting[0] + level * 2, 1, 1);
    }
    if (columns.filter[x]) { context.fillStyle = "#16a085"; context.fillRect(x, TRACKS.filter[0], 1, TRACKS.filter[1] - TRACKS.filter[0]); }
    if (columns.failed[x]) { context.fillStyle = "#e0001b"; context.fillRect(x, 0, 1, TRACKS.axis[0]); }
    if (columns.lineage[x]) { context.fillStyle = "#8e44ad"; context.fillRect(x, TRACKS.marks[0], 1, TRACKS.marks[1] - TRACKS.marks[0]); }
    if (columns.verdict[x]) { context.fillStyle = COLOURS[KINDS[columns.verdict[x]]]; context.fillRect(x, TRACKS.numerics[0], 1, TRACKS.numerics[1] - TRACKS.numerics[0] - 1); }
    if (columns.heat[x]) { context.fillStyle = HEAT[columns.heat[x]]; context.fillRect(x, TRACKS.time[0], 1, TRACKS.time[1] - TRACKS.time[0] - 1); }
  }
  const span = timeline.end - timeline.start;
  const xOf = (stage) => ((stage + 0.5 - timeline.start) / span) * width;
  context.font = "10px sans-serif";
  context.textBaseline = "top";
  for (const cursor of timeline.cursors) {
    const x = xOf(cursor.stage);
    if (x < 0 || x > width) continue;
    context.fillStyle = cursor.focused ? "#111" : "#666";
    context.fillRect(Math.round(x), TRACKS.marks[1], 1, TRACKS.filter[1] - TRACKS.marks[1]);
    context.fillText(String(cursor.pane), Math.round(x) + 2, TRACKS.marks[1]);
  }
  if (timeline.scrub !== null && timeline.scrub !== undefined) {
    context.fillStyle = "rgba(0,0,0,0.5)";
    context.fillRect(Math.round(xOf(timeline.scrub)), 0, 1, TRACKS.axis[0]);
  }
  context.fillStyle = "#444";
  context.fillText(number(Math.floor(timeline.start)), 2, TRACKS.axis[0] + 1);
  const end = number(Math.ceil(timeline.end) - 1);
  context.fillText(end, width - context.measureText(end).width - 2, TRACKS.axis[0] + 1);
}
