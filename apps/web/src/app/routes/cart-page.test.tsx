import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localCartStore } from '../../features/cart/lib/local-cart-store';
import { preferencesStore } from '../../features/session/preferences-store';
import { showToast } from '../../lib/toast';
import { callsTo, entrecote, quiche, stubShopApi } from '../../test/fake-shop-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

// Text matchers compare with the text normalized (no-break spaces read as spaces); names keep them.
const NBSP = '\u00a0';

beforeEach(() => {
  localStorage.clear();
  localCartStore.reload();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  preferencesStore.setSpace('particulier');
});

const lines = () => within(screen.getByRole('list', { name: 'Articles du panier' })).getAllByRole('listitem');

describe('the cart of a visitor', () => {
  beforeEach(() => {
    stubShopApi({});
    localCartStore.setQuantity(entrecote, 1.5);
    localCartStore.setQuantity(quiche, 2);
  });

  it('lists the lines with unit price, quantity and line total, and the total TTC', async () => {
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument();
    expect(lines()).toHaveLength(2);
    const [first] = lines();
    expect(within(first as HTMLElement).getByText('Entrecôte')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('30,00 € / kg TTC')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('textbox', { name: /Quantité d’Entrecôte/ })).toHaveValue('1,5');
    expect(within(first as HTMLElement).getByText('45,00 €')).toBeInTheDocument();
    // 45 + 2 × 12,50
    expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent('70,00 €');
    // The weighed 45 € ± the default 10 %, in numbers (no shop is chosen yet).
    expect(screen.getByText(/Selon la pesée/)).toHaveTextContent(
      'Selon la pesée, entre 65,50 € et 74,50 € TTC ; au-delà, nous vous demandons votre accord.',
    );
    // A visitor logs in before choosing the day (a login resets it), and comes back to the order screen.
    expect(screen.getByRole('link', { name: 'Valider mon panier' })).toHaveAttribute(
      'href',
      '/account/login?redirect=%2Forder-options',
    );
    expect(screen.getByText(/Vous vous connecterez \(ou créerez votre compte\)/)).toBeInTheDocument();
  });

  it('changes a quantity with the stepper and removes a line set to 0', async () => {
    const user = userEvent.setup();
    renderApp('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Mon panier' });
    await user.click(screen.getByRole('button', { name: 'Ajouter une pièce' }));
    expect(localCartStore.get().find((item) => item.article.id === quiche.id)?.quantity).toBe(3);
    expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent('82,50 €');

    const field = screen.getByRole('textbox', { name: /Quantité d’Entrecôte/ });
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(lines()).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith('message', 'Retiré du panier\u00a0: Entrecôte, 1,5\u00a0kg.', {
      action: { label: 'Annuler', onClick: expect.any(Function) },
    });
  });

  it('removes a line with its button, and « Annuler » puts it back as it was', async () => {
    const user = userEvent.setup();
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: /Quiche lorraine du panier/ }));
    expect(lines()).toHaveLength(1);
    expect(localCartStore.get()).toHaveLength(1);
    const options = vi.mocked(showToast).mock.calls.at(-1)?.[2] as unknown as { action: { onClick: () => void } };
    act(() => options.action.onClick());
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(localCartStore.get().find((item) => item.article.id === quiche.id)?.quantity).toBe(2);
  });

  it('empties the cart after a confirmation, then suggests what to do next', async () => {
    const user = userEvent.setup();
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Vider le panier' }));
    const question = screen.getByRole('alertdialog', { name: `Vider le panier${NBSP}?` });
    expect(within(question).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Annuler' }));
    expect(lines()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Vider le panier' }));
    await user.click(screen.getByRole('button', { name: 'Oui, vider le panier' }));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(localCartStore.get()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Parcourir nos produits' })).toHaveAttribute('href', '/products-list');
  });
});

describe('the cart of a logged-in user', () => {
  it('shows the server cart, changes lines with PUT /api/carts and empties it with the clear call', async () => {
    const user = userEvent.setup();
    const { fetchMock, state } = stubShopApi({ user: makeUser(), cart: [{ article: entrecote, quantity: 1.5 }] });
    renderApp('/cart');
    const field = await screen.findByRole('textbox', { name: /Quantité d’Entrecôte/ });
    expect(field).toHaveValue('1,5');

    await user.click(screen.getByRole('button', { name: 'Ajouter 100\u00a0g' }));
    await waitFor(() => expect(state.cart[0]?.quantity).toBe(1.6));
    expect(callsTo(fetchMock, 'PUT', '/api/carts')).toEqual([{ articleId: entrecote.id, quantity: 1.6 }]);

    await user.click(screen.getByRole('button', { name: 'Vider le panier' }));
    await user.click(screen.getByRole('button', { name: 'Oui, vider le panier' }));
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/carts/clear')).toHaveLength(1);
    expect(state.cart).toEqual([]);
  });

  it('gives a pro the prices excl. VAT and the VAT to add', async () => {
    preferencesStore.setSpace('pro');
    stubShopApi({ user: makeUser({ userType: 2 }), cart: [{ article: entrecote, quantity: 2 }] });
    renderApp('/cart');
    expect(await screen.findByText('20,00 € / kg HT')).toBeInTheDocument();
    expect(screen.getByText('Total HT').nextElementSibling).toHaveTextContent('40,00 €');
    expect(screen.getByText('TVA à ajouter').nextElementSibling).toHaveTextContent('2,20 €');
    expect(screen.getByText(/Selon la pesée/)).toHaveTextContent('Selon la pesée, entre 36,00 € et 44,00 € HT');
  });
});
