import { type ComponentType, lazy, memo, Suspense } from 'react';

/** Once the element comes near the screen (600 px ahead of the scroll). */
export const nearScreen = (element: Element): Promise<void> =>
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

/**
 * A part of the page whose code is loaded only when `ready` says so for its server-rendered
 * element: by default when it comes near the screen (the footer, the app banner), or on the
 * shopper's first touch (`firstTouch`: a part that is only words and links), so the page's first
 * JavaScript stays small. The server renders it whole; until its code arrives React keeps the
 * server's HTML as it is (plain links, which work without JavaScript), then hydrates it in place.
 * A page the browser draws itself (no server-rendered element matching `selector`) loads it at
 * once. The part takes no props and is memoised: the frame re-rendering around it never forces
 * an early client render of the server's HTML.
 */
export function deferredPart(
  selector: string,
  load: () => Promise<ComponentType>,
  ready: (element: Element) => Promise<void> = nearScreen,
): ComponentType {
  const Part = lazy(() => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    return (element ? ready(element) : Promise.resolve())
      .then(load)
      .then((component) => ({ default: component }));
  });
  return memo(function DeferredPart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  });
}
