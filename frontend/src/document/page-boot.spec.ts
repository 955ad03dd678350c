import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageBootScript, pageBootWriter, pageScripts } from './page-boot';
import { HYDRATED_CALLBACK } from './page-boot-slot';

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

/** Runs the boot script the way the page does, in this document. */
function boot() {
  (0, eval)(pageBootScript({ entry: '/assets/entry.js', preloads: ['/assets/a.js'] }));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let listening = new AbortController();

/** Clicks as the page sees them after the boot script: each target's id and whether it was held. */
function recordClicks() {
  const clicks: { id: string; held: boolean }[] = [];
  window.addEventListener(
    'click',
    (event) => {
      clicks.push({ id: (event.target as Element).id, held: event.defaultPrevented });
      // No navigation in the test's document.
      event.preventDefault();
    },
    { signal: listening.signal },
  );
  return clicks;
}

describe('the page boot script', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (step: () => void) => setTimeout(step, 0));
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <a id="inside" href="/product/the-harriet">The Harriet</a>
      <a id="outside" href="https://apps.example/posy">App</a>
      <a id="new-tab" href="/about-us" target="_blank">About</a>
      <form id="form" action="/search"><input name="q"><button id="go">Search</button></form>
      <button id="basket" type="button">Basket</button>`;
  });

  afterEach(() => {
    window[HYDRATED_CALLBACK]?.();
    listening.abort();
    listening = new AbortController();
    vi.unstubAllGlobals();
  });

  it('loads the entry after the page has painted, then preloads the other chunks', async () => {
    boot();
    expect(document.head.querySelector('script')).toBeNull();
    await tick();
    const entry = document.head.querySelector('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/entry.js');
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/a.js']);
  });

  it('holds clicks on its own links and buttons until the page is live, then replays them', async () => {
    boot();
    const clicks = recordClicks();
    const passed = () => clicks.filter((click) => !click.held).map((click) => click.id);
    (document.getElementById('inside') as HTMLAnchorElement).click();
    const basket = document.getElementById('basket') as HTMLButtonElement;
    basket.click();
    basket.click();
    expect(clicks.map((click) => click.held)).toEqual([true, true, true]);

    window[HYDRATED_CALLBACK]?.();
    // Each held target once, in order, a task apart; clicks after that go straight through.
    expect(passed()).toEqual(['inside']);
    await vi.waitFor(() => expect(passed()).toEqual(['inside', 'basket']));
    basket.click();
    expect(passed()).toEqual(['inside', 'basket', 'basket']);
  });

  it("leaves other sites' links, new tabs and modified clicks to the browser", () => {
    boot();
    const clicks = recordClicks();
    const click = (id: string, init: MouseEventInit = {}) =>
      document
        .getElementById(id)
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    click('outside');
    click('new-tab');
    click('inside', { ctrlKey: true });
    click('inside', { button: 1 });
    click('inside');
    expect(clicks.map((entry) => entry.held)).toEqual([false, false, false, false, true]);
  });

  it('holds a submitted form and submits it again once the page is live', () => {
    boot();
    const form = document.getElementById('form') as HTMLFormElement;
    const submitted: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.requestSubmit();
    expect(submitted).toEqual([true]);
    window[HYDRATED_CALLBACK]?.();
    expect(submitted).toEqual([true, false]);
  });

  it("lets a held click through as the browser would when the page's code cannot load", () => {
    boot();
    const form = document.getElementById('form') as HTMLFormElement;
    const submitted: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault();
    });
    (document.getElementById('go') as HTMLButtonElement).click();
    expect(submitted).toEqual([]);
    window[HYDRATED_CALLBACK]?.(false);
    expect(submitted).toEqual([false]);
  });
});

describe('the page boot script, beyond clicks', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <div role="tablist"><button id="tab" role="tab">Why</button></div>
      <input id="field" type="text">
      <label id="age-label"><input id="age" type="checkbox"> I am over 18</label>
      <select id="size"><option>Small</option><option>Large</option></select>`;
  });
  afterEach(() => window[HYDRATED_CALLBACK]?.());

  it('holds the keys that move within a widget, outside text fields, and replays them', async () => {
    boot();
    const keys: string[] = [];
    document.addEventListener('keydown', (event) => {
      if (!event.defaultPrevented) keys.push(`${(event.target as Element).id}:${event.key}`);
    });
    const press = (id: string, key: string) =>
      document
        .getElementById(id)
        ?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press('tab', 'ArrowRight');
    press('tab', 'End');
    press('tab', 'a');
    press('field', 'ArrowLeft');
    expect(keys).toEqual(['tab:a', 'field:ArrowLeft']);
    window[HYDRATED_CALLBACK]?.();
    await vi.waitFor(() =>
      expect(keys).toEqual(['tab:a', 'field:ArrowLeft', 'tab:ArrowRight', 'tab:End']),
    );
  });

  it('keeps a tick made before the page was live, and clicks it again for the page', async () => {
    boot();
    const age = document.getElementById('age') as HTMLInputElement;
    (document.getElementById('age-label') as HTMLLabelElement).click();
    expect(age.checked).toBe(true);
    const seen: boolean[] = [];
    age.addEventListener('click', () => seen.push(age.checked));
    window[HYDRATED_CALLBACK]?.();
    await vi.waitFor(() => expect(seen).toEqual([true]));
    expect(age.checked).toBe(true);
  });

  it('ticks it again where hydration undid the tick', async () => {
    boot();
    const age = document.getElementById('age') as HTMLInputElement;
    age.click();
    age.checked = false;
    window[HYDRATED_CALLBACK]?.();
    await vi.waitFor(() => expect(age.checked).toBe(true));
  });

  it('passes a drop-down choice made before the page was live on as a change', () => {
    boot();
    const size = document.getElementById('size') as HTMLSelectElement;
    const changes: string[] = [];
    size.selectedIndex = 1;
    size.dispatchEvent(new Event('change', { bubbles: true }));
    size.addEventListener('change', () => changes.push(size.value));
    window[HYDRATED_CALLBACK]?.();
    expect(changes).toEqual(['Large']);
  });
});

describe('the page boot script, when the page redraws', () => {
  it('replays a held link click on the same link drawn again by the page', async () => {
    document.body.innerHTML = '<a id="old" href="/product/the-harriet">The Harriet</a>';
    boot();
    const clicked: string[] = [];
    window.addEventListener('click', (event) => {
      if (!event.defaultPrevented) clicked.push((event.target as Element).id);
      event.preventDefault();
    });
    (document.getElementById('old') as HTMLAnchorElement).click();
    document.body.innerHTML = '<a id="new" href="/product/the-harriet">The Harriet</a>';
    window[HYDRATED_CALLBACK]?.();
    await vi.waitFor(() => expect(clicked).toEqual(['new']));
  });
});
