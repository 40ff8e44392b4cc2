import type { ContentPage } from '@boucherie/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStore } from '../../features/consent/lib/consent-store';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const mentions: ContentPage = {
  slug: 'mentions-legales',
  title: 'Mentions légales',
  // What the server renders from « ## Éditeur du site\n\n**Maison Thirion** — boucherie\nSiège social : … »
  // (its Markdown renderer, apps/server/src/modules/content/markdown.ts).
  html: [
    '<h2>Éditeur du site</h2>',
    '<p><strong>Maison Thirion</strong> — boucherie<br>Siège social : 14 rue Taison</p>',
    '<p>Voir notre <a href="/confidentialite">politique de confidentialité</a>.</p>',
    '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  ].join('\n'),
  updatedAt: '2026-11-22T09:30:00.000Z',
};

const privacy: ContentPage = {
  slug: 'confidentialite',
  title: 'Politique de confidentialité',
  html: '<h2>Vos droits</h2>\n<p>Écrivez-nous.</p>',
  updatedAt: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'false' },
  });

/** The visitor API of the tests, plus the content pages given (or one status for every page). */
function stubContent(pages: ContentPage[] | number | Promise<never>) {
  const fallback = stubApi();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const slug = /^\/api\/content\/([\w-]+)$/.exec(new URL(String(input), 'http://localhost').pathname)?.[1];
    if (!slug) return fallback(input);
    if (pages instanceof Promise) return pages;
    if (typeof pages === 'number') return json(pages, { title: 'Erreur', status: pages });
    const page = pages.find((p) => p.slug === slug);
    return page ? json(200, page) : json(404, { title: 'Ressource introuvable', status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('legal pages', () => {
  beforeEach(() => {
    // A visitor who already answered the cookie banner.
    consentStore.decide(false);
  });

  it('renders the title, the date and the text, with the document title', async () => {
    stubContent([mentions, privacy]);
    renderApp('/mentions-legales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(screen.getByText('Mis à jour le 22 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Éditeur du site' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Maison Thirion').tagName).toBe('STRONG');
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Mentions légales — Maison Thirion'));
  });

  it('follows a relative link inside the shop', async () => {
    stubContent([mentions, privacy]);
    const { router } = renderApp('/mentions-legales');
    const main = within(await screen.findByRole('main'));
    await userEvent.click(await main.findByRole('link', { name: 'politique de confidentialité' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confidentialite');
    // No date known: no date shown.
    expect(screen.queryByText(/Mis à jour/)).toBeNull();
  });

  it('shows a skeleton while the text loads, with the page named in the tab', async () => {
    stubContent(new Promise<never>(() => {}));
    renderApp('/cgv');
    expect(await screen.findByText('Chargement de la page…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Conditions générales de vente — Maison Thirion'));
  });

  it('shows the 404 error page when the content source has no such page', async () => {
    stubContent([]);
    renderApp('/cgv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('offers to try again when the server fails', async () => {
    const fetchMock = stubContent(503);
    renderApp('/confidentialite');
    // One retry of a server failure first (the query client's rule).
    expect(
      await screen.findByText('Cette page est momentanément indisponible.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/content/')).length;
    const before = calls();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(calls()).toBeGreaterThan(before));
  });
});
