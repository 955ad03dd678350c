import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { deferredPart, nearScreen } from './deferred-part';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <form className="counter">
      <button type="button" onClick={() => setCount(count + 1)}>
        Tapped {count}
      </button>
    </form>
  );
}

/**
 * A stand-in IntersectionObserver: `show(true)` brings what it watches near the screen;
 * `watching()` counts the observers made.
 */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const show = (near: boolean) =>
    callbacks.forEach((callback) =>
      callback([{ isIntersecting: near } as IntersectionObserverEntry], {} as never),
    );
  return { show, watching: () => callbacks.length };
}

/** The HTML the server renderer would send for the part (it loads the part at once). */
async function serverHtml(): Promise<string> {
  const Part = deferredPart('.counter', () => Promise.resolve(Counter));
  const { prelude } = await prerenderToNodeStream(<Part />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('deferredPart', () => {
  it("keeps the server's HTML until it comes near the screen, then hydrates it in place", async () => {
    const { show, watching } = stubObserver();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    onTestFinished(() => container.remove());
    const button = () => container.querySelector('button') as HTMLButtonElement;
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferredPart('.counter', load);

    act(() => {
      hydrateRoot(container, <Part />);
    });
    // React hydrates a server-rendered boundary in a later, low-priority pass; it has reached the
    // part once the part watches its element.
    await waitFor(() => expect(watching()).toBe(1));
    expect(load).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Tapped 0');

    await act(async () => show(false));
    expect(load).not.toHaveBeenCalled();
    await act(async () => show(true));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => button().click());
    expect(button().textContent).toBe('Tapped 1');
  });

  it('loads at once where the server rendered nothing (a page the browser draws)', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferredPart('.counter', load);
    render(<Part />);
    expect((await screen.findByRole('button')).textContent).toBe('Tapped 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once where the browser cannot watch the screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const seen = vi.fn();
    await nearScreen(document.body).then(seen);
    expect(seen).toHaveBeenCalled();
  });
});
