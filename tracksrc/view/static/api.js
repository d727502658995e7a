// The view's JSON API (tracksrc/view/app.py). The token travels in the
// cookie the server set when the page was first opened with it.

export class ApiError extends Error {}

let pending = 0;

function busy(change) {
  pending += change;
  document.documentElement.dataset.pending = String(pending);
}

export async function get(path, params = {}) {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  busy(1);
  try {
    const response = await fetch(url, {credentials: "same-origin", cache: "no-store"});
    let body = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (!response.ok) {
      throw new ApiError(body && body.error ? body.error : `the server answered ${response.status}`);
    }
    return body;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(`tracksrc view: the server cannot be reached (${error.message}); is it still running?`);
  } finally {
    busy(-1);
  }
}

export function link(path, params = {}) {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.pathname + url.search;
}
