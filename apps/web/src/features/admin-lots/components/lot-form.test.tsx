import type { Lot } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeLot } from '../../../test/fake-lines';
import { json } from '../../../test/fake-responses';
import { LotForm } from './lot-form';

vi.mock('../../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

type Sent = { method: string; url: string; body: Record<string, unknown> };

function stub(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: JSON.parse(String(init.body ?? '{}')) };
      if (call.method !== 'GET') sent.push(call);
      return answer(call);
    }),
  );
  return sent;
}

function renderForm(lot: Lot | null, onDone = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LotForm lot={lot} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

async function fillTicket() {
  await userEvent.type(screen.getByLabelText('Race'), 'Charolaise');
  await userEvent.type(screen.getByLabelText('Éleveur'), 'GAEC des Trois Chênes');
  await userEvent.type(screen.getByLabelText('Commune de l’éleveur'), 'Morhange (57)');
  await userEvent.type(screen.getByLabelText('Agrément de l’abattoir'), 'fr 57.463.001 ce');
  await userEvent.type(screen.getByLabelText('Agrément de l’atelier de découpe'), 'FR 57.463.002 CE');
  await userEvent.type(screen.getByLabelText('Date d’abattage'), '2026-11-20');
  const days = screen.getByLabelText('Maturation (jours)');
  await userEvent.clear(days);
  await userEvent.type(days, '14');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer le lot' }));

afterEach(() => vi.unstubAllGlobals());

describe('LotForm', () => {
  it('refuses a bovine’s national ID at its field, in French, with the other fields’ messages, and sends nothing', async () => {
    const sent = stub(() => json(201, makeLot()));
    renderForm(null);
    await userEvent.type(screen.getByLabelText('Race'), 'Limousine');
    const nationalId = screen.getByLabelText('Numéro national');
    await userEvent.type(nationalId, 'FR57123');
    await save();
    await waitFor(() => expect(nationalId).toHaveAccessibleDescription(/«\u00a0FR\u00a0» suivi de 10 chiffres/));
    expect(nationalId).toHaveAttribute('aria-invalid', 'true');
    // Summed up with the ticket's empty fields, not only once they are filled.
    const summary = screen.getByRole('alert', { name: '6\u00a0erreurs à corriger' });
    expect(within(summary).getByRole('link', { name: /Le numéro national d’un bovin/ })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'L’éleveur est obligatoire.' })).toBeVisible();
    expect(sent).toEqual([]);
    await fillTicket();
    await save();
    expect(screen.getByRole('alert', { name: '1\u00a0erreur à corriger' })).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('records the ticket: every field of POST /api/admin/lots, the countries as ISO codes', async () => {
    const sent = stub(() => json(201, makeLot()));
    const onDone = renderForm(null);
    await fillTicket();
    await userEvent.type(screen.getByLabelText('Numéro national'), 'FR 57 1234 5678');
    await userEvent.selectOptions(screen.getByLabelText('Élevé en'), 'Irlande');
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/lots',
        body: {
          species: 'bovin',
          breed: 'Charolaise',
          category: 'génisse',
          breeder: 'GAEC des Trois Chênes',
          breederTown: 'Morhange (57)',
          nationalId: 'FR5712345678',
          bornIn: 'FR',
          raisedIn: 'IE',
          slaughteredIn: 'FR',
          cutIn: 'FR',
          slaughterhouseApproval: 'FR 57.463.001 CE',
          cuttingPlantApproval: 'FR 57.463.002 CE',
          slaughterDate: '2026-11-20',
          maturationDays: 14,
        },
      },
    ]);
  });

  it('lets a pork batch go without national ID nor country of birth', async () => {
    const sent = stub(() => json(201, makeLot({ species: 'porc' })));
    const onDone = renderForm(null);
    await userEvent.selectOptions(screen.getByLabelText('Espèce'), 'Porc');
    await userEvent.selectOptions(screen.getByLabelText('Catégorie'), 'Porc');
    await userEvent.selectOptions(screen.getByLabelText(/^Né en/), 'Non précisé');
    await fillTicket();
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({ species: 'porc', category: 'porc', nationalId: null, bornIn: null });
  });

  it('sends only what changed, and puts the server’s message back under its field', async () => {
    const sent = stub((call) =>
      call.body.maturationDays === 30
        ? json(400, {
            title: 'Requête invalide',
            status: 400,
            errors: { MaturationDays: ['La maturation\u00a0: pas plus que la durée de vie de la viande.'] },
          })
        : json(200, makeLot({ maturationDays: 21 })),
    );
    const onDone = renderForm(makeLot());
    const days = screen.getByLabelText('Maturation (jours)');
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les changements' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription(/pas plus que la durée de vie/));
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/admin/lots/7', body: { maturationDays: 30 } }]);
    await userEvent.clear(days);
    await userEvent.type(days, '21');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les changements' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.at(-1)?.body).toEqual({ maturationDays: 21 });
  });
});
