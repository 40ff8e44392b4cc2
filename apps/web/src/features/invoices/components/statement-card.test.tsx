import type { Statement, StatementDocument } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { stubAnswer } from '../../../test/stub-answer';
import { StatementCard } from './statement-card';

const statementOf = (month: string): Statement => ({
  month,
  asOf: month === '2026-11' ? '2026-11-20' : '2026-10-31',
  customer: {
    id: 7,
    company: 'Bistrot du Marché',
    name: 'Julien Marchal',
    paymentTerms: null,
    effectiveTerms: 'days30eom',
  },
  documents:
    month === '2026-10'
      ? [
          {
            id: 3,
            number: 'F2026-000003',
            kind: 'Invoice',
            orderNumber: '2026-000003',
            issueDate: '2026-10-02',
            dueDate: '2026-10-15',
            amount: 120.4,
            invoiceNumber: null,
            paidOn: null,
            isOverdue: true,
            isInFavour: false,
            refundedOn: null,
          },
        ]
      : [],
  invoiced: month === '2026-10' ? 120.4 : 0,
  credited: 0,
  net: month === '2026-10' ? 120.4 : 0,
  outstanding: [],
  remainingDue: 120.4,
  overdue: 120.4,
  creditsInFavour: [],
  inFavour: 0,
  balance: 120.4,
});

function Harness() {
  const [month, setMonth] = useState('2026-11');
  return <StatementCard month={month} months={['2026-11', '2026-10']} onMonthChange={setMonth} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('StatementCard', () => {
  it('reads the month chosen, flags what is late, and links that month’s PDF', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const month = new URL(url, 'http://shop.test').searchParams.get('month') as string;
        return new Response(JSON.stringify(statementOf(month)), {
          status: 200,
          headers: { 'content-type': 'application/json', authenticated: 'true' },
        });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Aucune facture ni avoir en novembre 2026.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Mois'), 'Octobre 2026');
    expect(await screen.findByText('F2026-000003')).toBeInTheDocument();
    expect(screen.getByText(/^Facture du /)).toBeInTheDocument();
    expect(screen.getByText('⚠ En retard')).toBeInTheDocument();
    expect(screen.getByText(/Dont 120,40\s€ en retard de paiement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le relevé (PDF)' })).toHaveAttribute(
      'href',
      '/api/statements/2026-10.pdf',
    );
    await waitFor(() => expect(urls).toEqual(['/api/statements?month=2026-11', '/api/statements?month=2026-10']));
  });

  it('says a credit note on an invoice already paid is in the pro’s favour, and the balance negative', async () => {
    const paid = statementOf('2026-10');
    const invoice = { ...(paid.documents[0] as StatementDocument), paidOn: '2026-10-10', isOverdue: false };
    const credit: StatementDocument = {
      ...invoice,
      id: 4,
      number: 'A2026-000001',
      kind: 'CreditNote',
      issueDate: '2026-10-20',
      amount: -20.1,
      invoiceNumber: invoice.number,
      paidOn: null,
      isInFavour: true,
    };
    const body: Statement = {
      ...paid,
      documents: [invoice, credit],
      credited: 20.1,
      net: 100.3,
      remainingDue: 0,
      overdue: 0,
      creditsInFavour: [
        { id: 4, number: 'A2026-000001', invoiceNumber: invoice.number, issueDate: '2026-10-20', amount: 20.1 },
      ],
      inFavour: 20.1,
      balance: -20.1,
    };
    stubAnswer(body);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StatementCard month="2026-10" months={['2026-10']} onMonthChange={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Solde en votre faveur/)).toHaveTextContent(/^Solde en votre faveur : 20,10 €$/);
    const row = screen.getByText('A2026-000001').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('En votre faveur');
    expect(row).toHaveTextContent(/[-−]20,10 €/);
    expect(screen.queryByText(/en retard de paiement/)).toBeNull();
  });
});
