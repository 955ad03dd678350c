import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import type { Server } from 'node:net';

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
  userAgent: string | undefined;
  signal: AbortSignal;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

type ApiFetch = (apiPath: string, init: RequestInit) => Promise<Response>;

interface RendererModule {
  createStorefrontRenderer(options: { clientManifest: unknown; fetchApi: ApiFetch }): RenderPage;
}

/** The built renderer beside the built storefront: `frontend/dist-server/entry-server.cjs`. */
export function rendererEntryFor(storefrontDir: string): string {
  return path.join(storefrontDir, '..', 'dist-server', 'entry-server.cjs');
}

/**
 * The storefront's `/api` calls during server rendering go to this same process over loopback
 * HTTP (Node's fetch keeps the connections alive), through the whole HTTP pipeline, without the
 * shopper's cookies: a server-rendered page holds nobody's session. Measured against calling in
 * process in README "Server rendering".
 */
export function loopbackApi(server: Server): ApiFetch {
  return (apiPath, init) => {
    const address = server.address();
    if (!address || typeof address === 'string') {
      return Promise.reject(new Error('The shop is not listening on a TCP port yet'));
    }
    return fetch(`http://127.0.0.1:${address.port}${apiPath}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
    });
  };
}

/**
 * Loads the built server renderer with the client build's manifest (which it turns into the
 * page's script and stylesheet tags). Null when the storefront was not built with one.
 */
export function loadStorefrontRenderer(
  storefrontDir: string,
  fetchApi: ApiFetch,
): RenderPage | null {
  const entry = rendererEntryFor(storefrontDir);
  const manifestPath = path.join(storefrontDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestPath)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const renderer = require(entry) as RendererModule;
  return renderer.createStorefrontRenderer({
    clientManifest: JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as unknown,
    fetchApi,
  });
}
