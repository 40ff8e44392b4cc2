import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carriedRequests } from '../../features/orders/lib/carried-requests';
import { showToast } from '../../lib/toast';
import { makeOrder, stubOrdersApi } from '../../test/fake-orders-api';
import { callsTo, entrecote, quiche } from '../../test/fake-shop-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  carriedRequests.clear();
});

const ready = { timeout: 5000 };

describe('one order in full', () => {
  it('shows the status, the place, the lines with their notes and the totals with VAT', async () => {
    stubOrdersApi({ user: makeUser(), orders: [makeOrder({ status: 'Confirmed', comment: 'Merci' })] });
    renderApp('/order/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande n°\u00a02026-000042' }, ready),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmée')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Retrait en boutique le samedi 21 novembre' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Articles de la commande' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByText('1,5 kg × 30,00 € / kg TTC')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('Préparation : tranches fines')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('estimation')).toBeInTheDocument();
    expect(screen.getByText('Votre commentaire : Merci')).toBeInTheDocument();
    expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent('70,00 €');
    expect(screen.getByText('Dont TVA 5,5 %').nextElementSibling).toHaveTextContent('3,65 €');
  });

  it('shows a pro order HT with the VAT of each rate, the delivery fee and address', async () => {
    const address = {
      company: null,
      firstName: 'Julien',
      lastName: 'Marchal',
      street: '2 place de la Cathédrale',
      postcode: '57000',
      city: 'Metz',
      country: 'FR',
    };
    const order = makeOrder({
      mode: 'Delivery',
      status: 'Completed',
      address,
      priceBasis: 'HT',
      linesTotal: 50,
      deliveryFee: 4.08,
      totalHT: 54.08,
      totalVAT: 3.57,
      totalTTC: 57.65,
      vatByRate: [
        { rate: 5.5, base: 50, amount: 2.75 },
        { rate: 20, base: 4.08, amount: 0.82 },
      ],
    });
    stubOrdersApi({ user: makeUser({ userType: 2 }), orders: [order] });
    renderApp('/order/42');
    expect(await screen.findByText('Livrée', undefined, ready)).toBeInTheDocument();
    expect(screen.getByText('Frais de livraison (HT)').nextElementSibling).toHaveTextContent('4,08 €');
    expect(screen.getByText('Total HT').nextElementSibling).toHaveTextContent('54,08 €');
    expect(screen.getByText('TVA 5,5 %').nextElementSibling).toHaveTextContent('2,75 €');
    expect(screen.getByText('TVA 20 %').nextElementSibling).toHaveTextContent('0,82 €');
    expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent('57,65 €');
    expect(screen.getByText(/2 place de la Cathédrale/)).toBeInTheDocument();
  });

  it('orders again: the same lines in the cart, an article no longer sold reported, then the cart', async () => {
    const user = userEvent.setup();
    // The quiche is no longer sold: the catalogue answers 404 for it.
    const { fetchMock, state } = stubOrdersApi({
      user: makeUser(),
      articles: [entrecote],
      cart: [{ article: entrecote, quantity: 0.5 }],
      orders: [makeOrder()],
    });
    const { router } = renderApp('/order/42');
    await user.click(await screen.findByRole('button', { name: 'Commander à nouveau' }, ready));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(callsTo(fetchMock, 'PUT', '/api/carts')).toEqual([{ articleId: entrecote.id, quantity: 1.5 }]);
    expect(state.cart).toEqual([{ article: expect.objectContaining({ id: entrecote.id }), quantity: 1.5 }]);
    expect(showToast).toHaveBeenCalledWith(
      'warning',
      `«\u00a0${quiche.designation}\u00a0» n’est plus en vente et n’a pas été ajouté au panier.`,
    );
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Les articles de la commande n°\u00a02026-000042 sont dans votre panier, avec vos demandes de préparation.',
    );
    // The preparation notes wait for the order screen (the reorder used to drop them).
    expect(carriedRequests.read()).toMatchObject({
      orderNumber: '2026-000042',
      notes: { [entrecote.id]: 'tranches fines' },
    });
  });

  it('after cancelling, says it at the top of the page, with the focus there', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const order = makeOrder({ status: 'Pending', cancellableUntil: '2026-11-20T17:00:00.000Z' });
    stubOrdersApi({ user: makeUser(), orders: [order] });
    renderApp('/order/42');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annuler ma commande' }, ready));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler la commande' }));
    const notice = await screen.findByText('Vous avez annulé cette commande.', undefined, ready);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    // The status beside the title says it too, and the button is gone.
    const title = screen.getByRole('heading', { level: 1, name: 'Commande n°\u00a02026-000042' });
    expect(title.parentElement).toHaveTextContent('Annulée');
    expect(screen.queryByRole('button', { name: 'Annuler ma commande' })).toBeNull();
  });

  it('shows the 404 page for an unknown order or someone else’s', async () => {
    stubOrdersApi({ user: makeUser(), orders: [makeOrder()] });
    renderApp('/order/999');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' }, ready)).toBeInTheDocument();
    expect(screen.getByText('Cette commande n’existe pas.')).toBeInTheDocument();
  });

  it('shows the 404 page for an invalid id, before any call', async () => {
    const { fetchMock } = stubOrdersApi({ user: makeUser() });
    renderApp('/order/-1');
    expect(await screen.findByText('Page Not Found: /order/-1', undefined, ready)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/orders/-1')).toHaveLength(0);
  });
});
