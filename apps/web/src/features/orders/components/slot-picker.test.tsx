import { addDays, type OrderSlot, type OrderSlotsResponse } from '@boucherie/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cutOffOf } from '../../../test/fake-orders-api';
import type { CartLineSummary } from '../lib/order-form';
import { SlotPicker } from './slot-picker';

// Tuesday 1 December 2026, 19:00 in Paris: Wednesday's orders closed an hour ago. (Testing Library matches text
// with its spaces normalised: the no-break spaces are written as plain ones.)
const NOW = new Date('2026-12-01T18:00:00Z');

const day = (date: string, extra: Partial<OrderSlot> = {}): OrderSlot => ({
  date,
  weekday: ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1,
  cutOffAt: cutOffOf(date),
  periods: [{ opens: '08:00', closes: '12:30' }],
  windows: [],
  holiday: null,
  paymentMethods: ['counter'],
  ...extra,
});

/** From Thursday 3 December to 22 January, all but Mondays, the 8th (closed for stock-taking) and Christmas. */
const dates = Array.from({ length: 51 }, (_, i) => addDays('2026-12-03', i)).filter(
  (d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 1 && d !== '2026-12-08' && d !== '2026-12-25',
);
const noel = { label: 'Noël', cutOffAt: '2026-12-20T18:00', limitedArticles: true, articleIds: [1] };
const offer: OrderSlotsResponse = {
  mode: 'Pickup',
  shopId: 1,
  deliveryFee: null,
  minimumOrder: null,
  slots: dates.map((d) =>
    d === '2026-12-24' ? day(d, { holiday: noel, cutOffAt: '2026-12-20T17:00:00.000Z' }) : day(d),
  ),
  closures: [
    { date: '2026-12-08', reason: 'Inventaire' },
    { date: '2026-12-25', reason: 'Noël' },
  ],
  tomorrow: { date: '2026-12-02', cutOffAt: '2026-12-01T17:00:00.000Z', refusal: 'past-cut-off' },
};
const line = (articleId: number, designation: string): CartLineSummary => ({
  articleId,
  designation,
  quantity: 1,
  saleUnit: 'piece',
  unitPrice: 30,
  lineTotal: 30,
  vatRate: 5.5,
  isEstimated: false,
});
const lines = [line(1, 'Chapon fermier'), line(2, 'Entrecôte'), line(3, 'Merguez')];

function Chooser() {
  const [chosen, setChosen] = useState<string | null>('2026-12-03');
  return (
    <SlotPicker
      mode="Pickup"
      offer={offer}
      isLoading={false}
      day={chosen}
      onChange={setChosen}
      tomorrow="2026-12-02"
      lines={lines}
    />
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('the day chooser', () => {
  it('reaches every day up to the horizon through « Plus de jours », the closing days named in their place', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    const group = screen.getByRole('group', { name: 'Jour du retrait' });
    expect(within(group).getAllByRole('radio')).toHaveLength(12);
    expect(within(group).getByText('Fermé : Inventaire')).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: /^jeudi 24 décembre/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Plus de jours, jusqu’au vendredi 22 janvier/ }));
    expect(within(group).getAllByRole('radio')).toHaveLength(offer.slots.length);
    expect(within(group).getByRole('radio', { name: /^mardi 22 décembre/ })).toBeInTheDocument();
    expect(within(group).getByText('Fermé : Noël')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Plus de jours/ })).toBeNull();
  });

  it('says when each day’s orders close, and why tomorrow is missing', () => {
    render(<Chooser />);
    // Thursday 3: orders close Wednesday at 18 h; a day further on says its date.
    expect(screen.getByRole('radio', { name: /jeudi 3 décembre.*Commandez avant mercredi 18\sh/ })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /mercredi 9 décembre.*Commandez avant le mardi 8 décembre à 18\sh/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Demain, mercredi 2 décembre, n’est plus proposé : ses commandes ont fermé mardi à 18 h.'),
    ).toBeInTheDocument();
  });

  it('names at once the cart’s lines a holiday day does not take', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Plus de jours/ }));
    await user.click(screen.getByRole('radio', { name: /^jeudi 24 décembre/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Les commandes de Noël du jeudi 24 décembre ne prennent que le menu de fête : « Entrecôte », « Merguez » n’en font pas partie. Retirez-les du panier ou choisissez une autre date.',
    );
    await user.click(screen.getByRole('radio', { name: /^mercredi 23 décembre/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
