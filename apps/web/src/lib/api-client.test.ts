import type { ShopsResponse } from '@boucherie/contract';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, onAuthenticatedHeader, SERVER_ERROR_MESSAGE, toQueryString } from './api-client';
import { ApiError } from './api-error';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

function answer(status: number, body: unknown, authenticated: string | null = 'false') {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (authenticated !== null) headers.set('authenticated', authenticated);
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

const fetchMock = vi.fn<typeof fetch>();
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('answers the JSON of a 2xx answer and sends the query string', async () => {
    fetchMock.mockResolvedValue(answer(200, { shops: [] }));
    await expect(api.get<ShopsResponse>('/api/shops', { query: { PageNumber: 2 } })).resolves.toEqual({ shops: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/shops?PageNumber=2');
  });

  it('reports the authenticated header of every answer, errors included', async () => {
    const seen: boolean[] = [];
    const stop = onAuthenticatedHeader((authenticated) => seen.push(authenticated));
    fetchMock
      .mockResolvedValueOnce(answer(200, { shops: [] }, 'true'))
      .mockResolvedValueOnce(answer(404, { title: 'Introuvable', status: 404 }, 'false'))
      .mockResolvedValueOnce(answer(200, { shops: [] }, null));
    await api.get('/api/shops');
    await api.get('/api/shops').catch(() => {});
    await api.get('/api/shops');
    stop();
    expect(seen).toEqual([true, false, false]);
  });

  it('turns an error body into an ApiError carrying the ProblemDetails, logged to the console only', async () => {
    const problem = {
      title: 'Conflit',
      status: 409,
      code: 'OUT_OF_STOCK',
      detail: '«\u00a0Bavette\u00a0» est en rupture.',
    };
    fetchMock.mockResolvedValue(answer(409, problem));
    const error = await api.get('/api/shops').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', problem });
    expect(consoleError).toHaveBeenCalledWith(error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('gives a ProblemDetails even when the error body is not one', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/api/shops')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      problem: { title: 'Bad Gateway', status: 502, code: 'INTERNAL_ERROR' },
    });
  });

  it('gives a problem without a code its status’s general code', async () => {
    const problem = { title: 'Requête invalide', status: 400, errors: { Email: ['Adresse invalide.'] } };
    fetchMock
      .mockResolvedValueOnce(answer(400, problem))
      .mockResolvedValueOnce(answer(413, { title: 'Trop', status: 413 }));
    await expect(api.get('/api/shops')).rejects.toMatchObject({ code: 'VALIDATION', problem });
    await expect(api.get('/api/shops')).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('shows the server-error toast for a 500 answer', async () => {
    fetchMock.mockResolvedValue(answer(500, { title: 'Erreur interne', status: 500 }));
    await expect(api.get('/api/shops')).rejects.toBeInstanceOf(ApiError);
    // The toast library loads on demand, so the toast comes a moment later.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(SERVER_ERROR_MESSAGE, expect.objectContaining({ id: 'server-error' })),
    );
    expect(SERVER_ERROR_MESSAGE).toBe('Désolé. Un problème est survenu. Veuillez réessayer ultérieurement.');
  });

  it('keeps quiet about statuses the caller expects', async () => {
    fetchMock.mockResolvedValue(answer(404, { title: 'Introuvable', status: 404 }));
    await expect(api.get('/api/shops', { quietStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(answer(200, { shops: [] }));
    await api.post('/api/shops', { a: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });
});

describe('toQueryString', () => {
  it('joins lists with commas and leaves out empty values and false flags', () => {
    expect(toQueryString({ SubCategoryIds: [1, 2], Search: '', DiscountedOnly: false, HighlightedOnly: true })).toBe(
      '?SubCategoryIds=1%2C2&HighlightedOnly=true',
    );
    expect(toQueryString({})).toBe('');
  });
});
