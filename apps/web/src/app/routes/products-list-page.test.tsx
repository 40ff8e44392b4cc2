import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localCartStore } from '../../features/cart/lib/local-cart-store';
import { viewModeStore } from '../../features/catalogue/lib/view-mode';
import { ME_QUERY_KEY } from '../../features/session/api/get-me';
import { sampleArticle } from '../../test/fake-api';
import { callsTo, entrecote, quiche, stubShopApi } from '../../test/fake-shop-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

// The page's module is loaded (and compiled) once before the tests: on a busy machine, the first test's
// wait for the list would otherwise include the compilation of the page and its features (its holiday entry is
// an island, a chunk of its own).
beforeAll(async () => {
  await Promise.all([import('./products-list-page'), import('../../features/catalogue/components/holiday-entry')]);
});

beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the last test's choice.
  document.cookie = 'products-view=; Max-Age=0; Path=/';
  localCartStore.reload();
  viewModeStore.reload();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('the product list', () => {
  it('switches between Grid and List and keeps the choice', async () => {
    stubShopApi({});
    const user = userEvent.setup();
    renderApp('/products-list');
    expect(await screen.findByRole('heading', { level: 3, name: 'Entrecôte' })).toBeInTheDocument();
    const grid = screen.getByRole('button', { name: 'Grille' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    // Cards carry the picture at full width; rows a thumbnail.
    expect(screen.getAllByRole('img', { name: 'Entrecôte' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img', { name: 'Entrecôte' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Pièces à griller · Au poids')).toHaveLength(2);
    expect(document.cookie).toContain('products-view=list');
  });

  it('puts the filters in the address: promotions and favourites only', async () => {
    stubShopApi({ user: makeUser(), articles: [sampleArticle, { ...entrecote, isFavorite: true }, quiche] });
    const user = userEvent.setup();
    const { router } = renderApp('/products-list?Search=boeuf&PageNumber=2');
    await screen.findByRole('heading', { level: 3, name: 'Entrecôte' });
    await user.click(screen.getByRole('checkbox', { name: 'Mes favoris' }));
    await waitFor(() => expect(router.state.location.search).toBe('?Search=boeuf&FavoritesOnly=true'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Résultats pour «\u00a0boeuf\u00a0»' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Quiche lorraine' })).toBeNull());
    expect(screen.getByRole('heading', { level: 3, name: 'Entrecôte' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mes favoris' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'En promotion' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?Search=boeuf&FavoritesOnly=true&DiscountedOnly=true'),
    );
  });

  it('invites a visitor to log in for their favourites instead of asking the server', async () => {
    const { fetchMock } = stubShopApi({});
    renderApp('/products-list?FavoritesOnly=true');
    expect(await screen.findByText('Connectez-vous pour voir vos favoris.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/account/login?redirect=%2Fproducts-list%3FFavoritesOnly%3Dtrue',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/articles?'))).toBe(false);
  });

  it('says when nothing matches, with a way on', async () => {
    stubShopApi({ articles: [] });
    renderApp('/products-list?Search=licorne');
    expect(await screen.findByText('Aucun article ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous nos produits' })).toBeInTheDocument();
  });

  it('adds an article to the cart from its card, and the header counts it', async () => {
    stubShopApi({});
    const user = userEvent.setup();
    renderApp('/products-list');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Quiche lorraine' })).closest('article');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Ajouter Quiche lorraine au panier' }));
    expect(screen.getByRole('link', { name: 'Panier, 12,50\u00a0€, 1\u00a0article' })).toBeInTheDocument();
  });
});

describe('logging in with a cart', () => {
  it('merges the visitor’s cart into the server cart when the user appears', async () => {
    const { fetchMock, state } = stubShopApi({ user: makeUser(), cart: [{ article: entrecote, quantity: 1 }] });
    localCartStore.setQuantity(entrecote, 0.5);
    localCartStore.setQuantity(quiche, 2);
    const { queryClient } = renderApp('/products-list');
    await screen.findByRole('heading', { level: 3, name: 'Entrecôte' });
    // The login page writes the user into the session like this.
    act(() => queryClient.setQueryData(ME_QUERY_KEY, makeUser()));
    await waitFor(() => expect(localCartStore.get()).toEqual([]));
    expect(callsTo(fetchMock, 'PUT', '/api/carts')).toEqual([
      { articleId: entrecote.id, quantity: 1.5 },
      { articleId: quiche.id, quantity: 2 },
    ]);
    expect(state.cart).toHaveLength(2);
    // 1,5 × 30 + 2 × 12,50
    expect(await screen.findByRole('link', { name: 'Panier, 70,00\u00a0€, 2\u00a0articles' })).toBeInTheDocument();
  });
});

describe('the catalogue’s holiday entry', () => {
  const noel = {
    shopId: 1,
    shopName: 'Maison Thirion Metz-Centre',
    date: '2026-12-24',
    label: 'Noël',
    cutOffAt: '2026-12-20T17:00:00.000Z',
    articleIds: [],
  };

  it('shows « Commandes de Noël » with its cut-off once its orders open, and leads to its menu', async () => {
    stubShopApi({ holidays: [{ ...noel, articleIds: [entrecote.id] }] });
    const user = userEvent.setup();
    renderApp('/products-list');
    const entry = await screen.findByRole('region', { name: 'Commandes de Noël' });
    expect(entry).toHaveTextContent('Pour le jeudi 24 décembre : commandez avant le dimanche 20 décembre à 18 h.');
    await user.click(within(entry).getByRole('link', { name: /^Voir le menu de Noël \(1\sarticle\)$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu de fête du jeudi 24 décembre' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Entrecôte' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: quiche.designation })).toBeNull();
  });

  it('shows nothing while no holiday day takes orders', async () => {
    stubShopApi({});
    renderApp('/products-list');
    expect(await screen.findByRole('heading', { level: 3, name: 'Entrecôte' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Commandes de/ })).toBeNull();
  });

  it('says when a holiday day takes the whole catalogue', async () => {
    stubShopApi({ holidays: [noel] });
    renderApp('/products-list');
    const entry = await screen.findByRole('region', { name: 'Commandes de Noël' });
    expect(entry).toHaveTextContent('Tout le catalogue est proposé ce jour-là.');
  });

  it('names each shop when the same holiday has another menu at each, in one entry', async () => {
    const montigny = { ...noel, shopId: 2, shopName: 'Maison Thirion Montigny-lès-Metz', articleIds: [entrecote.id] };
    stubShopApi({ holidays: [noel, montigny] });
    renderApp('/products-list');
    const entry = await screen.findByRole('region', { name: 'Commandes de Noël' });
    expect(screen.getAllByRole('region', { name: /Commandes de Noël/ })).toHaveLength(1);
    expect(entry).toHaveTextContent('Pour le jeudi 24 décembre : commandez avant le dimanche 20 décembre à 18 h.');
    const [atMetz, atMontigny] = within(entry).getAllByRole('listitem');
    expect(atMetz).toHaveTextContent('Maison Thirion Metz-Centre : tout le catalogue');
    expect(
      within(atMontigny as HTMLElement).getByRole('link', {
        name: 'Maison Thirion Montigny-lès-Metz : menu de Noël (1\u00a0article)',
      }),
    ).toBeVisible();
  });

  it('gives each shop its own cut-off when they differ', async () => {
    const montigny = {
      ...noel,
      shopId: 2,
      shopName: 'Maison Thirion Montigny-lès-Metz',
      cutOffAt: '2026-12-21T17:00:00.000Z',
    };
    stubShopApi({ holidays: [noel, montigny] });
    renderApp('/products-list');
    const entry = await screen.findByRole('region', { name: 'Commandes de Noël' });
    expect(entry).toHaveTextContent(/^Commandes de NoëlPour le jeudi 24 décembre\./);
    const [, atMontigny] = within(entry).getAllByRole('listitem');
    expect(atMontigny).toHaveTextContent(
      'Maison Thirion Montigny-lès-Metz, avant le lundi 21 décembre à 18 h : tout le catalogue',
    );
  });

  it('shows one entry when every shop offers the holiday alike', async () => {
    stubShopApi({ holidays: [noel, { ...noel, shopId: 2, shopName: 'Maison Thirion Montigny-lès-Metz' }] });
    renderApp('/products-list');
    expect(await screen.findByRole('region', { name: 'Commandes de Noël' })).toBeVisible();
    expect(screen.getAllByRole('region', { name: /Commandes de Noël/ })).toHaveLength(1);
  });
});
