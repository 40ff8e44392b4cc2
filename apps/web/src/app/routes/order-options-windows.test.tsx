import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localCartStore } from '../../features/cart/lib/local-cart-store';
import { resetModeChoice } from '../../features/orders/hooks/use-order-choices';
import { formatDay, tomorrowInParis } from '../../features/orders/lib/order-days';
import { preferencesStore } from '../../features/session/preferences-store';
import { makeSlots, stubOrdersApi } from '../../test/fake-orders-api';
import { entrecote } from '../../test/fake-shop-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  localCartStore.reload();
  preferencesStore.reset();
  resetModeChoice();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** Tomorrow on time windows (one full), the day after a holiday day with its cut-off. */
function windowSlots() {
  const [tomorrow, after, ...rest] = makeSlots(4);
  return [
    {
      ...(tomorrow as NonNullable<typeof tomorrow>),
      windows: [
        { id: 7, starts: '09:00', ends: '10:00', remaining: 0 },
        { id: 8, starts: '10:00', ends: '11:00', remaining: 3 },
      ],
    },
    {
      ...(after as NonNullable<typeof after>),
      holiday: { label: 'Noël', cutOffAt: '2026-12-20T18:00', limitedArticles: false, articleIds: [] },
    },
    ...rest,
  ];
}

describe('the order options on a day with time windows', () => {
  it('asks for a window after the day, a full one disabled, and sends the one chosen', async () => {
    const user = userEvent.setup();
    const { state } = stubOrdersApi({
      user: makeUser({ favoriteStore: 'WOIPPY' }),
      cart: [{ article: entrecote, quantity: 1 }],
      slots: windowSlots(),
    });
    renderApp('/order-options');
    const group = await screen.findByRole('group', { name: 'Créneau de retrait' }, { timeout: 5000 });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /9\sh\s–\u2060?\s10\sh\sComplet/ })).toBeDisabled();
    expect(screen.getByText(/Noël\s: commandes jusqu’au dimanche 20 décembre à 18\sh/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Valider ma commande' }));
    expect(await within(group).findByText('Choisissez un créneau horaire.')).toBeInTheDocument();
    const summary = screen.getByRole('alert', { name: '1\u00a0erreur à corriger' });
    expect(within(summary).getByRole('link', { name: 'Choisissez un créneau horaire.' })).toBeInTheDocument();
    expect(state.placed).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /10\sh\s–\u2060?\s11\sh\sPlus que 3 places/ }));
    await user.click(screen.getByRole('button', { name: 'Valider ma commande' }));
    await waitFor(() => expect(state.placed).toHaveLength(1));
    expect(state.placed[0]?.body).toMatchObject({ date: tomorrowInParis(), timeWindowId: 8 });
  });

  it('offers a delivery’s rounds after the day and sends the one chosen (issue 30, item 7)', async () => {
    preferencesStore.setSpace('pro');
    const user = userEvent.setup();
    const [tomorrow, ...rest] = makeSlots(3);
    const rounds = [
      { id: 3, starts: '07:00', ends: '09:00', remaining: 4 },
      { id: 4, starts: '09:00', ends: '11:00', remaining: 6 },
    ];
    const { state } = stubOrdersApi({
      user: makeUser({ userType: 2, company: 'Bistrot du Marché', streetAndNumber: '2 place de la Cathédrale' }),
      cart: [{ article: entrecote, quantity: 3 }],
      slots: [{ ...(tomorrow as NonNullable<typeof tomorrow>), windows: rounds }, ...rest],
    });
    renderApp('/order-options');
    const group = await screen.findByRole('group', { name: 'Créneau de livraison' }, { timeout: 5000 });
    expect(group).toBeInTheDocument();
    expect(screen.getByText('Choisissez le jour, puis l’heure à laquelle nous vous livrons.')).toBeInTheDocument();
    expect(screen.queryByText(/pendant les heures d’ouverture/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /7\sh\s–\u2060?\s9\sh\sPlus que 4 places/ }));
    await user.click(screen.getByRole('button', { name: 'Valider ma commande' }));
    await waitFor(() => expect(state.placed).toHaveLength(1));
    expect(state.placed[0]?.body).toMatchObject({ mode: 'Delivery', date: tomorrowInParis(), timeWindowId: 3 });
  });

  it('shows no window choice on a day without windows', async () => {
    stubOrdersApi({ user: makeUser(), cart: [{ article: entrecote, quantity: 1 }], slots: makeSlots(3) });
    renderApp('/order-options');
    await screen.findByRole('radio', { name: new RegExp(formatDay(tomorrowInParis())) }, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: /Créneau/ })).not.toBeInTheDocument();
  });
});
