import type { QuantityLimits } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { QuantityLimitsForm } from './quantity-limits-form';

const DEFAULTS: QuantityLimits = { particulierKg: 10, particulierPieces: 30, proKg: 100, proPieces: 300 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubPut(answer: (body: QuantityLimits) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as QuantityLimits;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuantityLimitsForm limits={DEFAULTS} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('QuantityLimitsForm', () => {
  it('shows the four ceilings and saves them as numbers', async () => {
    const sent = stubPut((body) => json(200, body));
    const user = userEvent.setup();
    renderForm();
    const particulierKg = screen.getByRole('textbox', { name: 'Particulier, article au poids (kg)' });
    expect(particulierKg).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Professionnel, article à la pièce (pièces)' })).toHaveValue('300');
    await user.clear(particulierKg);
    await user.type(particulierKg, '15');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    await waitFor(() => expect(sent).toEqual([{ ...DEFAULTS, particulierKg: 15 }]));
  });

  it('puts the server’s French refusal under its field', async () => {
    const message = 'Le maximum en kg pour un professionnel ne peut pas dépasser 999.';
    stubPut(() => json(400, { title: 'Requête invalide', status: 400, detail: message, errors: { ProKg: [message] } }));
    const user = userEvent.setup();
    renderForm();
    const proKg = screen.getByRole('textbox', { name: 'Professionnel, article au poids (kg)' });
    await user.clear(proKg);
    await user.type(proKg, '5000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(proKg).toHaveAttribute('aria-invalid', 'true');
    expect(proKg).toHaveAccessibleDescription(message);
  });
});
