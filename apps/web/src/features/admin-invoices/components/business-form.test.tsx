import type { BusinessIdentity } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { BusinessForm } from './business-form';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const empty: BusinessIdentity = {
  legalName: '',
  tradeName: '',
  legalForm: '',
  capital: null,
  street: '',
  postCode: '',
  city: '',
  siren: '',
  siret: '',
  registration: '',
  vatNumber: '',
  iban: '',
  bic: '',
  email: '',
  phone: '',
  invoiceFooter: '',
  defaultProTerms: 'days30eom',
  complete: false,
  missing: [],
  updatedAt: null,
  pendingInvoices: 0,
};

function stub() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      sent.push(body);
      return new Response(JSON.stringify({ ...empty, ...body }), {
        status: 200,
        headers: { 'content-type': 'application/json', authenticated: 'true' },
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('BusinessForm', () => {
  it('names a malformed SIREN by the contract’s rule and sends nothing, then saves an incomplete identity', async () => {
    const sent = stub();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BusinessForm business={empty} />
      </QueryClientProvider>,
    );
    const siren = screen.getByRole('textbox', { name: 'SIREN' });
    await userEvent.type(siren, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }));
    expect(await screen.findByText(/^SIREN invalide/)).toBeInTheDocument();
    expect(siren).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.clear(siren);
    await userEvent.type(screen.getByRole('textbox', { name: 'Capital social (€)' }), '10 000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’identité' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ siren: '', capital: 10000.5 });
  });
});
