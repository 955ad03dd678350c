import { type ComponentType, lazy, memo, Suspense } from 'react';

/** When a deferred part's code is wanted: given the part's server-rendered element, if any. */
export type Trigger = (element: Element) => Promise<void>;

/** Once the element comes near the screen (600 px ahead of the scroll). */
export const nearScreen: Trigger = (element) =>
  typeof IntersectionObserver !== 'function'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          { rootMargin: '600px 0px' },
        );
        observer.observe(element);
      });

const TOUCHES = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * Once the shopper reaches for the element: a pointer over it, a touch or focus inside it. Heard
 * on the window before anything else: React, hydrating the page from `document`, stops these
 * events from reaching a part it has not hydrated yet.
 */
export const touched: Trigger = (element) =>
  new Promise((resolve) => {
    const listening = new AbortController();
    const go = () => {
      listening.abort();
      resolve();
    };
    for (const type of TOUCHES)
      window.addEventListener(type, (event) => element.contains(event.target as Node) && go(), {
        capture: true,
        passive: true,
        signal: listening.signal,
      });
    // Focus that arrived before the page's code did.
    if (element.contains(document.activeElement)) go();
  });

/**
 * A part of the page whose code is loaded only when `trigger` says so (the footer when it comes
 * near the screen, the header's search box when the shopper reaches for it), so the page's first
 * JavaScript stays small. The server renders it whole; until its code arrives React keeps the
 * server's HTML as it is (plain links and a plain search form, which work without JavaScript),
 * then hydrates it in place. A page the browser draws itself (no server-rendered element
 * matching `selector`) loads it at once. The part is memoised: the frame re-rendering around it
 * with the same props never forces an early client render of the server's HTML.
 */
export function deferredPart<P extends object>(
  selector: string,
  trigger: Trigger,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(() => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    return (element ? trigger(element) : Promise.resolve())
      .then(load)
      .then((component) => ({ default: component }));
  });
  return memo(function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
