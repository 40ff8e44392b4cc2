import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { watchSessionEnd } from './app/session-expiry';
import { meQueryOptions } from './features/session/api/get-me';
import './index.css';

const queryClient = createQueryClient();
// Who is there is asked at once, while the first page's code downloads.
void queryClient.prefetchQuery(meQueryOptions());
const router = createAppRouter(queryClient);
watchSessionEnd(queryClient, (to) => void router.navigate(to));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
