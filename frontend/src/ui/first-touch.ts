/** What a shopper does to a part of the page before using it: points at it, focuses it, taps. */
const TOUCHES = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Resolves the first time the shopper points at, focuses or presses a key within `element`.
 * Listened for on the window, in the capture phase: React, hydrating the document, stops some of
 * these events at a part it has not hydrated yet.
 */
export function firstTouch(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const onTouch = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      for (const type of TOUCHES) window.removeEventListener(type, onTouch, true);
      resolve();
    };
    for (const type of TOUCHES) window.addEventListener(type, onTouch, true);
  });
}
