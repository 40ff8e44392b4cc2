import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { showToast } from '../../../lib/toast';
import { callsTo, entrecote, quiche, stubShopApi } from '../../../test/fake-shop-api';
import { makeUser } from '../../../test/users';
import { ME_QUERY_KEY } from '../../session';
import { CART_QUERY_KEY } from '../api/get-cart';
import { localCartStore } from '../lib/local-cart-store';
import { AddToCart } from './add-to-cart';
import { CartBadge } from './cart-badge';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

function renderWith(ui: ReactNode, user: ReturnType<typeof makeUser> | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  localStorage.clear();
  localCartStore.reload();
});
afterEach(() => vi.unstubAllGlobals());

describe('AddToCart', () => {
  it('shows an article "en rupture" without the cart controls', () => {
    stubShopApi({});
    renderWith(<AddToCart space="particulier" article={{ ...entrecote, isOutOfStock: true }} />);
    expect(screen.getByText('En rupture pour le moment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ajouter/ })).not.toBeInTheDocument();
  });

  it('puts 1,5 kg of a weighed article in a visitor’s cart and confirms with a toast', async () => {
    stubShopApi({});
    const user = userEvent.setup();
    renderWith(<AddToCart space="particulier" article={entrecote} variant="page" />);
    const field = screen.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' });
    expect(field).toHaveValue('1');
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Ajouter 100\u00a0g' }));
    expect(field).toHaveValue('1,5');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(localCartStore.get()).toEqual([{ article: entrecote, quantity: 1.5 }]);
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Ajouté au panier\u00a0: Entrecôte, 1,5\u00a0kg.',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Voir le panier' }) }),
    );
  });

  it('adds what was typed when Enter is pressed in the quantity field (a row of the list)', async () => {
    stubShopApi({});
    const user = userEvent.setup();
    renderWith(<AddToCart space="particulier" article={entrecote} variant="row" />);
    const field = screen.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' });
    await user.clear(field);
    await user.type(field, '2,5{Enter}');
    await waitFor(() => expect(localCartStore.get()).toEqual([{ article: entrecote, quantity: 2.5 }]));
    expect(field).toHaveValue('2,5');
  });

  it('asks whether « 500 » in a kilogram field meant grams, and adds nothing until answered', async () => {
    stubShopApi({});
    const user = userEvent.setup();
    renderWith(<AddToCart space="particulier" article={entrecote} variant="page" />);
    const field = screen.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' });
    await user.clear(field);
    await user.type(field, '500');
    // The press on the button leaves the field first: the question comes, the button holds.
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('group', { name: /^500\s+kg\s+\? Vouliez-vous dire 500\s+g\s+\?$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    // The estimate waits for the answer too: no price for a quantity not yet known.
    expect(screen.getByRole('status').textContent).toBe('Prix selon votre réponse');
    expect(localCartStore.get()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Oui, 0,5\u00a0kg' }));
    expect(screen.getByText(/pour 500 g$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(localCartStore.get()).toEqual([{ article: entrecote, quantity: 0.5 }]);
  });

  it('starts a pro at 1 kg for a weighed article the butcher suggests by the steak', () => {
    stubShopApi({});
    const steak = { ...entrecote, defaultQuantity: 0.25 };
    renderWith(<AddToCart space="pro" article={steak} variant="row" />);
    expect(screen.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' })).toHaveValue('1');
  });

  it('starts at the butcher’s quantity, shows its price live, and turns guests into a weight', async () => {
    stubShopApi({});
    const user = userEvent.setup();
    const steak = { ...entrecote, defaultQuantity: 0.25, quantityStep: 0.05, gramsPerPerson: 250, pricePerUnit: 38.9 };
    renderWith(<AddToCart space="particulier" article={steak} variant="page" />);
    const field = screen.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' });
    expect(field).toHaveValue('0,25');
    expect(screen.getByRole('status').textContent).toBe('≈\u00a09,73\u00a0€ pour 250\u00a0g');
    await user.click(screen.getByRole('button', { name: 'Ajouter 50\u00a0g' }));
    expect(field).toHaveValue('0,3');
    expect(screen.getByRole('status').textContent).toBe('≈\u00a011,67\u00a0€ pour 300\u00a0g');

    const guests = screen.getByRole('textbox', { name: 'Pour combien de personnes\u00a0?' });
    expect(guests).toHaveValue('1');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Ajouter une personne' }));
    expect(guests).toHaveValue('4');
    expect(field).toHaveValue('1');
    expect(screen.getByRole('status').textContent).toBe('≈\u00a038,90\u00a0€ pour 1\u00a0kg');
    expect(screen.getByText(/Comptez 250.g par personne/).textContent).toContain('1\u00a0kg');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(localCartStore.get()).toEqual([{ article: steak, quantity: 1 }]);
  });

  it('adds to what is already in the cart, by whole pieces', async () => {
    stubShopApi({});
    localCartStore.setQuantity(quiche, 2);
    const user = userEvent.setup();
    renderWith(<AddToCart space="particulier" article={quiche} />);
    expect(screen.getByRole('button', { name: 'Retirer une pièce' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ajouter Quiche lorraine au panier' }));
    expect(localCartStore.get()).toEqual([{ article: quiche, quantity: 3 }]);
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Ajouté au panier\u00a0: Quiche lorraine, 1\u00a0pièce (3\u00a0pièces au total).',
      expect.anything(),
    );
  });

  it('sends a logged-in user’s choice to the server cart, summed with what is there', async () => {
    const { fetchMock } = stubShopApi({ user: makeUser(), cart: [{ article: entrecote, quantity: 0.5 }] });
    const user = userEvent.setup();
    renderWith(
      <>
        <CartBadge className="" />
        <AddToCart space="particulier" article={entrecote} />
      </>,
      makeUser(),
    );
    // The badge has loaded the server cart: 0,5 kg × 30 €
    expect(await screen.findByRole('link', { name: 'Panier, 15,00\u00a0€, 1\u00a0article' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter Entrecôte au panier' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/carts')).toEqual([{ articleId: 2, quantity: 1.5 }]));
    expect(localCartStore.get()).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Panier, 45,00\u00a0€, 1\u00a0article' })).toBeInTheDocument();
  });

  it('fetches the server cart first when it is not loaded yet, so the line is summed, not replaced', async () => {
    const { fetchMock } = stubShopApi({ user: makeUser(), cart: [{ article: entrecote, quantity: 0.5 }] });
    const user = userEvent.setup();
    const queryClient = renderWith(<AddToCart space="particulier" article={entrecote} />, makeUser());
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Ajouter Entrecôte au panier' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/carts')).toEqual([{ articleId: 2, quantity: 1.5 }]));
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Ajouté au panier\u00a0: Entrecôte, 1\u00a0kg (1,5\u00a0kg au total).',
      expect.anything(),
    );
  });

  it('says why the server refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubShopApi({ user: makeUser(), failPut: 400 });
    const user = userEvent.setup();
    renderWith(<AddToCart space="particulier" article={entrecote} />, makeUser());
    await user.click(screen.getByRole('button', { name: 'Ajouter Entrecôte au panier' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Cet article n’est plus en vente.'));
  });
});

describe('CartBadge', () => {
  it('shows the number of lines and the total of a visitor’s cart', () => {
    stubShopApi({});
    localCartStore.setQuantity(entrecote, 1.5);
    localCartStore.setQuantity(quiche, 2);
    renderWith(<CartBadge className="" />);
    const link = screen.getByRole('link', { name: 'Panier, 70,00\u00a0€, 2\u00a0articles' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('2');
  });

  it('says the cart is empty', () => {
    stubShopApi({});
    renderWith(<CartBadge className="" />);
    expect(screen.getByRole('link', { name: 'Panier, vide' })).toBeInTheDocument();
  });
});
