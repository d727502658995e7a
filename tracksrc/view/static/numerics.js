// Numerics on the timeline (`tracksrc view --traces`): each dispatch the
// traces' comparison judged (`/api/numerics`, what `numerics --json`
// prints) coloured on the stages where it is lowered
// (`/api/numerics/stages`). The culprit stands out, the dispatches that
// inherit its divergence take a second colour, agreeing ones stay neutral.
// Text reaches the page through `textContent` only (dom.js).

import {number} from "./dom.js";

// Kinds of mark, by how much they matter: where a pixel column holds
// several stages, the one that matters most is drawn (and told on hover).
export const KINDS = ["", "other", "agrees", "absorbs", "inherits", "diverges", "culprit"];
export const COLOURS = {
  other: "#d9d9d9", agrees: "#b9c4cc", absorbs: "#6fa8dc", inherits: "#f7c948",
  diverges: "#e8590c", culprit: "#d0021b",
};

function kindOf(mark) {
  if (mark.culprit) return "culprit";
  return KINDS.includes(mark.verdict) ? mark.verdict : "other";
}

// Per stage of a run: the kind of its mark (an index of KINDS, 0 none) and
// the order of the dispatch it lowers (-1 none); per kind, its stages.
export function numericsOf(report, marks, count) {
  const kind = new Uint8Array(count);
  const order = new Int32Array(count).fill(-1);
  const stages = {};
  for (const mark of marks) {
    const name = kindOf(mark);
    const rank = KINDS.indexOf(name);
    (stages[name] ??= []).push(...mark.stages);
    for (const stage of mark.stages) {
      if (stage < 0 || stage >= count || rank <= kind[stage]) continue;
      kind[stage] = rank;
      order[stage] = mark.order;
    }
  }
  for (const list of Object.values(stages)) list.sort((a, b) => a - b);
  const entries = new Map(report.dispatches.map((entry) => [entry.order, entry]));
  const byOrder = new Map(marks.map((mark) => [mark.order, mark]));
  return {report, kind, order, stages, entries, byOrder};
}

function figure(value) {
  if (value === "inf") return "inf";
  return Number(value) === 0 ? "0" : Number(value).toPrecision(3);
}

// A compared tensor in a few words: how many elements differ, the largest
// errors (as `numerics` says them).
function tensor(comparison) {
  if (!comparison.comparable) return `${comparison.a}: not compared (${comparison.reason})`;
  return `${comparison.a}: ${number(comparison.mismatched)} of ${number(comparison.compared)} elements differ, max abs ${figure(comparison.max_abs)}, max rel ${figure(comparison.max_rel)}`;
}

// The dispatch of order `order`: its name, verdict and error statistics,
// as lines of text.
export function describeDispatch(numerics, order) {
  const entry = numerics.entries.get(order);
  const mark = numerics.byOrder.get(order);
  if (!entry) return [];
  const names = (mark && mark.dispatches.length ? mark.dispatches : entry.a.length ? entry.a : entry.b).join(" + ");
  const culprit = numerics.report.culprit && numerics.report.culprit.index === order ? " — the culprit: its outputs diverge while its inputs agree" : "";
  const rank = entry.rank !== null ? ` (rank ${entry.rank})` : "";
  const lines = [`dispatch #${order} ${names}: ${entry.verdict}${rank}${culprit}`];
  lines.push(`error out ${figure(entry.error_out)}, in ${figure(entry.error_in)}, adds ${figure(entry.added)}`);
  entry.outputs.forEach((comparison, at) => lines.push(`output ${at}: ${tensor(comparison)}`));
  if (entry.reason) lines.push(entry.reason);
  if (mark && mark.formed) lines.push("(marked where it is formed: no stage is its own)");
  return lines;
}

// What the strip says of the traces before a mark is chosen.
export function summary(numerics) {
  const report = numerics.report;
  const counts = Object.entries(report.verdicts).map(([verdict, count]) => `${count} ${verdict}`).join(", ");
  if (report.culprit === null) return `numerics: ${counts || "no dispatch compared"}; no culprit`;
  const entry = numerics.entries.get(report.culprit.index);
  const name = entry ? (entry.a.length ? entry.a : entry.b).join(" + ") : "";
  const inheriting = report.inheriting.length ? `, ${report.inheriting.length} inherit its divergence` : "";
  const absorbed = report.absorbed ? " (absorbed: the results agree)" : "";
  return `numerics: ${counts}; culprit #${report.culprit.index} ${name}${inheriting}${absorbed} · hover or click a mark`;
}
