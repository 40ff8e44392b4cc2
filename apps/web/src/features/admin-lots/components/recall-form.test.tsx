import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { json } from '../../../test/fake-responses';
import { RecallForm } from './recall-form';

function stub() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      // The server tells each customer once: the second send tells nobody again.
      return json(200, sent.length === 1 ? { told: 3, alreadyTold: 0 } : { told: 0, alreadyTold: 3 });
    }),
  );
  return sent;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecallForm lotId={7} code="L2026-0007" customers={3} />
    </QueryClientProvider>,
  );
}

const send = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer le rappel…' }));
  await userEvent.click(screen.getByRole('button', { name: 'Oui, envoyer le rappel' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('RecallForm', () => {
  it('asks first, sends the message once confirmed, then says a second send had been sent already', async () => {
    const sent = stub();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le rappel…' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Envoyer le rappel du lot L2026-0007 à 3 clients\u00a0?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(sent).toEqual([]);

    const message = screen.getByLabelText('Message aux clients');
    await userEvent.clear(message);
    await userEvent.type(message, 'Ne consommez pas le steak haché du 20 novembre.');
    await send();
    const status = await screen.findByText('Rappel envoyé par SMS et e-mail à 3 clients.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(sent).toEqual([
      { url: '/api/admin/lots/7/recall', body: { message: 'Ne consommez pas le steak haché du 20 novembre.' } },
    ]);

    await send();
    expect(
      await screen.findByText(
        'Ce rappel avait déjà été envoyé : 3 clients l’ont reçu, personne ne le reçoit deux fois.',
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(2);
  });

  it('refuses a message too short at its field, and sends nothing', async () => {
    const sent = stub();
    renderForm();
    const message = screen.getByLabelText('Message aux clients');
    await userEvent.clear(message);
    await userEvent.type(message, 'Rappel');
    await send();
    await waitFor(() => expect(message).toHaveAccessibleDescription(/10 caractères au moins/));
    expect(sent).toEqual([]);
  });
});
