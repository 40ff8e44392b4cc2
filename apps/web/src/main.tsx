import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { chunkReloader } from './app/chunk-reload';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { watchSessionEnd } from './app/session-expiry';
import { reloadOnNextNavigation, startUpdateCheck } from './app/update-check';
import { meQueryOptions } from './features/session/api/get-me';
import './index.css';

// A lazy chunk missing after a deployment reloads the page once.
chunkReloader.listen();

const queryClient = createQueryClient();
// Who is there is asked at once, while the first page's code downloads.
void queryClient.prefetchQuery(meQueryOptions());
const router = createAppRouter(queryClient);
chunkReloader.followNavigation(router);
watchSessionEnd(queryClient, (to) => void router.navigate(to));

if (import.meta.env.PROD) {
  // Hourly: is a newer build deployed? Then the next navigation loads the page from the server.
  const updates = startUpdateCheck({ currentBuildId: __BUILD_ID__ });
  reloadOnNextNavigation(router, updates.isUpdateReady);
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// Not in a transition: RouterProvider subscribes to the router in a layout effect, and a sliced
// first render let the first navigation end before it subscribed (the page stayed on the fallback).
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
