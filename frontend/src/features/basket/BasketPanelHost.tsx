import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { basketPanel, useBasketPanelOpen } from './basket-panel-store';
import { loadBasketPanel } from './load-basket-panel';

const BasketPanel = lazy(() =>
  loadBasketPanel().then((module) => ({ default: module.BasketPanel })),
);

/** Mounts the basket side panel (and loads its code) once it is first opened; a route change closes it. */
export function BasketPanelHost() {
  const open = useBasketPanelOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const shownOn = useRef(pathname);

  // docs/rules-storefront.md "States": a route change closes the panel.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    basketPanel.close();
  }, [pathname]);

  return opened ? (
    <Suspense fallback={null}>
      <BasketPanel open={open} />
    </Suspense>
  ) : null;
}
