// Building the page's elements. Text from a dump (op names, ids, file
// names, pass names, lines) goes into the page only as text nodes
// (`textContent`), never as markup; `shown` makes its control and bidi
// characters visible first, as tracksrc's terminal output does (\XX per
// UTF-8 byte, MLIR's string escapes).

const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const encoder = new TextEncoder();

export function shown(text) {
  return String(text ?? "").replace(HIDDEN, (char) =>
    Array.from(encoder.encode(char), (byte) =>
      "\\" + byte.toString(16).toUpperCase().padStart(2, "0")).join(""));
}

// `el("div", {class: "x", text: "y", on: {click: f}, data: {row: 3}}, child, ...)`
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = shown(value);
    else if (name === "raw") node.textContent = value; // (text already made visible)
    else if (name === "on") for (const [kind, handler] of Object.entries(value)) node.addEventListener(kind, handler);
    else if (name === "data") for (const [key, item] of Object.entries(value)) node.dataset[key] = item;
    else if (name in node && typeof value !== "string") node[name] = value;
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(shown(child)));
  }
  return node;
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export function number(value) {
  return Number(value).toLocaleString("en-US");
}

// Code points of `text` before UTF-16 offset `offset` (Python counts code
// points, the DOM UTF-16 units).
export function codePoints(text, offset) {
  return Array.from(text.slice(0, offset)).length;
}
