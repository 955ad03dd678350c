import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageBootScript, pageBootWriter, pageScripts } from './page-boot';

const SCRIPTS = {
  entry: '/assets/entry-client-1.js',
  entryImports: ['/assets/link-1.js', '/assets/react-1.js'],
  routes: {
    '/product/$slug': ['/assets/product-1.js', '/assets/link-1.js'],
    '/category/$slug': ['/assets/category-1.js'],
  },
};

describe('pageScripts', () => {
  it("lists the entry's imports, then each matched route's chunks, each once", () => {
    expect(pageScripts(SCRIPTS, ['__root__', '/product/$slug'])).toEqual({
      entry: '/assets/entry-client-1.js',
      preloads: ['/assets/link-1.js', '/assets/react-1.js', '/assets/product-1.js'],
    });
  });

  it('writes a script that cannot be closed by what it carries', () => {
    const script = pageBootScript({ entry: '/a</script><b>.js', preloads: [] });
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
    expect(pageBootWriter(SCRIPTS)(['/category/$slug'])).toContain('"/assets/category-1.js"');
  });
});

/** A stand-in for the browser's PerformanceObserver: the test says when the page painted. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observing: FakePaintObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {}
  observe(options: unknown) {
    this.observed.push(options);
    FakePaintObserver.observing.push(this);
  }
  disconnect() {
    this.disconnected = true;
  }
  paint() {
    if (!this.disconnected) this.callback();
  }
}

const boot = () =>
  (0, eval)(pageBootScript({ entry: '/assets/entry.js', preloads: ['/assets/a.js'] }));
const entryScript = () => document.head.querySelector('script[type="module"]');
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the page boot script', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    FakePaintObserver.observing = [];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the entry once the page has painted, then preloads the other chunks', async () => {
    boot();
    const [observer] = FakePaintObserver.observing;
    expect(observer.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(entryScript()).toBeNull();

    observer.paint();
    observer.paint();
    await vi.waitFor(() => expect(entryScript()?.getAttribute('src')).toBe('/assets/entry.js'));
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/a.js']));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(observer.disconnected).toBe(true);
  });

  it('starts at once in a background tab, which paints nothing until it is shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    boot();
    expect(entryScript()?.getAttribute('src')).toBe('/assets/entry.js');
    expect(FakePaintObserver.observing).toEqual([]);
  });

  it('starts at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    boot();
    expect(entryScript()?.getAttribute('src')).toBe('/assets/entry.js');
  });
});
