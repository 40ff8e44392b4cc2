import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../features/session/api/get-me';
import { api } from '../lib/api-client';
import { stubApi } from '../test/fake-api';
import { makeUser } from '../test/users';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';
import { watchSessionEnd } from './session-expiry';

const user = makeUser();

function answerWithHeader(authenticated: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { authenticated } })),
  );
}

let stop: () => void = () => {};
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('watchSessionEnd', () => {
  it('logs out locally and goes to the login page when a logged-in tab hears "not authenticated"', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, user);
    const navigate = vi.fn();
    stop = watchSessionEnd(queryClient, navigate);
    answerWithHeader('false');
    await api.get('/api/shops');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account/login');
  });

  it('does nothing while the session holds, or for a visitor', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, user);
    const navigate = vi.fn();
    stop = watchSessionEnd(queryClient, navigate);
    answerWithHeader('true');
    await api.get('/api/shops');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);

    queryClient.setQueryData(ME_QUERY_KEY, null);
    answerWithHeader('false');
    await api.get('/api/shops');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('session end in the running app', () => {
  it('takes a logged-in user from the page they are on to the login page', async () => {
    // The API still believes in the session when the page opens…
    const catalogue = stubApi();
    let sessionHolds = true;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const response = await catalogue(input);
      response.headers.set('authenticated', String(sessionHolds));
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, user);
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/product/1'] });
    stop = watchSessionEnd(queryClient, (to) => void router.navigate(to));
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Côte de bœuf' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/product/1');

    // …then the session ends on the server: the next answer says so.
    sessionHolds = false;
    await api.get('/api/shops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });
});

describe('answers that left before the login', () => {
  it('are ignored: they were sent without the session', async () => {
    const queryClient = createQueryClient();
    const navigate = vi.fn();
    stop = watchSessionEnd(queryClient, navigate);
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const slow = api.get('/api/articles');
    // The login ends while the catalogue request is still on its way.
    queryClient.setQueryData(ME_QUERY_KEY, user);
    answer(new Response('{}', { status: 200, headers: { authenticated: 'false' } }));
    await slow;
    expect(navigate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);

    // A request sent after the login that hears "not authenticated" does end the session.
    answerWithHeader('false');
    await api.get('/api/shops');
    expect(navigate).toHaveBeenCalledWith('/account/login');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });
});
