import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, stubOrdersApi } from '../../test/fake-orders-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

const ready = { timeout: 5000 };
const rows = () => within(screen.getByRole('list', { name: 'Mes commandes' })).getAllByRole('listitem');

describe('the order history', () => {
  it('lists the orders with number, day, mode, place, status in words and total, ten a page', async () => {
    const user = userEvent.setup();
    const address = {
      company: null,
      firstName: 'J',
      lastName: 'M',
      street: '2 place',
      postcode: '57000',
      city: 'Metz',
      country: 'FR',
    };
    const orders = [
      makeOrder({ id: 12, number: '2026-000012', status: 'Ready' }),
      makeOrder({ id: 11, number: '2026-000011', status: 'Ready', mode: 'Delivery', address, deliveryFee: 4.9 }),
      ...Array.from({ length: 10 }, (_, i) =>
        makeOrder({ id: 10 - i, number: `2026-0000${String(10 - i).padStart(2, '0')}`, status: 'Completed' }),
      ),
    ];
    stubOrdersApi({ user: makeUser(), orders });
    const { router } = renderApp('/order-history');
    expect(await screen.findByText('12 commandes, la plus récente d’abord.', undefined, ready)).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Commande n°\u00a02026-000012' })).toHaveAttribute(
      'href',
      '/order/12',
    );
    expect(within(first).getByText('Retrait en boutique le samedi 21 novembre')).toBeInTheDocument();
    expect(within(first).getByText('Maison Thirion Metz-Centre')).toBeInTheDocument();
    expect(within(first).getByText('Prête')).toBeInTheDocument();
    expect(within(first).getByText('70,00 €')).toBeInTheDocument();
    expect(within(second).getByText('Livraison le samedi 21 novembre')).toBeInTheDocument();
    expect(within(second).getByText('57000 Metz')).toBeInTheDocument();
    expect(within(second).getByText('En livraison')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Page suivante →' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1] as HTMLElement).getByText('Retirée')).toBeInTheDocument();
  });

  it('invites a customer without orders to the products', async () => {
    stubOrdersApi({ user: makeUser() });
    renderApp('/order-history');
    expect(await screen.findByText('Vous n’avez pas encore passé de commande.', undefined, ready)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir nos produits' })).toHaveAttribute('href', '/products-list');
  });

  it('shows a pro the totals excl. VAT', async () => {
    stubOrdersApi({ user: makeUser({ userType: 2 }), orders: [makeOrder({ priceBasis: 'HT', totalHT: 50 })] });
    renderApp('/order-history');
    expect(await screen.findByText('50,00 €', undefined, ready)).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByText('HT')).toBeInTheDocument();
  });
});
