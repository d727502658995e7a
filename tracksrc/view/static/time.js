// Time on the timeline and in the source pane (`tracksrc view --profile`):
// each dispatch that ran (`/api/profile/stages`) coloured on the stages
// where it is lowered by its share of the kernel time, on a heat scale of
// eight steps (the server gives each its level: view/profile.py's
// THRESHOLDS, the legend in index.html); the lines of the source ops timed
// (`/api/profile/sources`); with two runs' profiles, the source ops ranked
// by the time B adds (`/api/profile/changes`), each a button selecting it.
// Text reaches the page through `textContent` only (dom.js).

import {el, shown} from "./dom.js";

// The colour of each level (0: none); view.css's .heat-N are these.
export const HEAT = ["", "#f3e3bd", "#f8cf86", "#fbb45a", "#f7913a", "#ec6a2c", "#d8401f", "#b5201a", "#7f0e12"];

// Per stage of a run: the level it is drawn with (0 none) and the
// dispatch it lowers (an index of `answer.dispatches`, -1 none); a stage
// two dispatches claim is the one's with the larger share (they come
// largest first). Per level, the stages drawn with it.
export function timeOf(answer, count) {
  const level = new Uint8Array(count);
  const index = new Int32Array(count).fill(-1);
  answer.dispatches.forEach((mark, at) => {
    for (const stage of mark.stages) {
      if (stage < 0 || stage >= count || index[stage] >= 0) continue;
      level[stage] = mark.level;
      index[stage] = at;
    }
  });
  const levels = {};
  for (let stage = 0; stage < count; stage++) if (level[stage]) (levels[level[stage]] ??= []).push(stage);
  return {answer, level, index, levels};
}

// What the stage's dispatch took, as lines of text (none: [] ).
export function describeTime(time, stage) {
  const at = time.index[stage];
  return at >= 0 ? time.answer.dispatches[at].title : [];
}

// The lines of a source file to mark: row -> {level, title} (each line of
// the title made visible as dom.js's `shown` does: no control character).
export function sourceHeat(answer) {
  return new Map(answer.lines.map((line) => [line.row, {level: line.level, title: line.title.map(shown).join("\n")}]));
}

// The strip of the source ops by the time B adds: each a button that
// selects the op (`onSelect(place)`).
export function changesStrip(changes, onSelect) {
  const list = el("div", {class: "change-list"}, ...changes.map((change) =>
    el("button", {type: "button", class: `change ${change.added > 0 ? "slower" : "faster"}${change.verdict === "beyond noise" ? " beyond" : ""}`,
      data: {source: change.source}, text: change.text, title: `${shown(change.text)} (click: select it)`,
      on: {click: () => onSelect(change.source)}})));
  return el("div", {id: "time-changes", class: "strip-box"},
    el("div", {class: "strip-label", text: `time B adds per run, by source op (${changes.length}; click one to select it)`}), list);
}
