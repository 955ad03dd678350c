// Tokens and base styles first, so component styles that follow can build on them.
import './styles/tokens.css';
import './styles/global.css';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setNavigator } from './api/navigation';
import { inNextTask } from './document/page-boot-slot';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { routerNavigator } from './router-navigator';
import { rememberInitialReferrer } from './tracking/initial-referrer';
import { dropStaleModalParam } from './ui/modal-url';

rememberInitialReferrer();
dropStaleModalParam(window);

// The router is built, then the page hydrated, each in a task of its own after the one that
// evaluated the page's modules: three shorter tasks, between which the browser can answer a
// tap, instead of one long one.
inNextTask(() => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The server's query cache arrives with the page: queries it ran are not run again here.
  setupRouterSsrQueryIntegration({ router, queryClient });
  setNavigator(routerNavigator(router));

  // The server rendered the whole document; React takes it over where it stands. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (React hydrates first what a shopper taps meanwhile).
  inNextTask(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    }),
  );
});
