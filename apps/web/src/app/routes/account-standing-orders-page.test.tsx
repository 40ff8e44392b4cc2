import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/toast';
import { makeStandingOrder, stubStandingOrdersApi } from '../../test/fake-standing-orders-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  // Tuesday 24 November 2026 in Paris, whenever the suite runs (only the date is fixed; timers run).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
  vi.mocked(showToast).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ready = { timeout: 5000 };
const chef = makeUser({ userType: 2, company: 'Bistrot du Marché' });

describe('/account/standing-orders', () => {
  it('lists a standing order: days, place, lines, next dates, recent orders and skip reasons', async () => {
    stubStandingOrdersApi({ user: chef, items: [makeStandingOrder()] });
    renderApp('/account/standing-orders');
    const card = await screen.findByRole('article', { name: 'Chaque mardi et vendredi' }, ready);
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText(/Retrait à Maison Thirion Metz-Centre/)).toBeInTheDocument();
    expect(within(card).getByText(/^À partir du vendredi 20 novembre, sans date de fin\./)).toBeInTheDocument();
    expect(within(card).getByText('— plus en vente')).toBeInTheDocument();
    const next = within(within(card).getByRole('list', { name: 'Prochaines dates' })).getAllByRole('listitem');
    expect(next).toHaveLength(3);
    expect(within(next[0] as HTMLElement).getByRole('link', { name: 'Commande n°\u00a02026-000077' })).toHaveAttribute(
      'href',
      '/order/77',
    );
    expect(within(next[1] as HTMLElement).getByText('Sautée à votre demande')).toBeInTheDocument();
    expect(
      within(next[2] as HTMLElement).getByText(/Passée automatiquement le vendredi 4 décembre à 8 h/),
    ).toBeInTheDocument();
    const recent = within(within(card).getByRole('list', { name: 'Dernières commandes' })).getAllByRole('listitem');
    expect(
      within(recent[0] as HTMLElement).getByText(
        'Boutique fermée ce jour-là : La boutique est fermée ce jour-là (inventaire).',
      ),
    ).toBeInTheDocument();
    expect(within(recent[1] as HTMLElement).getByText(/Quiche lorraine \(en rupture\)/)).toBeInTheDocument();
  });

  it('says a date is skipped for the order already there that day, and links that order', async () => {
    const message =
      'Vous avez déjà la commande n°\u00a02026-000042 livrée ce jour-là à cette adresse\u00a0: nous n’en passons pas une seconde.';
    const already = {
      status: 'Skipped' as const,
      skipReason: 'AlreadyOrdered' as const,
      message,
      placeAt: null,
      cutOffAt: null,
      order: { id: 42, number: '2026-000042' },
      leftOut: [],
    };
    stubStandingOrdersApi({
      user: chef,
      items: [
        makeStandingOrder({
          nextOccurrences: [{ date: '2026-12-01', ...already }],
          recentOccurrences: [{ date: '2026-11-24', ...already }],
        }),
      ],
    });
    renderApp('/account/standing-orders');
    const card = await screen.findByRole('article', { name: 'Chaque mardi et vendredi' }, ready);
    for (const name of ['Prochaines dates', 'Dernières commandes']) {
      const [item] = within(within(card).getByRole('list', { name })).getAllByRole('listitem');
      expect(within(item as HTMLElement).getByText(message.replace(/\u00a0/g, ' '))).toBeInTheDocument();
      expect(within(item as HTMLElement).getByRole('link', { name: 'Commande n°\u00a02026-000042' })).toHaveAttribute(
        'href',
        '/order/42',
      );
      // Nothing to skip or give back: the customer's own order stands.
      expect(within(item as HTMLElement).queryByRole('button')).toBeNull();
    }
  });

  it('skips a date, gives one back, pauses, and deletes after a confirmation', async () => {
    const api = stubStandingOrdersApi({ user: chef, items: [makeStandingOrder()] });
    const user = userEvent.setup();
    renderApp('/account/standing-orders');
    const card = await screen.findByRole('article', { name: 'Chaque mardi et vendredi' }, ready);
    const patches = () => api.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body]);

    await user.click(within(card).getByRole('button', { name: 'Sauter le vendredi 4 décembre' }));
    await user.click(within(card).getByRole('button', { name: 'Rétablir le mardi 1er décembre' }));
    await waitFor(() =>
      expect(patches()).toEqual([
        ['/api/standing-orders/5', { skip: '2026-12-04' }],
        ['/api/standing-orders/5', { unskip: '2026-12-01' }],
      ]),
    );
    expect(showToast).toHaveBeenCalledWith('success', 'La commande du vendredi 4 décembre ne sera pas passée.');

    await user.click(within(card).getByRole('button', { name: /^Mettre en pause/ }));
    expect(await within(card).findByText('En pause')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Reprendre/ })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Supprimer' }));
    const question = within(card).getByRole('alertdialog', { name: /Supprimer la commande récurrente/ });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('Vous n’avez pas de commande récurrente.', {}, ready)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/standing-orders/5']);
  });

  it('edits the lines, the days and the end, sending only what changed', async () => {
    const api = stubStandingOrdersApi({ user: chef, items: [makeStandingOrder()] });
    const user = userEvent.setup();
    renderApp('/account/standing-orders');
    const card = await screen.findByRole('article', { name: 'Chaque mardi et vendredi' }, ready);
    await user.click(within(card).getByRole('button', { name: /^Modifier/ }));
    await user.click(within(card).getByRole('button', { name: 'Retirer Quiche lorraine' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Mardi' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Vendredi' }));
    await user.click(within(card).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(within(card).getByText('Choisissez au moins un jour de la semaine.')).toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'Jeudi' }));
    await user.type(within(card).getByLabelText('Dernière commande (facultatif)'), '2027-01-28');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        lines: [{ articleId: 2, quantity: 2.5, preparationNote: 'en pavés' }],
        weekdays: [4],
        endDate: '2027-01-28',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Chaque jeudi' }, ready)).toBeInTheDocument();
  });

  it('suggests a next step when there is none', async () => {
    stubStandingOrdersApi({ user: chef });
    renderApp('/account/standing-orders');
    expect(await screen.findByText('Vous n’avez pas de commande récurrente.', {}, ready)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partir d’une commande passée' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    expect(screen.getByRole('link', { name: 'Partir de mon panier' })).toHaveAttribute('href', '/cart');
  });
});
