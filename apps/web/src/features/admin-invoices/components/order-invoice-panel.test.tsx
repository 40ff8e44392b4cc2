import type { AdminInvoiceSummary, OrderInvoices } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { stubAnswer } from '../../../test/stub-answer';
import { OrderInvoicePanel } from './order-invoice-panel';

const summary = (overrides: Partial<AdminInvoiceSummary>): AdminInvoiceSummary => ({
  id: 11,
  number: 'F2026-000004',
  kind: 'Invoice',
  orderId: 1,
  orderNumber: '2026-000001',
  issueDate: '2026-11-21',
  dueDate: '2026-11-21',
  totalHt: 40.28,
  totalVat: 2.22,
  totalTtc: 42.5,
  invoiceNumber: null,
  format: 'PDF',
  einvoice: null,
  ...overrides,
});

function answer(creditNotes: AdminInvoiceSummary[]) {
  const body: OrderInvoices = { status: 'Issued', invoice: summary({}), lines: [], creditNotes };
  stubAnswer(body);
}

afterEach(() => vi.unstubAllGlobals());

const note = (id: number, refundToCard?: number, toRepayOtherwise?: number) =>
  summary({
    id,
    number: `A2026-00000${id}`,
    kind: 'CreditNote',
    invoiceNumber: 'F2026-000004',
    ...(refundToCard === undefined ? {} : { refundToCard, toRepayOtherwise }),
  });

describe('an order’s credit notes at the counter', () => {
  it('say how much goes back to the card and how much is to repay another way', async () => {
    answer([note(1, 30, 12.5), note(2, 1.5, 0), note(3, 0, 8), note(4)]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OrderInvoicePanel orderId={1} completed isOwner={false} />
      </QueryClientProvider>,
    );
    await screen.findByText(/^Avoir A2026-000001/);
    // Read as the page writes them, non-breaking spaces included.
    const [split, cardOnly, otherwise, plain] = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(split).toContain(
      '30,00\u00a0€ remboursés sur la carte\u00a0; 12,50\u00a0€ à rembourser autrement (espèces, virement)',
    );
    expect(cardOnly).toContain('1,50\u00a0€ remboursé sur la carte');
    expect(cardOnly).not.toContain('autrement');
    expect(otherwise).toContain('8,00\u00a0€ à rembourser autrement (espèces, virement)');
    expect(otherwise).not.toContain('carte');
    // A note on an order the card did not pay says nothing of a card.
    expect(plain).not.toMatch(/carte|rembours/);
  });
});
