import type { InvoiceSummary } from '@boucherie/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceList } from './invoice-list';

const invoice = (overrides: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: 7,
  number: 'F2026-000007',
  kind: 'Invoice',
  orderId: 3,
  orderNumber: '2026-000003',
  issueDate: '2026-11-20',
  dueDate: '2026-12-31',
  totalHt: 50.01,
  totalVat: 2.9,
  totalTtc: 52.91,
  invoiceNumber: null,
  format: 'Factur-X',
  ...overrides,
});

describe('the customer’s invoices', () => {
  it('shows each document with its amounts, due date and its PDF to download', () => {
    render(
      <InvoiceList
        invoices={[
          invoice({}),
          invoice({
            id: 8,
            number: 'A2026-000001',
            kind: 'CreditNote',
            invoiceNumber: 'F2026-000007',
            totalTtc: 3.59,
            totalHt: 3.4,
            dueDate: '2026-11-20',
          }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Facture F2026-000007')).toBeInTheDocument();
    expect(within(first).getByText(/^52,91\s€ TTC$/)).toBeInTheDocument();
    expect(within(first).getByText(/Échéance le jeudi 31 décembre/)).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: /Télécharger facture F2026-000007/ });
    expect(link).toHaveAttribute('href', '/api/invoices/7.pdf');
    expect(link).toHaveTextContent('(Factur-X)');
    expect(within(second).getByText('Avoir A2026-000001')).toBeInTheDocument();
    expect(within(second).getByText(/sur la facture F2026-000007/)).toBeInTheDocument();
    expect(within(second).getByText(/^−3,59\s€ TTC$/)).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /Télécharger avoir A2026-000001/ })).toHaveAttribute(
      'href',
      '/api/invoices/8.pdf',
    );
  });
});
