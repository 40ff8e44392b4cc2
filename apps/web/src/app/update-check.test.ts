import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchDeployedBuildId,
  reloadOnNextNavigation,
  startUpdateCheck,
  UPDATE_CHECK_INTERVAL_MS,
  VERSION_URL,
  VISIBLE_CHECK_MIN_GAP_MS,
} from './update-check';

describe('fetchDeployedBuildId', () => {
  it('reads /version.json past every cache', async () => {
    const fetchMock = vi.fn(async () => Response.json({ buildId: 'b2' }));
    await expect(fetchDeployedBuildId(fetchMock)).resolves.toBe('b2');
    expect(fetchMock).toHaveBeenCalledWith(VERSION_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('answers null when the deployed build cannot be told', async () => {
    await expect(fetchDeployedBuildId(async () => new Response('', { status: 404 }))).resolves.toBeNull();
    await expect(fetchDeployedBuildId(async () => Response.json({}))).resolves.toBeNull();
    await expect(
      fetchDeployedBuildId(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBeNull();
  });
});

describe('startUpdateCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every hour, and is ready once another build is deployed', async () => {
    const fetchBuildId = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce('b1')
      .mockResolvedValueOnce(null)
      .mockResolvedValue('b2');
    const updates = startUpdateCheck({ currentBuildId: 'b1', fetchBuildId });
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(updates.isUpdateReady()).toBe(false);

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS); // offline: still the same build
    expect(updates.isUpdateReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updates.isUpdateReady()).toBe(true);

    // Once known, it stops asking.
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    updates.stop();
  });

  it('asks again when the tab is shown, at most once a minute', async () => {
    const fetchBuildId = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('b1').mockResolvedValue('b2');
    const updates = startUpdateCheck({ currentBuildId: 'b1', fetchBuildId });
    const show = () => document.dispatchEvent(new Event('visibilitychange'));
    expect(document.visibilityState).toBe('visible');

    show(); // just started: it asked a moment ago (the page's own load)
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VISIBLE_CHECK_MIN_GAP_MS);
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(updates.isUpdateReady()).toBe(false);
    show(); // shown again at once: not asked again
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(VISIBLE_CHECK_MIN_GAP_MS);
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(updates.isUpdateReady()).toBe(true);

    updates.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    show();
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });
});

describe('reloadOnNextNavigation', () => {
  function makeRouter() {
    return createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/products-list', loader: () => null, element: null },
        { path: '/cart', element: null },
      ],
      { initialEntries: ['/'] },
    );
  }

  it('leaves client navigation alone while this build is the deployed one', async () => {
    const router = makeRouter();
    const load = vi.fn();
    reloadOnNextNavigation(router, () => false, load);
    await router.navigate('/products-list?Search=boeuf');
    expect(load).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/products-list');
  });

  it('loads the next page from the server once a newer build is deployed', async () => {
    const router = makeRouter();
    await router.navigate('/cart');
    let ready = false;
    const load = vi.fn();
    reloadOnNextNavigation(router, () => ready, load);
    ready = true;
    void router.navigate('/products-list?Search=boeuf#liste');
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('/products-list?Search=boeuf#liste'));
    await router.navigate('/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after a navigation that needed no loading', async () => {
    const router = makeRouter();
    const load = vi.fn();
    reloadOnNextNavigation(router, () => true, load);
    await router.navigate('/cart');
    expect(load).toHaveBeenCalledWith('/cart');
  });
});
