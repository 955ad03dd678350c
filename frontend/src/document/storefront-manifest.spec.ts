import { describe, expect, it } from 'vitest';
import { storefrontManifest, storefrontScripts, type ViteManifest } from './storefront-manifest';

const VITE: ViteManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_link-1.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_link-1.js': { file: 'assets/link-1.js' },
  '_price-1.js': {
    file: 'assets/price-1.js',
    imports: ['_link-1.js'],
    css: ['assets/price-1.css'],
  },
  'src/routes/product.$slug.tsx?tsr-split=component': {
    file: 'assets/product-1.js',
    isDynamicEntry: true,
    imports: ['_price-1.js', '_link-1.js'],
    css: ['assets/product-1.css'],
  },
  'src/routes/index.tsx': { file: 'assets/index-1.js', isDynamicEntry: true },
};

describe('storefrontManifest', () => {
  it("lists each route's stylesheets and no scripts (the page boot loads those)", () => {
    const manifest = storefrontManifest(VITE, { '/assets/entry-client-1.css': 'body{}' });
    expect(manifest.routes).toEqual({
      __root__: { css: ['/assets/entry-client-1.css'] },
      '/product/$slug': { css: ['/assets/product-1.css', '/assets/price-1.css'] },
      '/': { css: [] },
    });
    expect(manifest.inlineCss).toEqual({ styles: { '/assets/entry-client-1.css': 'body{}' } });
  });
});

describe('storefrontScripts', () => {
  it("names the entry, what it imports, and each route's chunks less what the entry brings", () => {
    expect(storefrontScripts(VITE)).toEqual({
      entry: '/assets/entry-client-1.js',
      entryImports: ['/assets/link-1.js'],
      routes: {
        '/product/$slug': ['/assets/product-1.js', '/assets/price-1.js'],
        '/': ['/assets/index-1.js'],
      },
    });
  });

  it('refuses a build without the client entry', () => {
    expect(() => storefrontScripts({})).toThrow('no entry src/entry-client.tsx');
  });
});
