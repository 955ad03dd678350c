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
 * A part of the page below the fold (the footer, the app banner) whose code is loaded only when
 * its server-rendered element comes near the screen, so the page's first JavaScript stays small.
 * The server renders it whole; until its code arrives React keeps the server's HTML as it is
 * (plain links, which work without JavaScript), then hydrates it in place. A page the browser
 * draws itself (no server-rendered element matching `selector`) loads it at once. The part takes
 * no props and is memoised: the frame re-rendering around it never forces an early client
 * render of the server's HTML.
 */
export function deferredPart(selector: string, load: () => Promise<ComponentType>): ComponentType {
  const Part = lazy(() => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    return (element ? nearScreen(element) : Promise.resolve())
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
