import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { CreditNoteForm } from './credit-note-form';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const lines = [
  { line: 1, designation: 'Entrecôte', unit: 'kg' as const, quantity: 1.5, creditedQuantity: 0, total: 47.85 },
  { line: 2, designation: 'Quiche lorraine', unit: 'piece' as const, quantity: 2, creditedQuantity: 0, total: 9 },
];

function stub() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body ?? 'null')));
      return new Response(JSON.stringify({ id: 3, number: 'A2026-000001', issueDate: '2026-11-28', total: 9 }), {
        status: 201,
        headers: { 'content-type': 'application/json', authenticated: 'true' },
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('CreditNoteForm', () => {
  it('asks for a line and a reason by the contract’s rules, then sends the chosen lines', async () => {
    const sent = stub();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CreditNoteForm orderId={1} invoiceId={11} lines={lines} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByText('Faire un avoir'));
    await userEvent.click(screen.getByRole('button', { name: 'Émettre l’avoir' }));
    const reason = screen.getByRole('textbox', { name: 'Motif' });
    expect(await screen.findByText('Indiquez le motif de l’avoir.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: /^Quiche lorraine/ }), '1');
    await userEvent.type(reason, 'Quiche abîmée');
    await userEvent.click(screen.getByRole('button', { name: 'Émettre l’avoir' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Quiche abîmée', lines: [{ line: 2, quantity: 1 }] }]));
  });

  it('asks for a quantity on at least one line', async () => {
    const sent = stub();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CreditNoteForm orderId={1} invoiceId={11} lines={lines} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByText('Faire un avoir'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Motif' }), 'Geste commercial');
    await userEvent.click(screen.getByRole('button', { name: 'Émettre l’avoir' }));
    expect(await screen.findByText('Indiquez la quantité à créditer sur au moins une ligne.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
