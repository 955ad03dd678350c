import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { precompressAssets } from './build/precompress-assets';

/** Chunks every page loads, named in build output and `npm run bench:bundle`. */
const SHARED_CHUNKS = new Set(['framework', 'request', 'landing', 'routes', 'rolldown-runtime']);

const contractsEntry = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));

const SPECS = ['src/**/*.spec.ts?(x)', 'build/**/*.spec.ts'];

/**
 * The suite in two parts: spec files share one jsdom and module graph per worker, one file after
 * another (each test cleans up after itself: src/test/setup.ts), except those that stand in for
 * a module or load modules afresh (`vi.mock`, `vi.doMock`, `vi.resetModules`), which get their
 * own: a module another file had already imported would keep the real one, and a second copy of
 * the router's modules leaves every later page without its router.
 */
const OWN_GRAPH = /\bvi\.(mock|doMock|resetModules)\(/;

function testProjects(): TestProjectInlineConfiguration[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const ownGraph = ['src', 'build']
    .flatMap((dir) =>
      readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.split('\\').join('/')}`,
      ),
    )
    .filter((file) => /\.spec\.tsx?$/.test(file))
    .filter((file) => OWN_GRAPH.test(readFileSync(`${root}${file}`, 'utf8')));
  return [
    { extends: true, test: { name: 'shared', include: SPECS, exclude: ownGraph, isolate: false } },
    { extends: true, test: { name: 'isolated', include: ownGraph, isolate: true } },
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must run before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    // The server writes each page's stylesheets into its <head> (document/storefront-manifest.ts);
    // the browser's router then keeps that <style> as it hydrates rather than drawing an empty
    // one. After the router plugin, whose own default (off) this replaces.
    {
      name: 'posy:inline-page-css',
      config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') } }),
    },
    react(),
    // Writes .br and .gz beside each built browser file; the backend serves them as they are.
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  resolve: {
    alias: [
      { find: '@shop/contracts', replacement: contractsEntry },
      // React 19 has useSyncExternalStore built in; TanStack Store's import of the shim's
      // selector build would ship the pre-18 fallback too (about 0.4 KB gzip on the home page).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  // The server renderer (`vite build --ssr`) is one CommonJS file with its dependencies inside,
  // so the NestJS backend (CommonJS, also under jest) can require it with no module loader tricks.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: 'src/entry-server.tsx',
          output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist',
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // React and TanStack in one chunk: every page needs them, and one file compresses
          // better than the handful of small shared chunks they were split into (measured by
          // `npm run bench:bundle`: 120.4 → 119.9 KB on the home page).
          output: {
            // Lazy chunks are named by their hash alone: the route table in the first script
            // names every page's chunk and stylesheet, and long route-file names there cost the
            // home page about 1 KB gzip (bench:bundle). The shared chunks keep their names.
            chunkFileNames: (chunk) =>
              SHARED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c[hash].js',
            assetFileNames: 'assets/s[hash][extname]',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
                },
                // The HTTP client every page uses (src/http/): one shared file rather than a file per module.
                {
                  name: 'request',
                  test: /src[\\/]http[\\/](request|request-messages|request-error|session-state|fetch-data|api-transport|navigation)\.ts$/,
                  includeDependenciesRecursively: false,
                },
                // A landing page's own code with the pieces every module shares: one file
                // rather than four small ones (bench:bundle).
                {
                  name: 'landing',
                  // Only these files: what they import from the rest of the shop stays where it is.
                  includeDependenciesRecursively: false,
                  test: /(src[\\/]features[\\/]landing[\\/](LandingPage|LandingHero|LandingModuleSlot|landing-route|landing-devices|module-styles|modules[\\/]module-types)|contracts[\\/]src[\\/]content[\\/]landing|src[\\/]api[\\/]content\.queries)\.tsx?$/,
                },
              ],
            },
          },
        },
        // Read by the server renderer (its asset manifest) and by `npm run bench:bundle`.
        manifest: true,
        // No module preloading: its polyfill is an inline script (the CSP allows scripts from 'self'
        // only), and its helper would push the home page past the 120 KB budget. Lazy routes' CSS is
        // still loaded with their chunks.
        modulePreload: false,
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A fresh process, jsdom and module graph for every spec file took most of the suite's
    // time (docs/testing.md).
    projects: testProjects(),
  },
}));
