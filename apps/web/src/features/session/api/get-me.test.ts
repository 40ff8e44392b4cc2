import { SIGNED_IN_HINT_COOKIE } from '@boucherie/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from './get-me';

const MARIE = { id: 7, email: 'marie@example.com', firstName: 'Marie' };

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function dropHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: the browser's cookie jar, as a logout's Set-Cookie leaves it.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0`;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getMe', () => {
  it('asks the server when the signed-in hint is there', async () => {
    const fetchMock = answering(200, MARIE);
    await expect(getMe()).resolves.toEqual(MARIE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/accounts/me');
  });

  it('knows a visitor without asking when the hint is absent (no 401 for the console)', async () => {
    dropHint();
    const fetchMock = answering(200, MARIE);
    await expect(getMe()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a 401 for a visitor', async () => {
    answering(401, { title: 'Non connecté', status: 401 });
    await expect(getMe()).resolves.toBeNull();
  });
});
