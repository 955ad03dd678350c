import { vi } from 'vitest';

type Answer = (url: URL) => Response | Promise<Response>;

/** A JSON envelope as the API sends it. */
export function ok(data: unknown): Response {
  return new Response(JSON.stringify({ data, isSignedIn: false }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function notFoundAnswer(error: string): Response {
  return new Response(JSON.stringify({ data: null, error, isSignedIn: false }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs fetch for listing specs: answers are keyed by path without the query string and get the
 * whole URL, so card searches can be answered by their parameters. Anything else answers 404.
 */
export function stubListingApi(answers: Record<string, Answer>) {
  const urls: URL[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    urls.push(url);
    if (url.pathname === '/api/user-session') {
      return Promise.resolve(ok({ customerId: null, email: null }));
    }
    const answer = answers[url.pathname];
    return Promise.resolve(answer ? answer(url) : new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    urls,
    /** The paths (with query) asked for under a prefix, in order. */
    asked: (prefix: string) =>
      urls.filter((u) => u.pathname.startsWith(prefix)).map((u) => u.pathname + u.search),
  };
}
