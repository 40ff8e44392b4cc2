import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../features/session/api/get-me';
import { api } from '../lib/api-client';
import { makeUser } from '../test/users';
import { createQueryClient } from './query-client';
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
