import type { WebRoute } from '@boucherie/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesStore } from '../features/session/preferences-store';
import { stubApi } from '../test/fake-api';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

function renderAt(path: string, table?: readonly WebRoute[]) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient, table), { initialEntries: [path] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  stubApi();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  preferencesStore.setSpace('particulier');
});

describe('router', () => {
  it('answers an unmatched path with the 404 page "Page not found: {path}"', async () => {
    renderAt('/nope');
    expect(await screen.findByText('Page not found: /nope')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    // Not a dead end: the shop's header (logo, search, cart, catalogue) and the footer stay (islands: ADR 035).
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /accueil/ })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('combobox', { name: /Rechercher/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /Panier/ })).toHaveAttribute('href', '/cart');
    expect(within(header).getByRole('link', { name: 'Tous nos produits' })).toHaveAttribute('href', '/products-list');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Tous nos produits' })).toHaveAttribute(
      'href',
      '/products-list',
    );
  });

  it('answers an invalid id with "Page Not Found: {path}"', async () => {
    renderAt('/product/abc');
    expect(await screen.findByText('Page Not Found: /product/abc')).toBeInTheDocument();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('checks the id before the guard: a visitor gets the 404, not the login page', async () => {
    renderAt('/order/-1');
    expect(await screen.findByText('Page Not Found: /order/-1')).toBeInTheDocument();
  });

  it('shows the 404 page when the API does not know the article', async () => {
    renderAt('/product/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it('shows an existing article inside the page layout', async () => {
    renderAt('/product/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Côte de bœuf' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a visitor from a private page to the login page, remembering where they were going', async () => {
    const router = renderAt('/order-history?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toBe('?redirect=%2Forder-history%3Fpage%3D2');
  });

  it('lets a visitor browse in the particulier space but not in the pro space', async () => {
    preferencesStore.setSpace('pro');
    const router = renderAt('/products-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('shows an unknown guard name as a server error', async () => {
    renderAt('/', [{ name: 'index', path: '/', guard: 'admin' }]);
    expect(await screen.findByText('Unknown route guard: admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Erreur interne du serveur' })).toBeInTheDocument();
  });
});
