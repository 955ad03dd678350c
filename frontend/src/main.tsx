// Tokens and base styles first, so component styles that follow can build on them.
import './styles/tokens.css';
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNavigator } from './api/navigation';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { routerNavigator } from './router-navigator';
import { rememberInitialReferrer } from './tracking/initial-referrer';
import { dropStaleModalParam } from './ui/modal-url';

rememberInitialReferrer();
dropStaleModalParam(window);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
setNavigator(routerNavigator(router));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
