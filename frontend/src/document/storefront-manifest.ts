import type { Manifest } from '@tanstack/react-router';
import type { StorefrontScripts } from './page-boot';

/** The server's manifest: the router's, with the stylesheets it writes into the page itself. */
export type ServerManifest = Manifest & { inlineCss?: { styles: Record<string, string> } };

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteChunk>;

const CLIENT_ENTRY = 'src/entry-client.tsx';
const ROUTE_FILE = /^src\/routes\/([^?]+)\.tsx(\?.*)?$/;

/**
 * A route file's route id, by TanStack Router's flat file naming: dots are path segments and
 * `index` is the trailing slash (`product.$slug.tsx` → `/product/$slug`, `support.index.tsx` →
 * `/support/`, `index.tsx` → `/`).
 */
export function routeIdOfFile(name: string): string {
  if (name === '__root') return '__root__';
  return `/${name
    .split('.')
    .map((segment) => (segment === 'index' ? '' : segment))
    .join('/')}`;
}

/** A chunk's own file and CSS with those of every chunk it imports statically. */
function collect(manifest: ViteManifest, key: string, seen: Set<string>, out: ChunkAssets): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  out.scripts.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) out.css.push(`/${css}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, out);
}

interface ChunkAssets {
  scripts: string[];
  css: string[];
}

/** The entry chunk with what it brings: its own file, its imports and its stylesheets. */
function entryAssets(vite: ViteManifest): { file: string; assets: ChunkAssets; seen: Set<string> } {
  const entry = vite[CLIENT_ENTRY];
  if (!entry?.isEntry) throw new Error(`The Vite manifest has no entry ${CLIENT_ENTRY}`);
  const assets: ChunkAssets = { scripts: [], css: [] };
  const seen = new Set<string>();
  collect(vite, CLIENT_ENTRY, seen, assets);
  return { file: `/${entry.file}`, assets, seen };
}

/** Every route file's chunks and stylesheets, less what the entry already brings. */
function routeAssets(vite: ViteManifest, entrySeen: Set<string>): Map<string, ChunkAssets> {
  const routes = new Map<string, ChunkAssets>();
  for (const key of Object.keys(vite)) {
    const match = ROUTE_FILE.exec(key);
    if (!match || match[1] === '__root') continue;
    const id = routeIdOfFile(match[1]);
    const assets: ChunkAssets = { scripts: [], css: [] };
    collect(vite, key, new Set(entrySeen), assets);
    const route = routes.get(id) ?? { scripts: [], css: [] };
    routes.set(id, {
      scripts: unique([...route.scripts, ...assets.scripts]),
      css: unique([...route.css, ...assets.css]),
    });
  }
  return routes;
}

/**
 * The router's asset manifest from Vite's: the stylesheets of the entry (on the root route) and
 * of every route whose code is split out, so a server-rendered page is styled before it paints.
 * `stylesheets` (href → CSS) are written into the page's `<head>` rather than linked: the first
 * paint waits for no stylesheet request. Pages the browser opens later still link theirs. The
 * scripts are not in it: the page's boot script loads them after the first paint
 * (`storefrontScripts`, page-boot.ts).
 */
export function storefrontManifest(
  vite: ViteManifest,
  stylesheets: Record<string, string> = {},
): ServerManifest {
  const entry = entryAssets(vite);
  const routes: Manifest['routes'] = { __root__: { css: entry.assets.css } };
  for (const [id, assets] of routeAssets(vite, entry.seen)) routes[id] = { css: assets.css };
  return Object.keys(stylesheets).length > 0
    ? { routes, inlineCss: { styles: stylesheets } }
    : { routes };
}

/** The entry, the chunks it imports and each route's own chunks, for page-boot.ts. */
export function storefrontScripts(vite: ViteManifest): StorefrontScripts {
  const entry = entryAssets(vite);
  const routes: Record<string, string[]> = {};
  for (const [id, assets] of routeAssets(vite, entry.seen)) routes[id] = assets.scripts;
  return { entry: entry.file, entryImports: entry.assets.scripts.slice(1), routes };
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
