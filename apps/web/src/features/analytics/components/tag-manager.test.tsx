import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { consentStore } from '../../consent';
import { resetTagManager } from '../lib/tag-manager';
import { resetLazyTagManager } from './lazy-tag-manager';

/** Cookies as Google's tags would set them (the test needs the raw setter). */
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the very API the tags use
  document.cookie = value;
}

// The whole shop, as a visitor meets it: the banner, then (or not) the tag manager.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', authenticated: 'false' } });

const TITLES: Record<string, string> = {
  cgv: 'Conditions générales de vente',
  'mentions-legales': 'Mentions légales',
  confidentialite: 'Politique de confidentialité',
};

function stubShop(gtmId: string | null = 'GTM-TEST123') {
  const fallback = stubApi();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/site-config') return json({ gtmId });
    if (path.startsWith('/api/content/')) {
      const slug = path.split('/').at(-1) ?? '';
      return json({
        slug,
        title: TITLES[slug],
        html: '<p>Texte</p>',
        updatedAt: null,
      });
    }
    return fallback(input);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const gtmScript = () => document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]');
const siteConfigCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/site-config')).length;
const pageViews = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view') as {
    page_path: string;
    page_title: string;
  }[];

describe('tag manager and consent', () => {
  beforeEach(() => {
    localStorage.clear();
    consentStore.reset();
    resetLazyTagManager();
    resetTagManager();
  });
  afterEach(() => {
    resetTagManager();
  });

  it('loads nothing and asks nothing before consent', async () => {
    const fetchMock = stubShop();
    renderApp('/cgv');
    await screen.findByRole('heading', { level: 1, name: 'Conditions générales de vente' });
    expect(await screen.findByRole('region', { name: 'Vos choix sur les cookies' })).toBeInTheDocument();
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(siteConfigCalls(fetchMock)).toBe(0);
  });

  it('loads the tag manager after "Tout accepter" and pushes the page view', async () => {
    stubShop();
    renderApp('/cgv');
    await screen.findByRole('heading', { level: 1, name: 'Conditions générales de vente' });
    await userEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    await waitFor(() => expect(gtmScript()).not.toBeNull());
    expect(gtmScript()).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(pageViews()).toEqual([
      { event: 'page_view', page_path: '/cgv', page_location: expect.any(String), page_title: expect.any(String) },
    ]);
  });

  it('loads nothing after "Tout refuser"', async () => {
    const fetchMock = stubShop();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(siteConfigCalls(fetchMock)).toBe(0);
  });

  it('loads nothing when no container is configured', async () => {
    const fetchMock = stubShop(null);
    consentStore.decide(true);
    renderApp('/cgv');
    await waitFor(() => expect(siteConfigCalls(fetchMock)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gtmScript()).toBeNull();
  });

  it('sends the page of a password link without its token', async () => {
    stubShop();
    consentStore.decide(true);
    renderApp('/account/reset-password?token=c2VjcmV0LWR1LWxpZW4');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({
      page_path: '/account/reset-password?token=[redacted]',
      page_location: `${window.location.origin}/account/reset-password?token=[redacted]`,
    });
    expect(JSON.stringify(window.dataLayer)).not.toContain('c2VjcmV0LWR1LWxpZW4');
  });

  it('pushes one page view per navigation, and none once consent is withdrawn', async () => {
    stubShop();
    consentStore.decide(true);
    const { router } = renderApp('/cgv');
    await waitFor(() => expect(pageViews()).toHaveLength(1));

    await act(() => router.navigate('/mentions-legales'));
    await act(() => router.navigate('/products-list?Search=boeuf'));
    await waitFor(() => expect(pageViews()).toHaveLength(3));
    expect(pageViews().map((view) => view.page_path)).toEqual([
      '/cgv',
      '/mentions-legales',
      '/products-list?Search=boeuf',
    ]);
    // Each view carries its own page's title, not the previous one.
    expect(pageViews()[1]?.page_title).toBe('Mentions légales — Maison Thirion');

    setCookie('_ga=GA1.1.42; path=/');
    act(() => consentStore.decide(false));
    await act(() => router.navigate('/cgv'));
    expect(pageViews()).toHaveLength(3);
    expect(document.cookie).not.toContain('_ga=');
    expect(gtmScript()).not.toBeNull();
  });
});
