import { PassThrough, Readable } from 'node:stream';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformPipeableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { renderToPipeableStream } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import { type ApiFetch, setServerApiFetch } from './http/api-transport';
import { isRequestError } from './http/request-error';
import { pageBootWriter } from './document/page-boot';
import { setPageBootWriter } from './document/page-boot-slot';
import {
  storefrontManifest,
  storefrontScripts,
  type ViteManifest,
} from './document/storefront-manifest';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter } from './router';
import { ALLOWED_ATTR, ALLOWED_TAGS, setServerSanitiser } from './ui/html-sanitiser';
import { setServerClock } from './ui/shop-clock';

/** What the backend hands the renderer once, at boot. */
export interface StorefrontRendererOptions {
  /** Vite's client build manifest (`frontend/dist/.vite/manifest.json`). */
  clientManifest: ViteManifest;
  /** The built stylesheets by URL (`/assets/entry-client-….css` → CSS), inlined into pages. */
  stylesheets?: Record<string, string>;
  /** Answers `/api/...` requests inside the backend's own process. */
  fetchApi: ApiFetch;
  /** The shop's clock (the backend's Clock), for the dates pages work out (ui/shop-clock.ts). */
  now: () => Date;
}

/** One page request, as the backend saw it. */
export interface PageRequest {
  /** Path and query string (`/product/the-harriet?x=1`). */
  path: string;
  /** The shop's public origin, for canonical links and structured data. */
  origin: string;
  /** This response's CSP nonce, carried by every inline script the page needs. */
  nonce: string;
  /** Aborted when the shopper goes away: rendering stops. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** 200, 404 for unknown routes and slugs, 500 when a route failed; 3xx for a route redirect. */
  status: number;
  headers: Headers;
  body: Readable | null;
  /**
   * True when the page has parts only the browser renders (checkout, payment, support: routes
   * marked `ssr: false`, whose data belongs to one shopper).
   */
  clientRendered: boolean;
  /** Errors routes failed with, for the server's log (not a not-found page's API 404). */
  errors: unknown[];
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/**
 * The storefront's server renderer (TanStack Router's SSR with React's renderToPipeableStream):
 * the router runs every matched route's loader with the same query-option factories as the
 * browser, then React streams the document; the query cache and loader data follow in inline
 * scripts so the browser hydrates without fetching them again.
 */
export function createStorefrontRenderer(options: StorefrontRendererOptions): RenderPage {
  setServerApiFetch(options.fetchApi);
  setServerClock(options.now);
  setServerSanitiser((html) =>
    sanitizeHtml(html, {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, ALLOWED_ATTR])),
    }),
  );
  const manifest = storefrontManifest(options.clientManifest, options.stylesheets);
  setPageBootWriter(pageBootWriter(storefrontScripts(options.clientManifest)));

  return async ({ path, origin, nonce, signal }) => {
    let router: AppRouter | undefined;
    let queryClient: ReturnType<typeof createQueryClient> | undefined;
    const request = new Request(new URL(path, origin), { signal });
    const handler = createRequestHandler({
      request,
      createRouter: () => {
        queryClient = createQueryClient();
        router = createAppRouter(queryClient, undefined, { origin, nonce });
        setupRouterSsrQueryIntegration({ router, queryClient });
        return router;
      },
      getRouterManifest: () => manifest,
    });
    const response = await handler(({ router: loaded, responseHeaders }) =>
      streamDocument(loaded, responseHeaders, { signal, nonce }),
    );
    const matches = router?.state.matches ?? [];
    // On a not-found page, the API's 404 that made it one is the answer, not a failure.
    const failure = (error: unknown) =>
      !(response.status === 404 && isRequestError(error) && error.status === 404);
    return {
      status: response.status,
      headers: response.headers,
      body: response.body ? Readable.fromWeb(response.body as never) : null,
      clientRendered: matches.some((match) => match.ssr === false),
      // A route that failed, or data a page shows but could not get (left to the page to say).
      errors: [
        ...matches.filter((match) => match.status === 'error').map((match) => match.error),
        ...(queryClient?.getQueryCache().getAll() ?? [])
          .filter((query) => query.state.status === 'error')
          .map((query) => query.state.error),
      ].filter(failure),
    };
  };
}

/**
 * React's pipeable stream through the router's transform, which adds the hydration scripts as
 * the HTML goes out. It starts once everything is ready (the loaders have already waited for
 * the data), so every reader — crawlers and browsers without JavaScript included — gets every
 * part of the page in place, never a fallback waiting for a script.
 */
async function streamDocument(
  router: AppRouter,
  headers: Headers,
  { signal, nonce }: { signal: AbortSignal; nonce: string },
) {
  const reactOut = new PassThrough();
  let aborted = false;
  let pipeable: ReturnType<typeof renderToPipeableStream> | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    pipeable = renderToPipeableStream(<RouterServer router={router} />, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: resolve,
      onShellError: reject,
      onError: (error) => {
        if (!aborted && !signal.aborted) console.error('Server rendering failed:', error);
      },
    });
  });
  const out = transformPipeableStreamWithRouter(router, reactOut, {
    rendererSafePoint: 'script-close',
    signal,
    onAbort: (reason) => {
      aborted = true;
      pipeable?.abort(reason);
    },
  });
  await ready;
  pipeable?.pipe(reactOut);
  return createSsrStreamResponse(
    router,
    new Response(Readable.toWeb(out) as ReadableStream, {
      status: getSsrStatus(router),
      headers,
    }),
  );
}
