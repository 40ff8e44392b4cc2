import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, metzCentre, stubOrdersApi } from '../../test/fake-orders-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

const ready = { timeout: 5000 };

describe('the order confirmation', () => {
  it('gives the number, the day and the shop in the butcher’s voice, and what happens next', async () => {
    stubOrdersApi({ user: makeUser(), orders: [makeOrder()] });
    renderApp('/order-confirm?id=42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci, votre commande est enregistrée\u00a0!' }, ready),
    ).toBeInTheDocument();
    expect(screen.getByText('2026-000042')).toBeInTheDocument();
    expect(
      screen.getByText('Votre commande sera prête samedi 21 novembre à la boutique Maison Thirion Metz-Centre.'),
    ).toBeInTheDocument();
    // Saturday hours of the shop.
    expect(await screen.findByText('Horaires de la boutique ce jour-là : 7 h 30 –\u2060 18 h.')).toBeInTheDocument();
    const steps = () => within(screen.getByRole('region', { name: 'Et maintenant\u00a0?' })).getAllByRole('listitem');
    expect(steps()[0]).toHaveTextContent(
      'Vous recevez la confirmation par e-mail et par SMS, avec le détail de votre commande.',
    );
    expect(screen.getByText(/le montant est ajusté au poids réel/)).toBeInTheDocument();
    expect(screen.getByText('Vous réglez à la boutique, au moment du retrait.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le détail de la commande' })).toHaveAttribute('href', '/order/42');
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/order-history');
    const next = screen.getByRole('region', { name: 'Et maintenant\u00a0?' });
    expect(within(next).getByRole('link', { name: metzCentre.phone })).toHaveAttribute('href', 'tel:0387364218');
  });

  it('words a delivery with its address', async () => {
    const address = {
      company: null,
      firstName: 'Julien',
      lastName: 'Marchal',
      street: '2 place de la Cathédrale',
      postcode: '57000',
      city: 'Metz',
      country: 'FR',
    };
    stubOrdersApi({
      user: makeUser({ userType: 2 }),
      orders: [makeOrder({ mode: 'Delivery', address, priceBasis: 'HT', totalHT: 66.35 })],
    });
    renderApp('/order-confirm?id=42');
    expect(
      await screen.findByText(
        'Votre commande sera livrée samedi 21 novembre au 2 place de la Cathédrale, 57000 Metz.',
        undefined,
        ready,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('66,35 € HT')).toBeInTheDocument();
    expect(screen.getByText('Vous réglez à la livraison, directement au livreur.')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Et maintenant\u00a0?' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Vous recevez la confirmation par e-mail, avec le détail de votre commande.');
  });

  it('states a pro’s payment terms, not the counter or the driver (issue 30, item 4)', async () => {
    stubOrdersApi({
      user: makeUser({ userType: 2, proStatus: 'approved', paymentTerms: 'days30eom' }),
      orders: [makeOrder({ mode: 'Delivery', priceBasis: 'HT', paymentTerms: 'days30eom' })],
    });
    renderApp('/order-confirm?id=42');
    expect(
      await screen.findByText(
        'Vous réglez sur facture, par virement, selon vos conditions : 30 jours fin de mois.',
        undefined,
        ready,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/directement au livreur/)).not.toBeInTheDocument();
  });

  it('without an order id points to the history', async () => {
    stubOrdersApi({ user: makeUser() });
    renderApp('/order-confirm');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aucune commande à afficher' }, ready),
    ).toBeInTheDocument();
  });

  it('sends a visitor to the login page first', async () => {
    stubOrdersApi({ user: null });
    const { router } = renderApp('/order-confirm?id=42');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?redirect=%2Forder-confirm%3Fid%3D42');
  });
});
