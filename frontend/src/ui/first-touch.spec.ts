import { afterEach, describe, expect, it } from 'vitest';
import { firstTouch } from './first-touch';

afterEach(() => {
  document.body.innerHTML = '';
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('firstTouch', () => {
  it('waits for the shopper to point at, focus or press a key within the element', async () => {
    document.body.innerHTML =
      '<div id="part"><a href="/x">Link</a></div><a id="other" href="/y">Other</a>';
    const part = document.getElementById('part') as HTMLElement;
    const touched = firstTouch(part);
    document.getElementById('other')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(touched)).toBe(false);
    part.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(touched)).toBe(true);
  });

  it('hears an event that a part of the page stops from bubbling', async () => {
    document.body.innerHTML = '<div id="part"><button>Go</button></div>';
    const part = document.getElementById('part') as HTMLElement;
    part.addEventListener('pointerdown', (event) => event.stopPropagation());
    const touched = firstTouch(part);
    part.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(touched)).toBe(true);
  });
});
