// Tokens and base styles first, so component styles that follow can build on them.
import './styles/tokens.css';
import './styles/global.css';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setNavigator } from './http/navigation';
import { reportError, watchUncaughtErrors } from './monitoring/error-reports';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { routerNavigator } from './router-navigator';
import { rememberInitialReferrer } from './tracking/initial-referrer';
import { dropStaleModalParam } from './ui/modal-url';

watchUncaughtErrors();
rememberInitialReferrer();
dropStaleModalParam(window);
// Sent by an affiliate (`?aff=`, `?awc=`): its code and tracking run from their own chunk.
if (/[?&](aff|awc)=/.test(location.search)) void import('./tracking/affiliate-arrival');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The server's query cache arrives with the page: queries it ran are not run again here.
setupRouterSsrQueryIntegration({ router, queryClient });
setNavigator(routerNavigator(router));

// The server rendered the whole document; React takes it over where it stands.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
  {
    // An error a page's error boundary caught (the error page shows) is logged and reported by
    // the sender, unless it is one to ignore; a not-found page is not an error. Uncaught ones
    // reach the window's error listener.
    onCaughtError: (error, { componentStack }) => {
      if (!isNotFound(error) && !isRedirect(error)) reportError(error, 'render', componentStack);
    },
  },
);
