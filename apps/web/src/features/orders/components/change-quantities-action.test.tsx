import type { Order } from '@boucherie/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeOrder } from '../../../test/fake-orders-api';
import type { TodayArticle } from '../lib/quantity-changes';
import { ChangeQuantitiesAction } from './change-quantities-action';

// The fakes' order: 1,5 kg of Entrecôte at 30 € and 2 Quiches at 12,50 €, 70,00 € TTC.
const changeable = makeOrder({ status: 'Pending', cancellableUntil: '2026-11-20T17:00:00.000Z' });
const today = new Map<number, TodayArticle>([
  [2, { unitPrice: 32, orderable: true, step: 0.1 }],
  [3, { unitPrice: 12.5, orderable: false, step: 1 }],
]);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** PUT /api/orders/42/lines answers `reply`; every call and its body are kept. */
function stubChange(reply: () => Response) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call: `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`, body });
      return url.endsWith('/api/orders/42/lines') ? reply() : json(200, changeable);
    }),
  );
  return calls;
}

function Harness({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return <ChangeQuantitiesAction order={order} today={today} open={open} onOpenChange={setOpen} />;
}

function renderAction(order: Order) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness order={order} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ChangeQuantitiesAction', () => {
  it('is not shown once the order can no longer be changed', () => {
    renderAction(makeOrder({ status: 'Ready', cancellableUntil: null }));
    expect(screen.queryByRole('button', { name: 'Modifier les quantités' })).toBeNull();
  });

  it('shows the new total at today’s price before saving, sends the new quantities, then gives focus back', async () => {
    const changed = { ...changeable, totalTTC: 73.2 };
    const calls = stubChange(() => json(200, changed));
    renderAction(changeable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les quantités' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Modifier les quantités' }));
    const save = screen.getByRole('button', { name: 'Enregistrer les quantités' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Ajouter 0,1\u00a0kg' }));
    expect(
      (screen.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' }) as HTMLInputElement).value,
    ).toBe('1,6');
    // 1,6 × 32 € (today's price) = 51,20 + 25,00 = 76,20 € TTC.
    const totals = screen.getByText('Nouveau montant').parentElement as HTMLElement;
    expect(totals.textContent?.replace(/\s/g, ' ')).toBe(
      'Nouveau montantArticles (TTC)76,20 €Total TTC76,20 €Dont TVA 5,5 %3,97 €Au lieu de 70,00 € TTC actuellement.',
    );
    expect(screen.getByText(/^32,00\s€ \/ kg TTC/).textContent).toMatch(/, prix du jour$/);

    await user.click(save);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([
        {
          call: 'PUT /api/orders/42/lines',
          body: {
            lines: [
              { articleId: 2, quantity: 1.6 },
              { articleId: 3, quantity: 2 },
            ],
          },
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier les quantités' })),
    );
  });

  it('removes a line and puts it back; an article no longer sold keeps its quantity or goes', async () => {
    const calls = stubChange(() => json(200, changeable));
    renderAction(changeable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les quantités' }));
    expect(screen.getByText(/^Plus disponible à la vente/)).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Quantité de Quiche lorraine en pièces' }) as HTMLInputElement).disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retirer Quiche lorraine de la commande' }));
    expect(screen.getByText('Retiré de la commande.')).toBeTruthy();
    expect(screen.getByText('Nouveau montant').parentElement?.textContent?.replace(/\s/g, ' ')).toMatch(
      /Total TTC45,00 €/,
    );
    await user.click(screen.getByRole('button', { name: 'Remettre Quiche lorraine dans la commande' }));
    expect(screen.queryByText('Retiré de la commande.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retirer Quiche lorraine de la commande' }));
    await user.click(screen.getByRole('button', { name: 'Retirer Entrecôte de la commande' }));
    expect(screen.getByText('Gardez au moins un article. Pour tout retirer, annulez la commande.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enregistrer les quantités' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier les quantités' }));
    expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([]);
  });

  it('shows the server’s French refusals: under the line it names, and at the top with the focus', async () => {
    const message = '«\u00a0Entrecôte\u00a0» n’est plus en vente\u00a0: vous pouvez le retirer de la commande.';
    stubChange(() =>
      json(400, {
        title: 'Requête invalide',
        status: 400,
        detail: message,
        errors: { 'Lines[0].Quantity': [message] },
      }),
    );
    renderAction(changeable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les quantités' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter 0,1\u00a0kg' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Vérifiez la quantité signalée ci-dessous.');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    const line = screen.getByText('Entrecôte').closest('li') as HTMLElement;
    expect(line.textContent).toContain(message);
  });

  it('shows a conflict’s message at the top', async () => {
    const refusal =
      'Les commandes pour ce jour sont closes depuis le vendredi 20 novembre à 18\u00a0h\u00a0: votre commande ne peut plus être modifiée en ligne. Pour un changement, appelez la boutique au 03 87 36 42 18.';
    stubChange(() => json(409, { title: 'Conflit', status: 409, detail: refusal }));
    renderAction(changeable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les quantités' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter 0,1\u00a0kg' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('a card too small for the new quantities offers « Autoriser N € », which asks the new hold and goes to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
        if (url.endsWith('/api/orders/42/lines'))
          return json(409, {
            title: 'Conflit',
            status: 409,
            code: 'HOLD_TOO_SMALL',
            detail: 'Votre carte garantit 78,00 €.',
            heldAmount: 78,
            neededAmount: 81,
          });
        if (url.endsWith('/api/orders/42/payment/raise'))
          return json(200, {
            ...changeable.payment,
            raise: { amount: 81, checkoutUrl: 'http://localhost:3000/paiement-demo/cs_test_raise' },
          });
        return json(200, changeable);
      }),
    );
    renderAction(changeable);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modifier les quantités' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter 0,1\u00a0kg' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quantités' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.replace(/\s/g, ' ')).toContain(
      'Votre carte garantit 78,00 € ; avec ces quantités, il faut 81,00 €.',
    );
    await user.click(screen.getByRole('button', { name: 'Autoriser 81,00\u00a0€' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/paiement-demo/cs_test_raise'));
    expect(calls).toContain('POST /api/orders/42/payment/raise');
  });
});
