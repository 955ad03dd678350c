/** How a request reaches the API: the browser's `fetch`, or the server renderer's own. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let serverFetch: ApiFetch | null = null;

/**
 * Installed once by the server renderer (entry-server.tsx): on the server, `/api/...` paths go
 * straight into the backend in the same process, without the shopper's cookies.
 */
export function setServerApiFetch(fetchApi: ApiFetch): void {
  serverFetch = fetchApi;
}

/** Sends one API request; in the browser this is `fetch` itself, read at call time. */
export function apiFetch(path: string, init: RequestInit): Promise<Response> {
  return serverFetch ? serverFetch(path, init) : fetch(path, init);
}

/** True while rendering on the server, where answers must not touch the browser's stores. */
export function isServerRender(): boolean {
  return serverFetch !== null;
}
