import type { MealVoucherSplitAnswer } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeOrder } from '../../../test/fake-orders-api';
import { OrderPayment } from './order-payment';
import { PaymentChoice } from './payment-choice';

// Titres-restaurant at checkout and on the order page (issue 41, ADR 073).

const answer = (split: Partial<MealVoucherSplitAnswer>) => {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ eligible: 18.4, voucher: 18.4, usedToday: 0, refusal: null, message: null, ...split }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

function Choice({ value, onChange }: { value: 'online' | 'meal_voucher'; onChange: (m: string) => void }) {
  return (
    <PaymentChoice
      methods={['online', 'meal_voucher']}
      value={value}
      onChange={onChange}
      mode="Pickup"
      paymentTerms={null}
      hold="Montant maximum bloqué sur votre carte : 10,00 €."
      noShowRule="release"
      day="2026-12-04"
      totalCents={2550}
    />
  );
}

const wrap = (ui: React.ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>{ui}</MemoryRouter>
  </QueryClientProvider>
);

afterEach(() => vi.unstubAllGlobals());

describe('the titres-restaurant choice', () => {
  it('is offered beside the card, and says the split for the chosen day once chosen', async () => {
    const fetch = answer({});
    const onChange = vi.fn();
    const { rerender } = render(wrap(<Choice value="online" onChange={onChange} />));
    await userEvent.click(screen.getByRole('radio', { name: /Titre-restaurant, et le reste par carte/ }));
    expect(onChange).toHaveBeenCalledWith('meal_voucher');
    expect(fetch).not.toHaveBeenCalled();
    rerender(wrap(<Choice value="meal_voucher" onChange={onChange} />));
    expect(await screen.findByText('Titre-restaurant 18,40 € + carte 7,10 €')).toBeInTheDocument();
    expect(String((fetch.mock.calls as unknown[][])[0]?.[0])).toContain(
      '/api/orders/meal-voucher-split?date=2026-12-04',
    );
  });

  it('says why titres pay nothing that day', async () => {
    answer({
      voucher: 0,
      refusal: 'sunday',
      message: 'Les titres-restaurant ne sont pas acceptés le dimanche et les jours fériés.',
    });
    render(wrap(<Choice value="meal_voucher" onChange={() => {}} />));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Les titres-restaurant ne sont pas acceptés le dimanche et les jours fériés.',
    );
  });

  it('shows the split on the order page', () => {
    const order = makeOrder({
      totalTTC: 25.5,
      payment: {
        method: 'online',
        status: 'authorized',
        heldAmount: 10,
        capturedAmount: 0,
        refundedAmount: 0,
        checkoutUrl: null,
        dueAmount: 0,
        counterPayments: [],
        mealVoucher: { amount: 18.4, refundedAmount: 0, status: 'captured' },
      },
    });
    render(wrap(<OrderPayment order={order} />));
    expect(screen.getByText('Titre-restaurant 18,40 € + carte 7,10 €')).toBeInTheDocument();
  });

  it('says the titres wait for their page first, and a refusal there leaves the card alone', () => {
    const payment = {
      method: 'online' as const,
      status: 'awaiting_authorization' as const,
      heldAmount: 10,
      capturedAmount: 0,
      refundedAmount: 0,
      checkoutUrl: 'http://localhost:3000/paiement-titres/abc',
      dueAmount: 25.5,
      counterPayments: [],
    };
    const awaiting = makeOrder({
      totalTTC: 25.5,
      payment: { ...payment, mealVoucher: { amount: 18.4, refundedAmount: 0, status: 'awaiting_customer' } },
    });
    const { unmount } = render(wrap(<OrderPayment order={awaiting} />));
    expect(
      screen.getByText('Titre-restaurant 18,40 € + carte 7,10 € (titres-restaurant à valider d’abord)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer maintenant' })).toBeEnabled();
    unmount();
    const declined = makeOrder({
      totalTTC: 25.5,
      payment: { ...payment, mealVoucher: { amount: 18.4, refundedAmount: 0, status: 'declined' } },
    });
    render(wrap(<OrderPayment order={declined} />));
    expect(screen.getByText('Carte seulement : 25,50 € (titres-restaurant refusés).')).toBeInTheDocument();
  });
});
