import type { Manifest } from '@tanstack/react-router';

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

/**
 * The router's asset manifest from Vite's: the root route loads the entry script with the
 * entry's stylesheets; every route whose code is split out gets its chunks preloaded and its
 * stylesheets; so a server-rendered page is styled before it paints and hydrates without a
 * waterfall of chunk requests. `stylesheets` (href → CSS) are written into the page's `<head>`
 * rather than linked: the first paint waits for no stylesheet request. Pages the browser opens
 * later still link theirs.
 */
export function storefrontManifest(
  vite: ViteManifest,
  stylesheets: Record<string, string> = {},
): ServerManifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry?.isEntry) throw new Error(`The Vite manifest has no entry ${CLIENT_ENTRY}`);
  const entryAssets: ChunkAssets = { scripts: [], css: [] };
  const entrySeen = new Set<string>();
  collect(vite, CLIENT_ENTRY, entrySeen, entryAssets);

  const routes: Manifest['routes'] = {
    __root__: {
      css: entryAssets.css,
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  };
  for (const key of Object.keys(vite)) {
    const match = ROUTE_FILE.exec(key);
    if (!match || match[1] === '__root') continue;
    const id = routeIdOfFile(match[1]);
    const assets: ChunkAssets = { scripts: [], css: [] };
    // What the entry already brings is not listed again.
    collect(vite, key, new Set(entrySeen), assets);
    const route = (routes[id] ??= { preloads: [], css: [] });
    route.preloads = unique([...(route.preloads ?? []), ...assets.scripts]);
    route.css = unique([...(route.css ?? []), ...assets.css]);
  }
  return Object.keys(stylesheets).length > 0
    ? { routes, inlineCss: { styles: stylesheets } }
    : { routes };
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
