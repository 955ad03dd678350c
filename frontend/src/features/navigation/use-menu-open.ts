import { useSyncExternalStore } from 'react';
import { NAV_ID } from './nav-id';

const nav = () => document.getElementById(NAV_ID);

function subscribe(onChange: () => void): () => void {
  const element = nav();
  if (!element) return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(element, { attributes: true, attributeFilter: ['data-open'] });
  return () => observer.disconnect();
}

/**
 * Whether the header's phone menu is open. The Menu button is in the page's first script and sets
 * the nav's `data-open`; the menu's own code arrives later and takes no props (a deferred part
 * must not re-render before its code is there), so it follows that attribute.
 */
export function useMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => nav()?.dataset.open === 'true',
    () => false,
  );
}
