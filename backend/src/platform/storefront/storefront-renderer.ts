import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Agent, request, type Server } from 'node:http';

/** The server renderer's side of the contract (frontend/src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Readable | null;
  /** The page has parts only the browser renders: one shopper's checkout, payment or support. */
  clientRendered: boolean;
  errors: unknown[];
}

export interface PageRequest {
  path: string;
  origin: string;
  nonce: string;
  signal: AbortSignal;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

type ApiFetch = (apiPath: string, init: RequestInit) => Promise<Response>;

interface RendererModule {
  createStorefrontRenderer(options: {
    clientManifest: unknown;
    stylesheets: Record<string, string>;
    fetchApi: ApiFetch;
    now: () => Date;
  }): RenderPage;
}

/** The built renderer beside the built storefront: `frontend/dist-server/entry-server.cjs`. */
export function rendererEntryFor(storefrontDir: string): string {
  return path.join(storefrontDir, '..', 'dist-server', 'entry-server.cjs');
}

/**
 * The storefront's `/api` calls during server rendering go to this same process over loopback
 * HTTP, through the whole HTTP pipeline, without the shopper's cookies: a server-rendered page
 * holds nobody's session. Node's own client with kept-alive connections (measured against calling
 * in process, and against `fetch`, in docs/storefront.md "Server rendering"); idle connections are dropped
 * as the server closes, so they never hold a shutdown up.
 */
/** The id of the page request being rendered, which its API calls carry as their own. */
export const renderingRequest = new AsyncLocalStorage<string>();

/** An API call made while rendering that takes longer than this fails the page (a 500). */
const API_TIMEOUT_MS = 10_000;

export function loopbackApi(server: Server): ApiFetch {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  // Idle connections go as the server closes; calls still in flight finish first.
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const sockets of Object.values(agent.freeSockets)) sockets?.forEach((s) => s.destroy());
    return close(callback);
  }) as Server['close'];
  let port: number | null = null;
  return (apiPath, init) =>
    new Promise<Response>((resolve, reject) => {
      const address = server.address();
      if (address && typeof address !== 'string') port = address.port;
      if (port === null) {
        reject(new Error('The shop is not listening on a TCP port yet'));
        return;
      }
      const outgoing = request(
        {
          agent,
          host: '127.0.0.1',
          port,
          path: apiPath,
          method: init.method ?? 'GET',
          headers: {
            accept: 'application/json',
            ...(init.headers as Record<string, string>),
            ...pageRequestId(),
          },
          signal: init.signal ?? undefined,
          timeout: API_TIMEOUT_MS,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? ''])
                headers.append(name, one);
            }
            const status = incoming.statusCode ?? 502;
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(new Error(`${apiPath} took over ${API_TIMEOUT_MS} ms`)),
      );
      outgoing.on('error', reject);
      outgoing.end(typeof init.body === 'string' ? init.body : undefined);
    });
}

/** The page's request id for an API call made while rendering it: one id in the logs. */
function pageRequestId(): Record<string, string> {
  const id = renderingRequest.getStore();
  return id ? { 'x-request-id': id } : {};
}

/**
 * Loads the built server renderer with the client build's manifest (which it turns into the
 * page's script and stylesheet tags). Null when the storefront was not built with one. `now` is
 * the shop's clock: the dates pages work out on the server (London's today, the year) are the
 * API's, also when a test run has pinned it.
 */
export function loadStorefrontRenderer(
  storefrontDir: string,
  fetchApi: ApiFetch,
  now: () => Date,
): RenderPage | null {
  const entry = rendererEntryFor(storefrontDir);
  const manifestPath = path.join(storefrontDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestPath)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(entry) as RendererModule;
  return renderer.createStorefrontRenderer({
    clientManifest: JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as unknown,
    stylesheets: builtStylesheets(storefrontDir),
    fetchApi,
    now,
  });
}

/** Every built stylesheet by its URL, for the renderer to write into pages' `<head>`. */
function builtStylesheets(storefrontDir: string): Record<string, string> {
  const assets = path.join(storefrontDir, 'assets');
  if (!fs.existsSync(assets)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => [`/assets/${file}`, fs.readFileSync(path.join(assets, file), 'utf8')]),
  );
}
