import type { AdminInvoiceSummary, OrderInvoices } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { stubAnswer } from '../../../test/stub-answer';
import { OrderInvoicePanel } from './order-invoice-panel';

const invoice = (einvoice: AdminInvoiceSummary['einvoice']): AdminInvoiceSummary => ({
  id: 11,
  number: 'F2026-000004',
  kind: 'Invoice',
  orderId: 1,
  orderNumber: '2026-000001',
  issueDate: '2026-11-21',
  dueDate: '2026-12-21',
  totalHt: 40.28,
  totalVat: 2.22,
  totalTtc: 42.5,
  invoiceNumber: null,
  format: 'Factur-X',
  einvoice,
});

function show(einvoice: AdminInvoiceSummary['einvoice']) {
  const body: OrderInvoices = { status: 'Issued', invoice: invoice(einvoice), lines: [], creditNotes: [] };
  stubAnswer(body);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderInvoicePanel orderId={1} completed isOwner={false} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('an invoice’s way through the approved platform', () => {
  it('shows a rejected invoice with the platform’s reason', async () => {
    show({
      status: 'Rejected',
      platformId: null,
      history: [
        { status: 'Pending', at: '2026-11-21T09:00:00.000Z', reason: null },
        { status: 'Rejected', at: '2026-11-21T09:01:00.000Z', reason: 'SIREN de l’acheteur inconnu.' },
      ],
    });
    const status = await screen.findByText(/Plateforme agréée/);
    expect(status.closest('p')?.textContent).toContain('Rejetée depuis le samedi 21 novembre à 10\u00a0h\u00a001');
    expect(screen.getByText(/Motif donné par la plateforme/).closest('p')?.textContent).toContain(
      'SIREN de l’acheteur inconnu.',
    );
  });

  it('shows a collected invoice with its reference and no reason', async () => {
    show({
      status: 'Collected',
      platformId: 'flow-42',
      history: [
        { status: 'Pending', at: '2026-11-21T09:00:00.000Z', reason: null },
        { status: 'Deposited', at: '2026-11-21T09:01:00.000Z', reason: null },
        { status: 'Collected', at: '2026-12-20T09:00:00.000Z', reason: null },
      ],
    });
    expect((await screen.findByText(/Plateforme agréée/)).closest('p')?.textContent).toContain('Encaissée');
    expect(screen.getByText('Référence flow-42')).toBeTruthy();
    expect(screen.queryByText(/Motif/)).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toHaveLength(3);
  });

  it('says nothing of a platform for an invoice none carries', async () => {
    show(null);
    await screen.findByText(/Facture F2026-000004/);
    expect(screen.queryByText(/Plateforme agréée/)).toBeNull();
  });
});
