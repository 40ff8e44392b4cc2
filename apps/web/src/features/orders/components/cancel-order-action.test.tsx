import type { Order } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeOrder } from '../../../test/fake-orders-api';
import { CancelOrderAction } from './cancel-order-action';

const cancellable = makeOrder({ status: 'Pending', cancellableUntil: '2026-11-20T17:00:00.000Z' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** POST /api/orders/42/cancel answers `reply`; every call is kept. */
function stubCancel(reply: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
      return url.endsWith('/api/orders/42/cancel') ? reply() : json(200, cancellable);
    }),
  );
  return calls;
}

function renderAction(order: Order) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CancelOrderAction order={order} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CancelOrderAction', () => {
  it('is not shown once the order can no longer be cancelled', () => {
    renderAction(makeOrder({ status: 'Ready', cancellableUntil: null }));
    expect(screen.queryByRole('button', { name: 'Annuler ma commande' })).toBeNull();
  });

  it('asks before cancelling, says until when, and cancels only on "Oui"', async () => {
    const calls = stubCancel(() => json(200, { ...cancellable, status: 'Cancelled', cancellableUntil: null }));
    renderAction(cancellable);
    expect(screen.getByText(/^Possible jusqu’au/).textContent).toMatch(
      /^Possible jusqu’au vendredi 20 novembre à 18\u00a0h\.$/,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annuler ma commande' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler la commande n°\u00a02026-000042\u00a0?' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Non, garder la commande' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Annuler ma commande' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler la commande' }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/orders/42/cancel'));
  });

  it('shows the server’s French refusal in the dialog', async () => {
    const refusal =
      'Les commandes pour ce jour sont closes depuis le vendredi 20 novembre à 18\u00a0h\u00a0: votre commande ne peut plus être annulée en ligne. Pour la modifier, appelez la boutique au 03 87 36 42 18.';
    stubCancel(() => json(409, { title: 'Conflit', status: 409, detail: refusal }));
    renderAction(cancellable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Annuler ma commande' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler la commande' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
