import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, createChunkReloader, isChunkLoadError } from './chunk-reload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js');

function setup(start = 1_000_000) {
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  let now = start;
  const reload = vi.fn<(href: string | null) => void>();
  const options = { storage: () => storage, load: reload, now: () => now };
  return {
    store,
    reload,
    options,
    advance: (ms: number) => {
      now += ms;
    },
    /** A new page load: same sessionStorage, fresh module state. */
    reloader: () => createChunkReloader(options),
  };
}

describe('isChunkLoadError', () => {
  it('recognises the dynamic-import failures of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloading once after a failed chunk', () => {
  it('reloads, then not again within 10 s, then again after', () => {
    const t = setup();
    expect(t.reloader().reloadOnce()).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.store.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    t.advance(CHUNK_RELOAD_GUARD_MS - 1);
    expect(t.reloader().reloadOnce()).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);

    t.advance(1);
    expect(t.reloader().reloadOnce()).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when sessionStorage is unavailable (no guard, no loop)', () => {
    const reload = vi.fn();
    const reloader = createChunkReloader({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      load: reload,
    });
    expect(reloader.reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('lazy routes', () => {
  it('reloads when a lazy page fails to load, and keeps the route waiting meanwhile', async () => {
    const t = setup();
    const lazy = t.reloader().lazyWithReload(() => Promise.reject(chunkError()));
    const settled = vi.fn();
    lazy().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
  });

  it('shows the error when the reload did not help, and never reloads for other errors', async () => {
    const t = setup();
    t.store.set(CHUNK_RELOAD_KEY, String(1_000_000 - 3000));
    await expect(t.reloader().lazyWithReload(() => Promise.reject(chunkError()))()).rejects.toThrow(
      /dynamically imported/,
    );
    t.advance(CHUNK_RELOAD_GUARD_MS);
    const bug = new TypeError('m.HomePage is not a function');
    await expect(t.reloader().lazyWithReload(() => Promise.reject(bug))()).rejects.toBe(bug);
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('loads the page being navigated to, or reloads this one when no navigation is under way', () => {
    const t = setup();
    const reloader = t.reloader();
    const router = { state: { navigation: {} as { location?: { pathname: string; search: string; hash: string } } } };
    reloader.followNavigation(router);
    router.state.navigation.location = { pathname: '/product/12', search: '?q=1', hash: '' };
    expect(reloader.reloadOnce()).toBe(true);
    expect(t.reload).toHaveBeenCalledWith('/product/12?q=1');

    t.advance(CHUNK_RELOAD_GUARD_MS);
    expect(t.reloader().reloadOnce()).toBe(true);
    expect(t.reload).toHaveBeenLastCalledWith(null);
  });

  it('passes a loaded page through', async () => {
    const t = setup();
    const page = { Component: () => null };
    await expect(t.reloader().lazyWithReload(() => Promise.resolve(page))()).resolves.toBe(page);
  });
});
