import type { Statement } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { ProAccountPanel } from './pro-account-panel';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const statement = (paidOn: string | null): Statement => ({
  month: '2026-11',
  asOf: '2026-11-20',
  customer: {
    id: 7,
    company: 'Bistrot du Marché',
    name: 'Julien Marchal',
    paymentTerms: null,
    effectiveTerms: 'days30eom',
  },
  documents: [
    {
      id: 11,
      number: 'F2026-000001',
      kind: 'Invoice',
      orderNumber: '2026-000001',
      issueDate: '2026-11-20',
      dueDate: '2026-12-31',
      amount: 45.7,
      invoiceNumber: null,
      paidOn,
      isOverdue: false,
      isInFavour: false,
      refundedOn: null,
    },
  ],
  invoiced: 45.7,
  credited: 0,
  net: 45.7,
  outstanding: paidOn
    ? []
    : [
        {
          id: 11,
          number: 'F2026-000001',
          issueDate: '2026-11-20',
          dueDate: '2026-12-31',
          amount: 45.7,
          credited: 0,
          remaining: 45.7,
          isOverdue: false,
        },
      ],
  remainingDue: paidOn ? 0 : 45.7,
  overdue: 0,
  creditsInFavour: [],
  inFavour: 0,
  balance: paidOn ? 0 : 45.7,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'true' },
  });

type Call = { method: string; url: string; body: unknown };

function stub(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  let paidOn: string | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const special = answer(call);
      if (special) return special;
      if (call.method === 'POST') paidOn = (call.body as { paidOn: string }).paidOn;
      if (call.method === 'DELETE') paidOn = null;
      if (call.method === 'GET') return json(200, statement(paidOn));
      if (call.url.endsWith('/payment-terms'))
        return json(200, { userId: 7, paymentTerms: 'days45eom', effective: 'days45eom' });
      return json(200, { invoiceId: 11, number: 'F2026-000001', paidOn });
    }),
  );
  return calls;
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProAccountPanel customerId={7} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ProAccountPanel', () => {
  it('sets the pro’s own payment terms over the business’s default', async () => {
    const calls = stub(() => undefined);
    renderPanel();
    const terms = await screen.findByLabelText('Conditions de paiement');
    expect(terms).toHaveValue('default');
    expect(screen.getByRole('option', { name: 'Par défaut (30 jours fin de mois)' })).toBeInTheDocument();
    await userEvent.selectOptions(terms, '45 jours fin de mois');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les conditions' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/admin/customers/7/payment-terms',
        body: { paymentTerms: 'days45eom' },
      }),
    );
  });

  it('marks an invoice paid on the day typed, shows it, and undoes it', async () => {
    const calls = stub(() => undefined);
    renderPanel();
    const row = (await screen.findByText('F2026-000001')).closest('tr') as HTMLElement;
    const day = within(row).getByLabelText('Payée le (facture F2026-000001)');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-18');
    await userEvent.click(within(row).getByRole('button', { name: 'Marquer payée la facture F2026-000001' }));
    expect(await within(row).findByText('Payée le mercredi 18 novembre')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/invoices/11/payment',
      body: { paidOn: '2026-11-18' },
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Annuler le paiement de la facture F2026-000001' }));
    expect(await within(row).findByRole('button', { name: /Marquer payée/ })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/invoices/11/payment')).toBe(true);
  });

  it('says what is owed to the pro, and records the refund of a credit note on a paid invoice', async () => {
    let refundedOn: string | null = null;
    const posted: { url: string; body: unknown }[] = [];
    const withCredit = (): Statement => {
      const base = statement('2026-11-18');
      const owed = refundedOn === null;
      return {
        ...base,
        documents: [
          ...base.documents,
          {
            id: 12,
            number: 'A2026-000001',
            kind: 'CreditNote',
            orderNumber: '2026-000001',
            issueDate: '2026-11-20',
            dueDate: '2026-11-20',
            amount: -12.66,
            invoiceNumber: 'F2026-000001',
            paidOn: null,
            isOverdue: false,
            isInFavour: owed,
            refundedOn,
          },
        ],
        credited: 12.66,
        net: 33.04,
        creditsInFavour: owed
          ? [{ id: 12, number: 'A2026-000001', invoiceNumber: 'F2026-000001', issueDate: '2026-11-20', amount: 12.66 }]
          : [],
        inFavour: owed ? 12.66 : 0,
        balance: owed ? -12.66 : 0,
      };
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { paidOn: string };
          posted.push({ url, body });
          refundedOn = body.paidOn;
          return json(200, { invoiceId: 12, number: 'A2026-000001', paidOn: refundedOn });
        }
        return json(200, withCredit());
      }),
    );
    renderPanel();
    expect(await screen.findByText(/^Solde en faveur du client/)).toHaveTextContent(
      /^Solde en faveur du client : 12,66 €$/,
    );
    expect(screen.getByText(/avoir A2026-000001 sur la facture F2026-000001 déjà payée/)).toBeInTheDocument();
    const row = screen.getByText('A2026-000001').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Marquer remboursé l’avoir A2026-000001' }));
    expect(await within(row).findByText(/^Remboursé le /)).toBeInTheDocument();
    expect(posted).toEqual([{ url: '/api/admin/invoices/12/payment', body: { paidOn: expect.any(String) } }]);
    await waitFor(() => expect(screen.queryByText(/^Solde en faveur du client/)).toBeNull());
  });

  it('puts the server’s French refusal under the payment day', async () => {
    stub((call) =>
      call.method === 'POST'
        ? json(400, {
            title: 'Requête invalide',
            status: 400,
            errors: { PaidOn: ['La date du paiement ne peut précéder la facture (20/11/2026).'] },
          })
        : undefined,
    );
    renderPanel();
    const row = (await screen.findByText('F2026-000001')).closest('tr') as HTMLElement;
    const day = within(row).getByLabelText('Payée le (facture F2026-000001)');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-01');
    await userEvent.click(within(row).getByRole('button', { name: /Marquer payée/ }));
    await waitFor(() => expect(day).toHaveAccessibleDescription(/ne peut précéder la facture \(20\/11\/2026\)/));
    expect(day).toHaveAttribute('aria-invalid', 'true');
  });
});
