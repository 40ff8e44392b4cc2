import type { AdminOrderLine } from '@boucherie/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, makeAdminOrder, stubAdminApi } from '../../test/fake-admin-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };
const staff = makeUser({ role: 'staff', firstName: 'Paul', lastName: 'Martin' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

async function openOrder(order = makeAdminOrder({ status: 'Confirmed' })) {
  const api = stubAdminApi({ user: staff, orders: [order] });
  const { queryClient } = renderApp('/admin/orders/42');
  expect(await screen.findByRole('heading', { level: 1, name: 'Commande n°\u00a02026-000042' }, ready)).toBeVisible();
  return { ...api, queryClient };
}

const total = () => screen.getByText('Total TTC').nextElementSibling;
const weightField = () =>
  screen.getByLabelText('Poids pesé de « Entrecôte »', { normalizer: (t) => t.replace(/\s+/g, ' ').trim() });

const lotField = () =>
  screen.getByLabelText('N° de lot de « Entrecôte »', { normalizer: (t) => t.replace(/\s+/g, ' ').trim() });

describe('weighing a line at the counter', () => {
  it('saves a scale’s reading in grams and shows the re-priced total at once', async () => {
    const api = await openOrder();
    expect(total()).toHaveTextContent('70,00 €');
    await userEvent.type(weightField(), '1 620 g{Enter}');
    await waitFor(() => expect(total()).toHaveTextContent('73,60 €'));
    expect(api.state.lineUpdates).toEqual([
      { orderId: 42, lineId: 421, body: { weighedQuantity: 1.62, lotNumber: '', confirm: false } },
    ]);
    expect(screen.getByText(/^Poids enregistré/)).toHaveTextContent(
      'Poids enregistré : 1,620 kg. Total de la commande : 73,60 € TTC.',
    );
    expect(weightField()).toHaveValue('1,620\u00a0kg');
  });

  it('keeps the total of a second weighing when a read asked before it answers after it', async () => {
    const api = await openOrder();
    await userEvent.type(weightField(), '1 620 g{Enter}');
    await waitFor(() => expect(total()).toHaveTextContent('73,60 €'));
    // The event of the first weighing asks for the order again; that read is slow and answers last.
    const release = api.holdOrderReads();
    const reads = api.fetchMock.mock.calls.length;
    act(() =>
      FakeEventSource.last?.emit({
        type: 'order-updated',
        orderId: 42,
        shopId: 1,
        number: '2026-000042',
        date: '2026-11-24',
        status: 'Confirmed',
      }),
    );
    await waitFor(() => expect(api.fetchMock.mock.calls.length).toBeGreaterThan(reads));
    await userEvent.clear(weightField());
    await userEvent.type(weightField(), '1 500 g{Enter}');
    await waitFor(() => expect(total()).toHaveTextContent('70,00 €'));
    release();
    // Once nothing is being read any more, the held answer (1,620 kg, 73,60 €) has landed or been dropped.
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0));
    expect(total()).toHaveTextContent('70,00 €');
    expect(weightField()).toHaveValue('1,500\u00a0kg');
  });

  it('reads three digits without a unit as grams, and shows the reading before it is saved', async () => {
    const api = await openOrder();
    await userEvent.type(weightField(), '1520');
    expect(screen.getByText(/^Poids lu/)).toHaveTextContent('Poids lu : 1,520 kg');
    await userEvent.clear(weightField());
    await userEvent.type(weightField(), '520');
    expect(screen.getByText(/^Poids lu/)).toHaveTextContent('Poids lu : 0,520 kg');
    expect(weightField()).toHaveAccessibleDescription(/Poids lu\s:\s0,520\skg/);
    expect(api.state.lineUpdates).toHaveLength(0);
    await userEvent.type(weightField(), '{Enter}');
    await waitFor(() => expect(api.state.lineUpdates.map((u) => u.body.weighedQuantity)).toEqual([0.52]));
  });

  it('asks before saving a weight below the order beyond the tolerance, then sends it confirmed', async () => {
    const api = await openOrder();
    await userEvent.type(weightField(), '1{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: /^Confirmer ce poids\s\?$/ }, ready);
    expect(dialog).toHaveTextContent('1 kg pour 1,5 kg commandés : l’écart dépasse la tolérance de 10 %.');
    // Focus goes to the safe answer: a typo is corrected, not saved by a second Entrée.
    expect(within(dialog).getByRole('button', { name: 'Corriger la pesée' })).toHaveFocus();
    // The price falls: there is no agreement to note.
    expect(within(dialog).queryByRole('button', { name: /Accord du client/ })).toBeNull();
    expect(total()).toHaveTextContent('70,00 €');

    await userEvent.click(within(dialog).getByRole('button', { name: /^Oui, enregistrer 1,000\skg$/ }));
    await waitFor(() => expect(total()).toHaveTextContent('55,00 €'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.state.lineUpdates.map((u) => u.body)).toEqual([
      { weighedQuantity: 1, lotNumber: '', confirm: false },
      { weighedQuantity: 1, lotNumber: '', confirm: true },
    ]);
  });

  it('asks how the customer agreed to a price beyond the tolerance, and sends the answer', async () => {
    const api = await openOrder();
    await userEvent.type(weightField(), '1,8{Enter}');
    const dialog = await screen.findByRole('alertdialog', {}, ready);
    expect(dialog).toHaveTextContent('parez la pièce, ou notez comment il a donné son accord');
    expect(within(dialog).getByRole('button', { name: 'Corriger la pesée' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: /^Oui, enregistrer/ })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accord du client par téléphone' }));
    await waitFor(() => expect(total()).toHaveTextContent('79,00 €'));
    expect(api.state.lineUpdates.at(-1)?.body).toEqual({
      weighedQuantity: 1.8,
      lotNumber: '',
      confirm: true,
      agreement: 'phone',
    });
    expect(screen.queryByText(/Accord du client non noté/)).toBeNull();
  });

  it('flags a rise saved without the customer’s word until staff note it', async () => {
    const api = await openOrder();
    await userEvent.type(weightField(), '1,8{Enter}');
    const dialog = await screen.findByRole('alertdialog', {}, ready);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer sans accord noté' }));
    expect(await screen.findByText(/^Une ligne pesée au-delà de la tolérance/, {}, ready)).toHaveTextContent(
      'Une ligne pesée au-delà de la tolérance, sans accord du client noté.',
    );
    expect(screen.getByText(/Accord du client non noté/)).toBeVisible();
    expect(api.state.lineUpdates.at(-1)?.body).toEqual({ weighedQuantity: 1.8, lotNumber: '', confirm: true });

    await userEvent.click(screen.getByRole('button', { name: /^Accord du client au comptoir pour «\sEntrecôte\s»$/ }));
    await waitFor(() => expect(screen.queryByText(/Accord du client non noté/)).toBeNull());
    expect(api.state.lineUpdates.at(-1)?.body).toEqual({ agreement: 'counter' });
  });

  it('lets a typo be corrected instead: nothing is saved and the field is focused', async () => {
    const api = await openOrder();
    await userEvent.type(weightField(), '12{Enter}');
    const dialog = await screen.findByRole('alertdialog', {}, ready);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Corriger la pesée' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(weightField()).toHaveFocus();
    expect(api.state.lineUpdates).toHaveLength(1);
    expect(total()).toHaveTextContent('70,00 €');
  });

  it('refuses an unreadable weight in French without calling the server', async () => {
    const api = await openOrder();
    await userEvent.type(weightField(), 'abc{Enter}');
    expect(await screen.findByText(/Poids illisible/)).toHaveTextContent(
      'Poids illisible : saisissez par exemple 1,62 ou 1 620 g.',
    );
    expect(weightField()).toHaveAttribute('aria-invalid', 'true');
    expect(weightField()).toHaveFocus();
    expect(api.state.lineUpdates).toHaveLength(0);
  });

  it('offers the article’s lot, sends the lot typed with the weight, and shows it on the line', async () => {
    const order = makeAdminOrder({ status: 'Confirmed' });
    const [entrecote, quiche] = order.lines;
    const api = await openOrder({
      ...order,
      lines: [{ ...(entrecote as AdminOrderLine), articleLotNumber: 'L2026-1147' }, quiche as AdminOrderLine],
    });
    expect(lotField()).toHaveValue('L2026-1147');
    expect(lotField()).toHaveAccessibleDescription(/celui de l’article en vente/);
    await userEvent.clear(lotField());
    await userEvent.type(lotField(), 'FR 57.463 / 12');
    await userEvent.type(weightField(), '1,62{Enter}');
    expect(await screen.findByText(/^Lot\s:\sFR 57\.463 \/ 12$/, {}, ready)).toBeVisible();
    expect(api.state.lineUpdates.map((u) => u.body)).toEqual([
      { weighedQuantity: 1.62, lotNumber: 'FR 57.463 / 12', confirm: false },
    ]);
    expect(screen.getByText(/^Poids enregistré/)).toHaveTextContent(
      'Poids enregistré : 1,620 kg, lot FR 57.463 / 12. Total de la commande : 73,60 € TTC.',
    );
  });

  it('puts the server’s French refusal of a lot under the lot field, and saves nothing', async () => {
    const api = await openOrder();
    await userEvent.type(lotField(), 'lot; drop');
    await userEvent.type(weightField(), '1,62{Enter}');
    expect(await screen.findByText(/^Le numéro de lot/, {}, ready)).toHaveTextContent(
      'Le numéro de lot : lettres, chiffres, espaces, points, tirets, barres obliques seulement.',
    );
    expect(lotField()).toHaveAttribute('aria-invalid', 'true');
    expect(lotField()).toHaveFocus();
    expect(screen.queryByText(/^Lot\s:\slot; drop$/)).toBeNull();
    expect(total()).toHaveTextContent('70,00 €');
    expect(api.state.lineUpdates).toHaveLength(1);
  });

  it('marks a line unavailable: struck out and out of the total', async () => {
    await openOrder();
    const toggle = screen.getByRole('button', { name: /^Indisponible\s+\(«\s?Quiche lorraine\s?»\)$/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(total()).toHaveTextContent('45,00 €'));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Quiche lorraine' })).toHaveClass('line-through');
  });

  it('cancels only with a reason', async () => {
    const api = await openOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const reason = screen.getByLabelText('Motif de l’annulation');
    expect(reason).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(screen.getByText('Indiquez le motif de l’annulation.')).toBeVisible();
    expect(api.state.statusChanges).toHaveLength(0);
    await userEvent.type(reason, 'Client injoignable');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer l’annulation' }));
    await waitFor(() => expect(screen.getByText('Annulée')).toBeVisible());
    expect(api.state.statusChanges).toEqual([
      { orderId: 42, body: { status: 'Cancelled', reason: 'Client injoignable' } },
    ]);
  });

  it('shows the customer, the history and the label to print', async () => {
    await openOrder(makeAdminOrder({ status: 'Confirmed', comment: 'Sonner deux fois' }));
    expect(screen.getByRole('link', { name: /^06\s12\s34\s56\s78$/ })).toHaveAttribute('href', 'tel:+33612345678');
    expect(screen.getByText('« Sonner deux fois »')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getByText('Commande passée.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Imprimer l’étiquette/ })).toHaveAttribute(
      'href',
      '/api/admin/orders/42/label.pdf',
    );
  });
});

describe('a pro’s delivery at the counter', () => {
  it('shows the company before the person, and the driver’s instructions', async () => {
    await openOrder(
      makeAdminOrder({
        mode: 'Delivery',
        customer: {
          id: 7,
          firstName: 'Julien',
          lastName: 'Marchal',
          company: 'Bistrot du Marché',
          email: 'chef@example.com',
          phone: '+33612345678',
        },
        address: {
          company: 'Bistrot du Marché',
          firstName: 'Julien',
          lastName: 'Marchal',
          street: '2 place de la Cathédrale',
          postcode: '57000',
          city: 'Metz',
          country: 'FR',
        },
        deliveryInstructions: 'Porte de service, rue des Jardins',
      }),
    );
    const customer = screen.getByRole('region', { name: 'Client' });
    expect(within(customer).getByText('Bistrot du Marché', { selector: 'p' })).toHaveTextContent(
      'Bistrot du MarchéJulien Marchal',
    );
    const instructions = within(customer).getByRole('heading', { name: 'Instructions pour le livreur' });
    expect(instructions.nextElementSibling).toHaveTextContent('Porte de service, rue des Jardins');
    expect(within(customer).getByText('2 place de la Cathédrale', { exact: false })).toHaveTextContent(
      /^Bistrot du MarchéJulien Marchal2 place/,
    );
  });
});

describe('the till at the counter (issue 45)', () => {
  it('leaves a box’s balance to the card until the card has answered (ADR 074)', async () => {
    const box = {
      depositAmount: 28.35,
      weighedAmount: 102.06,
      balanceAmount: 73.71,
      refundAmount: 0,
      weighed: true,
      balanceState: 'awaiting_weighing' as const,
    };
    const order = makeAdminOrder({ status: 'Confirmed' });
    order.payment = {
      ...order.payment,
      method: 'online',
      status: 'captured',
      dueAmount: 73.71,
      counterPayments: [],
      box,
    };
    await openOrder(order);
    expect(screen.getByText(/^Solde du colis, au poids pesé, prélevé sur la carte du client/)).toBeVisible();
    expect(screen.queryByText(/À encaisser/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Espèces' })).toBeNull();
  });

  it('shows what is due, takes it with one tap per method confirmed once, then says « Réglée »', async () => {
    const order = makeAdminOrder({ status: 'Ready' });
    order.payment = { ...order.payment, method: 'counter', status: 'at_counter', dueAmount: 21.8, counterPayments: [] };
    const api = await openOrder(order);
    expect(screen.getByText(/^À encaisser\s:\s21,80\s€$/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Espèces' }));
    const amount = screen.getByRole('textbox', { name: /Montant encaissé/ });
    expect(amount).toHaveValue('21,80');
    expect(api.state.counterPayments).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /^Confirmer 21,80/ }));
    expect(await screen.findByText('Réglée', {}, ready)).toBeVisible();
    expect(api.state.counterPayments).toEqual([{ orderId: 42, body: { method: 'cash', amount: 21.8 } }]);
    expect(screen.queryByText(/À encaisser/)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Encaissements au comptoir' })).getByText(/Espèces 21,80/),
    ).toBeVisible();
  });

  it('« Payé au comptoir » on a card order asks once, with the amount, before the hold is let go', async () => {
    const order = makeAdminOrder({ status: 'Confirmed' });
    order.payment = { ...order.payment, method: 'online', status: 'authorized', heldAmount: 80, dueAmount: 0 };
    const api = await openOrder(order);
    await userEvent.click(screen.getByRole('button', { name: 'Payé au comptoir' }));
    // Nothing is sent on the first tap: the question says the amount and what it lets go.
    expect(screen.getByText(/^Encaisser 70,00\s€ au comptoir, par carte bancaire\s\?$/)).toBeVisible();
    expect(screen.getByText(/Le blocage de la carte du client est levé/)).toBeVisible();
    expect(api.state.paidAtCounter).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Oui, encaissé au comptoir' }));
    // Taken at the till as one entry of the amount: the order is settled.
    expect(await screen.findByText('Réglée', {}, ready)).toBeVisible();
    expect(api.state.paidAtCounter).toEqual([42]);
    expect(
      within(screen.getByRole('list', { name: 'Encaissements au comptoir' })).getByText(/Carte bancaire 70,00/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payé au comptoir' })).toBeNull();
  });

  it('hands over while money is due only with the reason it leaves unpaid', async () => {
    const order = makeAdminOrder({ status: 'Ready' });
    order.payment = { ...order.payment, method: 'counter', status: 'at_counter', dueAmount: 21.8, counterPayments: [] };
    const api = await openOrder(order);
    const status = screen.getByRole('region', { name: /^Statut/ });
    await userEvent.click(within(status).getByRole('button', { name: 'Remettre sans paiement…' }));
    const question = within(status).getByRole('alertdialog', {
      name: /^Remettre la commande sans encaisser 21,80\s€\s\?$/,
    });
    // Without a reason, nothing is sent: the contract's message says why.
    await userEvent.click(within(question).getByRole('button', { name: 'Remettre sans paiement' }));
    expect(within(question).getByText('Dites pourquoi la commande part sans être réglée.')).toBeVisible();
    expect(within(question).getByRole('textbox', { name: 'Motif' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.state.statusChanges).toEqual([]);
    await userEvent.type(within(question).getByRole('textbox', { name: 'Motif' }), 'Client habitué, paiera samedi');
    await userEvent.click(within(question).getByRole('button', { name: 'Remettre sans paiement' }));
    await waitFor(() => expect(within(status).getByText('Retirée')).toBeVisible(), ready);
    expect(api.state.statusChanges).toEqual([
      { orderId: 42, body: { status: 'Completed', unpaid: { reason: 'Client habitué, paiera samedi' } } },
    ]);
  });

  it('offers no unpaid hand-over once nothing is due', async () => {
    const order = makeAdminOrder({ status: 'Ready' });
    await openOrder(order);
    expect(screen.getByRole('button', { name: /^Remise au client/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remettre sans paiement…' })).toBeNull();
  });
});
