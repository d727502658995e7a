// Every view is a URL: the panes (what each shows, where it is scrolled),
// the focused pane, the selection, the pass filter and the side panel live
// in the URL's fragment, so that a link pasted into a bug report reopens
// the view on a server of the same stream (the token is not part of it).
//
//   #panes=a.s.46,a.p.900,f.0,d.a.12.46.1&top=120,0,3,0&focus=1
//     &sel=a.s.46!builtin.module[0]/func.func[1]/%255&filter=canon&side=story
//
// A pane is a document key (a.s.N a stage as printed, a.p.N the whole
// program after it, f.K a source file, a.c.K a code file of the run's dump
// folders) or a diff (d.RUN.FIRST.SECOND.PRINTS).

const PANE = /^(?:[ab]\.[spc]\.\d{1,9}|f\.\d{1,9}|d\.[ab]\.\d{1,9}\.\d{1,9}\.[01])$/;

export function readState(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const panes = (params.get("panes") || "").split(",").filter(Boolean);
  const tops = (params.get("top") || "").split(",").map((value) => parseInt(value, 10) || 0);
  const state = {
    panes: [],
    focus: parseInt(params.get("focus") || "0", 10) || 0,
    sel: params.get("sel") || null,
    filter: params.get("filter") || "",
    side: params.get("side") || "story",
    cmp: params.get("cmp") || null,
    bad: [],
  };
  panes.forEach((pane, at) => {
    if (PANE.test(pane)) state.panes.push({key: pane, top: tops[at] || 0});
    else state.bad.push(pane);
  });
  state.focus = Math.min(Math.max(state.focus, 0), Math.max(state.panes.length - 1, 0));
  return state;
}

export function writeState(state) {
  const params = new URLSearchParams();
  if (state.panes.length) {
    params.set("panes", state.panes.map((pane) => pane.key).join(","));
    params.set("top", state.panes.map((pane) => pane.top || 0).join(","));
  }
  params.set("focus", String(state.focus || 0));
  if (state.sel) params.set("sel", state.sel);
  if (state.filter) params.set("filter", state.filter);
  if (state.side && state.side !== "story") params.set("side", state.side);
  if (state.cmp) params.set("cmp", state.cmp);
  const hash = "#" + params.toString();
  if (hash !== location.hash) history.replaceState(null, "", hash);
  return hash;
}

// What a pane key names.
export function parseKey(key) {
  const parts = key.split(".");
  if (parts[0] === "f") return {kind: "f", file: Number(parts[1])};
  if (parts[1] === "c") return {kind: "c", run: parts[0], file: Number(parts[2])};
  if (parts[0] === "d") {
    return {kind: "d", run: parts[1], first: Number(parts[2]), second: Number(parts[3]), prints: parts[4] === "1"};
  }
  return {kind: parts[1], run: parts[0], stage: Number(parts[2])};
}

export function docKey(run, kind, stage) {
  return `${run}.${kind}.${stage}`;
}
