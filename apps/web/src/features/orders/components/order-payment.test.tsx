import type { Order, OrderPayment as Payment } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeOrder } from '../../../test/fake-orders-api';
import { OrderPayment } from './order-payment';
import { PaymentChoice } from './payment-choice';

const card = (overrides: Partial<Payment>): Payment => ({
  method: 'online',
  status: 'authorized',
  heldAmount: 36,
  capturedAmount: 0,
  refundedAmount: 0,
  checkoutUrl: null,
  dueAmount: 0,
  counterPayments: [],
  ...overrides,
});

function renderPayment(order: Order, at = '/order/42') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <OrderPayment order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderPayment', () => {
  const box = {
    depositAmount: 28.35,
    weighedAmount: 101.68,
    balanceAmount: 73.33,
    refundAmount: 0,
    weighed: true,
    balanceState: 'captured' as const,
  };

  it('says a box’s deposit was debited at the order, then deposit + balance once weighed (ADR 074)', () => {
    renderPayment(
      makeOrder({
        payment: card({
          status: 'captured',
          capturedAmount: 28.35,
          dueAmount: 66.15,
          box: { ...box, weighed: false, balanceState: 'awaiting_weighing' },
        }),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Acompte de 28,35\s€ débité à la commande\./);
    expect(screen.getByRole('status')).not.toHaveTextContent('bloqué');
  });

  it('says deposit + balance = the weighed price once the balance is taken', () => {
    renderPayment(makeOrder({ payment: card({ status: 'captured', capturedAmount: 101.68, box }) }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Payée par carte\s: Acompte 28,35\s€ \+ solde 73,33\s€ = 101,68\s€\.$/,
    );
  });

  it('says a refused balance is due at the shop', () => {
    renderPayment(
      makeOrder({
        payment: card({
          status: 'captured',
          capturedAmount: 28.35,
          dueAmount: 73.33,
          box: { ...box, balanceState: 'due_at_shop' },
        }),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/refusé le solde\s: 73,33\s€ à régler au retrait\.$/);
  });

  it('says the hold on return from the provider, and what the card paid once weighed', () => {
    renderPayment(makeOrder({ payment: card({}) }), '/order/42?paiement=retour');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Merci : votre paiement est autorisé. Montant bloqué sur votre carte : 36,00 €.',
    );
  });

  it('offers « Payer maintenant » while the order waits, and goes to the new page the server opens', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const url = 'http://localhost:3000/paiement-demo/cs_test_new';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(card({ status: 'awaiting_authorization', checkoutUrl: url })), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPayment(
      makeOrder({
        payment: card({ status: 'failed', checkoutUrl: 'http://localhost:3000/paiement-demo/cs_test_old' }),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Paiement refusé');
    await userEvent.click(screen.getByRole('button', { name: 'Payer maintenant' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
  });

  it('keeps the plain sentence for an order paid at the shop', () => {
    renderPayment(makeOrder({}));
    expect(screen.getByText('Vous réglez à la boutique, au moment du retrait.')).toBeInTheDocument();
  });

  it('says « Payée » once the till took what was due, by one method or several (issue 45)', () => {
    const entry = (id: number, method: 'cash' | 'card', amount: number) => ({
      id,
      method,
      amount,
      at: '2026-11-21T10:00:00.000Z',
      reversesId: null,
    });
    const order = makeOrder({});
    renderPayment({
      ...order,
      status: 'Completed',
      payment: {
        ...order.payment,
        dueAmount: 0,
        counterPayments: [entry(1, 'cash', 10), entry(2, 'card', order.totalTTC - 10)],
      },
    });
    expect(screen.getByText(/^Payée\s:\s70,00\s€\.$/)).toBeVisible();
    expect(order.totalTTC).toBe(70);
    expect(screen.queryByText(/Vous réglez à la boutique/)).toBeNull();
  });

  it('says what is left to pay when the order left the shop unpaid', () => {
    const order = makeOrder({});
    renderPayment({ ...order, status: 'Completed', payment: { ...order.payment, dueAmount: 21.8 } });
    expect(screen.getByText(/^Reste à régler à la boutique\s:\s21,80\s€\.$/)).toBeVisible();
  });

  it('says « Payée » on a card order whose rest above the capture was taken at the till', () => {
    renderPayment(
      makeOrder({
        status: 'Completed',
        totalTTC: 107.28,
        payment: card({
          status: 'partially_captured',
          capturedAmount: 90,
          dueAmount: 0,
          counterPayments: [{ id: 1, method: 'cash', amount: 17.28, at: '2026-11-21T10:00:00.000Z', reversesId: null }],
        }),
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Payée\s:\s107,28\s€\.$/);
  });
});

describe('PaymentChoice', () => {
  const hold = 'Montant maximum bloqué sur votre carte : 36,00 €.';
  it('lets the customer choose the card when the day offers both, and says the hold and the no-show rule', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <MemoryRouter>
        <PaymentChoice
          methods={['counter', 'online']}
          value="counter"
          onChange={onChange}
          mode="Pickup"
          paymentTerms={null}
          hold={hold}
          noShowRule="release"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('radio', { name: 'À la boutique, au retrait' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Par carte, maintenant/ }));
    expect(onChange).toHaveBeenCalledWith('online');
    rerender(
      <MemoryRouter>
        <PaymentChoice
          methods={['counter', 'online']}
          value="online"
          onChange={onChange}
          mode="Pickup"
          paymentTerms={null}
          hold={hold}
          noShowRule="capture"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('radio', { name: /Par carte, maintenant/ })).toHaveAccessibleDescription(hold);
    expect(
      screen.getByText(/Commande non retirée le jour prévu : le montant bloqué est prélevé\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute('href', '/cgv');
  });

  it('is one sentence when the day offers the shop only, or a pro’s terms', () => {
    render(
      <MemoryRouter>
        <PaymentChoice
          methods={['on_account']}
          value="on_account"
          onChange={() => {}}
          mode="Delivery"
          paymentTerms="days30eom"
          hold={hold}
          noShowRule="release"
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      screen.getByText('Vous réglez sur facture, par virement, selon vos conditions : 30 jours fin de mois.'),
    ).toBeInTheDocument();
  });

  it('says the server’s refusal of the method, whichever way the day reads now', () => {
    render(
      <MemoryRouter>
        <PaymentChoice
          methods={['counter']}
          value="counter"
          onChange={() => {}}
          mode="Pickup"
          paymentTerms={null}
          hold={hold}
          noShowRule="release"
          error="Le paiement en ligne n’est pas proposé pour ce jour dans cette boutique."
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('Le paiement en ligne n’est pas proposé pour ce jour dans cette boutique.'),
    ).toBeInTheDocument();
  });
});
