import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { deferredPart, nearScreen, touched } from './deferred-part';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <form className="counter">
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    </form>
  );
}

/** The HTML the server renderer would send for the part (it loads the part at once). */
async function serverHtml(): Promise<string> {
  const Part = deferredPart('.counter', touched, () => Promise.resolve(Counter));
  const { prelude } = await prerenderToNodeStream(<Part label="Tapped" />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('deferredPart', () => {
  it("keeps the server's HTML until the shopper reaches for it, then hydrates it in place", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    onTestFinished(() => container.remove());
    const button = () => container.querySelector('button') as HTMLButtonElement;
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferredPart('.counter', touched, load);

    await act(async () => {
      hydrateRoot(container, <Part label="Tapped" />);
      // React hydrates a server-rendered boundary in a later, low-priority pass.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(load).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Tapped 0');

    await act(async () => {
      button().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => button().click());
    expect(button().textContent).toBe('Tapped 1');
  });

  it('loads at once where the server rendered nothing (a page the browser draws)', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferredPart('.counter', touched, load);
    render(<Part label="Drawn" />);
    expect((await screen.findByRole('button')).textContent).toBe('Drawn 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the element to come near the screen', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const seen = vi.fn();
    void nearScreen(document.body).then(seen);
    await Promise.resolve();
    observers[0]([{ isIntersecting: false } as IntersectionObserverEntry], {} as never);
    await Promise.resolve();
    expect(seen).not.toHaveBeenCalled();
    observers[0]([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    await Promise.resolve();
    expect(seen).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
