import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-admin-api';
import { metzCalendar, stubAdminShopsApi } from '../../test/fake-admin-shops-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };
const owner = makeUser({ role: 'admin', firstName: 'Bernard', lastName: 'Thirion', email: 'admin@example.com' });
const staff = makeUser({ role: 'staff', firstName: 'Paul', lastName: 'Martin', email: 'staff@example.com' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** The owner closes Tuesday 24 November, which has 3 orders: the closing waits for a choice. */
async function closeDayWithOrders() {
  const user = userEvent.setup();
  const { state } = stubAdminShopsApi({ user: owner });
  renderApp('/admin/shops/1');
  const closing = await screen.findByRole('region', { name: 'Jours de fermeture' }, ready);
  fireEvent.change(within(closing).getByLabelText('Jour'), { target: { value: '2026-11-24' } });
  await user.type(within(closing).getByRole('textbox', { name: 'Raison' }), 'Panne');
  await user.click(within(closing).getByRole('button', { name: 'Fermer ce jour' }));
  const choice = await within(closing).findByRole('region', { name: '3\u00a0commandes ce jour-là' }, ready);
  return { user, state, closing, choice };
}

describe('a shop’s calendar in the back office', () => {
  it('lets the owner open the holiday orders of a day, with the contract’s messages under the fields', async () => {
    const user = userEvent.setup();
    const { state } = stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const holidays = await screen.findByRole('region', { name: 'Commandes de fêtes' }, ready);
    expect(within(holidays).getByText('Aucun jour de fête à venir.')).toBeInTheDocument();

    await user.type(within(holidays).getByRole('textbox', { name: 'Fête' }), 'Noël');
    await user.type(within(holidays).getByLabelText('Jour de retrait ou de livraison'), '2026-12-24');
    // jsdom empties a datetime-local field typed key by key: the value is set at once, as a picker does.
    fireEvent.change(within(holidays).getByLabelText('Ouverture des commandes'), {
      target: { value: '2026-11-25T09:00' },
    });
    fireEvent.change(within(holidays).getByLabelText('Clôture des commandes'), {
      target: { value: '2026-12-20T18:00' },
    });
    await user.click(within(holidays).getByRole('button', { name: 'Ouvrir les commandes de fêtes' }));
    const capacity = within(holidays).getByRole('textbox', { name: 'Capacité (commandes)' });
    expect(
      await within(holidays).findByText('Indiquez la capacité de ce jour (un nombre entier).'),
    ).toBeInTheDocument();
    expect(capacity).toHaveAttribute('aria-invalid', 'true');

    await user.type(capacity, '300');
    await user.click(within(holidays).getByRole('button', { name: 'Ouvrir les commandes de fêtes' }));
    expect(await within(holidays).findByText('Noël — jeudi 24 décembre')).toBeInTheDocument();
    expect(within(holidays).getByText(/^Clôture le dimanche 20 décembre à 18\sh$/)).toBeInTheDocument();
    expect(state.sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/shops/1/holidays',
      body: {
        label: 'Noël',
        date: '2026-12-24',
        ordersOpenAt: '2026-11-25T09:00',
        cutOffAt: '2026-12-20T18:00',
        capacity: 300,
        articleIds: [],
      },
    });
  });

  it('says a conflict above the form', async () => {
    const user = userEvent.setup();
    stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const holidays = await screen.findByRole('region', { name: 'Commandes de fêtes' }, ready);
    await user.type(within(holidays).getByRole('textbox', { name: 'Fête' }), 'Refus');
    // A complete day, which the contract's rules let leave: the server finds the conflict.
    await user.type(within(holidays).getByLabelText('Jour de retrait ou de livraison'), '2026-12-24');
    fireEvent.change(within(holidays).getByLabelText('Ouverture des commandes'), {
      target: { value: '2026-11-25T09:00' },
    });
    fireEvent.change(within(holidays).getByLabelText('Clôture des commandes'), {
      target: { value: '2026-12-20T18:00' },
    });
    await user.type(within(holidays).getByRole('textbox', { name: 'Capacité (commandes)' }), '300');
    await user.click(within(holidays).getByRole('button', { name: 'Ouvrir les commandes de fêtes' }));
    expect(await within(holidays).findByText(/déjà un jour de fête pour cette boutique/)).toBeInTheDocument();
  });

  it('shows a refused closing above the form, with a link to that day’s board', async () => {
    const user = userEvent.setup();
    stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const closing = await screen.findByRole('region', { name: 'Jours de fermeture' }, ready);
    fireEvent.change(within(closing).getByLabelText('Jour'), { target: { value: '2026-11-25' } });
    await user.type(within(closing).getByRole('textbox', { name: 'Raison' }), 'Inventaire');
    await user.click(within(closing).getByRole('button', { name: 'Fermer ce jour' }));
    expect(
      await within(closing).findByText('La boutique est déjà fermée le mercredi 25 novembre.'),
    ).toBeInTheDocument();
    expect(within(closing).getByRole('link', { name: 'Voir les commandes du mercredi 25 novembre' })).toHaveAttribute(
      'href',
      `/admin/orders?shop=${metzCalendar.id}&date=2026-11-25`,
    );
  });

  it('offers to move a closed day’s orders to the next open day, confirmed once, then says it', async () => {
    const { user, state, closing, choice } = await closeDayWithOrders();
    // The first open day after Tuesday 24 November: Wednesday 25.
    expect(within(choice).getByLabelText('Déplacer les commandes au…')).toHaveValue('2026-11-25');
    fireEvent.change(within(choice).getByLabelText('Déplacer les commandes au…'), { target: { value: '2026-11-28' } });
    await user.click(within(choice).getByRole('button', { name: 'Déplacer les commandes' }));
    const question = within(choice).getByRole('alertdialog');
    expect(question.textContent).toContain(
      'Déplacer 3\u00a0commandes du mardi 24 novembre au samedi 28 novembre\u00a0?',
    );
    expect(state.sent.filter((s) => s.path.endsWith('/closing-days'))).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Oui, déplacer' }));
    const status = await within(closing).findByText(/^3\scommandes déplacées au samedi 28 novembre\.$/, {}, ready);
    expect(status).toHaveAttribute('role', 'status');
    expect(state.sent.at(-1)?.body).toEqual({
      date: '2026-11-24',
      reason: 'Panne',
      orders: { action: 'move', to: '2026-11-28' },
    });
    expect(within(closing).queryByRole('region', { name: /commandes ce jour-là/ })).toBeNull();
    expect(within(closing).getByText('Mardi 24 novembre')).toBeInTheDocument();
  });

  it('cancels a closed day’s orders with the prefilled message, kept back on « Non »', async () => {
    const { user, state, closing, choice } = await closeDayWithOrders();
    const message = within(choice).getByRole('textbox', { name: 'Message aux clients' });
    expect(message).toHaveValue('Boutique fermée exceptionnellement');
    await user.click(within(choice).getByRole('button', { name: 'Annuler les commandes' }));
    await user.click(within(choice).getByRole('button', { name: 'Non, garder les commandes' }));
    expect(within(choice).queryByRole('alertdialog')).toBeNull();
    // An empty message is refused before anything is sent.
    await user.clear(message);
    await user.click(within(choice).getByRole('button', { name: 'Annuler les commandes' }));
    await user.click(within(choice).getByRole('button', { name: 'Oui, annuler les commandes' }));
    // Under the field and in the form's summary.
    expect(await within(choice).findAllByText('Saisissez le message aux clients.')).toHaveLength(2);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(state.sent.filter((s) => s.path.endsWith('/closing-days'))).toHaveLength(1);
    // The question stays open over the field's message: the owner types one and confirms.
    await user.type(message, 'Dégât des eaux');
    await user.click(within(choice).getByRole('button', { name: 'Oui, annuler les commandes' }));
    const status = await within(closing).findByText(/^3\scommandes annulées, clients prévenus\.$/, {}, ready);
    expect(status).toHaveAttribute('role', 'status');
    expect(state.sent.at(-1)?.body).toMatchObject({ orders: { action: 'cancel', message: 'Dégât des eaux' } });
  });

  it('lets the owner set the weekly delivery rounds, with the server’s refusal of an overlap (issue 30, item 7)', async () => {
    const user = userEvent.setup();
    const tuesday = { id: 1, weekday: 2, starts: '08:00', ends: '10:00', capacity: 6 };
    const { state } = stubAdminShopsApi({ user: owner, shops: [{ ...metzCalendar, deliveryRounds: [tuesday] }] });
    renderApp('/admin/shops/1');
    const rounds = await screen.findByRole('region', { name: 'Tournées de livraison' }, ready);
    expect(within(rounds).getByRole('term')).toHaveTextContent('Mardi');
    expect(within(rounds).getByText(/^8\sh\s–\u2060?\s10\sh$/)).toBeInTheDocument();

    await user.selectOptions(within(rounds).getByRole('combobox', { name: 'Jour' }), 'Mardi');
    fireEvent.change(within(rounds).getByLabelText('Début'), { target: { value: '09:00' } });
    fireEvent.change(within(rounds).getByLabelText('Fin'), { target: { value: '11:00' } });
    await user.type(within(rounds).getByRole('textbox', { name: 'Commandes par tournée' }), '5');
    await user.click(within(rounds).getByRole('button', { name: 'Ajouter la tournée' }));
    expect(await within(rounds).findByText(/chevauche celle de 8\sh/)).toBeInTheDocument();

    fireEvent.change(within(rounds).getByLabelText('Début'), { target: { value: '10:00' } });
    fireEvent.change(within(rounds).getByLabelText('Fin'), { target: { value: '12:00' } });
    await user.click(within(rounds).getByRole('button', { name: 'Ajouter la tournée' }));
    await waitFor(() => expect(within(rounds).getByText(/^10\sh\s–\u2060?\s12\sh$/)).toBeInTheDocument());
    expect(state.sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/admin/shops/1/delivery-rounds',
      body: { weekday: 2, starts: '10:00', ends: '12:00', capacity: 5 },
    });
    expect(within(rounds).getByRole('button', { name: /Supprimer la tournée 8\sh.*du mardi/ })).toBeEnabled();
  });

  it('saves the daily capacity with PATCH', async () => {
    const user = userEvent.setup();
    const { state } = stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const rules = await screen.findByRole('region', { name: 'Règles de commande' }, ready);
    const capacity = within(rules).getByRole('textbox', { name: 'Commandes par jour' });
    await user.clear(capacity);
    await user.type(capacity, '55');
    await user.click(within(rules).getByRole('button', { name: 'Enregistrer les règles' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/shops/1',
      body: {
        dailyCapacity: 55,
        cutOff: { daysBefore: 1, time: '18:00' },
        bookingHorizonDays: 60,
        openOrdersPerCustomerPerDay: 2,
      },
    });
  });

  it('saves the open orders a customer may hold for a day, with the contract’s refusal under the field', async () => {
    const user = userEvent.setup();
    const { state } = stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const rules = await screen.findByRole('region', { name: 'Règles de commande' }, ready);
    const cap = within(rules).getByRole('textbox', { name: 'Commandes en cours par client et par jour' });
    expect(cap).toHaveValue('2');
    expect(cap).toHaveAccessibleDescription(
      /^Ni remises ni annulées\u00a0: au-delà, le client doit appeler la boutique/,
    );

    await user.clear(cap);
    await user.type(cap, '0');
    await user.click(within(rules).getByRole('button', { name: 'Enregistrer les règles' }));
    expect(
      await within(rules).findByText('Le nombre de commandes en cours par client et par jour doit être d’au moins 1.'),
    ).toBeInTheDocument();
    expect(cap).toHaveAttribute('aria-invalid', 'true');

    await user.clear(cap);
    await user.type(cap, '3');
    await user.click(within(rules).getByRole('button', { name: 'Enregistrer les règles' }));
    // The contract's rule refused 0 before it left: the one request is the valid one.
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toMatchObject({
      method: 'PATCH',
      body: { openOrdersPerCustomerPerDay: 3, weighingTolerancePercent: 10 },
    });
    // The weighing tolerance is the owner's too, beside the other rules.
    expect(within(rules).getByRole('textbox', { name: 'Tolérance de pesée (%)' })).toHaveValue('10');
    expect(state.shops[0]?.openOrdersPerCustomerPerDay).toBe(3);
  });

  it('lets the owner accept titres-restaurant online, the rule said under the box (ADR 073)', async () => {
    const user = userEvent.setup();
    const { state } = stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const payment = await screen.findByRole('region', { name: 'Paiement' }, ready);
    const box = within(payment).getByRole('checkbox', { name: 'Accepter les titres-restaurant en ligne' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      /^Au plus 25\u00a0€ par jour et par client, ni le dimanche ni les jours fériés, et seulement pour la viande crue/,
    );
    await user.click(box);
    await user.click(within(payment).getByRole('button', { name: 'Enregistrer les règles de paiement' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toEqual({
      method: 'PATCH',
      path: '/api/admin/shops/1',
      body: {
        paymentPolicy: metzCalendar.paymentPolicy,
        noShowRule: metzCalendar.noShowRule,
        acceptsMealVouchers: true,
      },
    });
    await waitFor(() => expect(state.shops[0]?.acceptsMealVouchers).toBe(true));
    // Saved, the box stays ticked (the form holds what it sent), and unticking it sends false.
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(within(payment).getByRole('button', { name: 'Enregistrer les règles de paiement' }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect(state.sent[1]?.body).toMatchObject({ acceptsMealVouchers: false });
  });

  it('shows staff the calendar read-only', async () => {
    stubAdminShopsApi({ user: staff });
    renderApp('/admin/shops/1');
    expect(await screen.findByText(/Seul le gérant peut le modifier/, undefined, ready)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enregistrer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Commandes par jour' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Accepter les titres-restaurant en ligne' })).toBeDisabled();
  });
});

describe('changing a holiday day or a window', () => {
  const christmas = {
    id: 1,
    date: '2026-12-24',
    label: 'Noël',
    ordersOpenAt: '2026-11-25T09:00',
    cutOffAt: '2026-12-20T18:00',
    capacity: 300,
    articleIds: [],
    booked: 12,
    paymentPolicy: null,
  };
  const window = {
    id: 5,
    date: '2026-12-24',
    mode: 'Pickup' as const,
    starts: '09:00',
    ends: '10:00',
    capacity: 20,
    booked: 3,
  };

  it('fills the form with the day to change and sends it with PUT', async () => {
    const user = userEvent.setup();
    const { state } = stubAdminShopsApi({
      user: owner,
      shops: [{ ...metzCalendar, holidays: [christmas], timeWindows: [window] }],
    });
    renderApp('/admin/shops/1');
    const holidays = await screen.findByRole('region', { name: 'Commandes de fêtes' }, ready);
    // A day with orders cannot be deleted: only changed.
    expect(within(holidays).queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
    await user.click(within(holidays).getByRole('button', { name: /^Modifier les commandes de Noël/ }));
    const capacity = within(holidays).getByRole('textbox', { name: 'Capacité (commandes)' });
    expect(capacity).toHaveValue('300');
    await user.clear(capacity);
    await user.type(capacity, '250');
    await user.click(within(holidays).getByRole('button', { name: 'Enregistrer le jour de fête' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/shops/1/holidays/1',
      body: { date: '2026-12-24', cutOffAt: '2026-12-20T18:00', capacity: 250 },
    });

    const windows = screen.getByRole('region', { name: 'Créneaux horaires' });
    const windowCapacity = within(windows).getByRole('textbox', { name: /Capacité du créneau 9\sh\s–\u2060?\s10\sh/ });
    await user.clear(windowCapacity);
    await user.type(windowCapacity, '15');
    await user.click(within(windows).getByRole('button', { name: /^OK.*capacité du créneau 9/ }));
    await waitFor(() => expect(state.sent).toHaveLength(2));
    expect(state.sent[1]).toEqual({
      method: 'PATCH',
      path: '/api/admin/shops/1/time-windows/5',
      body: { capacity: 15 },
    });
  });

  it('checks a delivery zone with the contract’s rules before sending it', async () => {
    const user = userEvent.setup();
    const { state } = stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const delivery = await screen.findByRole('region', { name: 'Livraison' }, ready);
    await user.click(within(delivery).getByRole('button', { name: 'Ajouter une zone' }));
    const zones = within(delivery).getAllByRole('textbox', { name: 'Codes postaux' });
    const codes = zones.at(-1) as HTMLElement;
    await user.type(codes, '570');
    await user.click(within(delivery).getByRole('button', { name: 'Enregistrer la livraison' }));
    expect(await within(delivery).findByText(/^Code postal invalide \(5 chiffres/)).toBeInTheDocument();
    expect(codes).toHaveAttribute('aria-invalid', 'true');
    expect(state.sent).toHaveLength(0);
  });

  it('checks the opening hours with the contract’s rules before sending them', async () => {
    const user = userEvent.setup();
    const { state } = stubAdminShopsApi({ user: owner });
    renderApp('/admin/shops/1');
    const hours = await screen.findByRole('region', { name: 'Horaires d’ouverture' }, ready);
    const first = within(hours).getAllByLabelText(/^Ouverture \S+, plage 1$/)[0] as HTMLElement;
    const day = /^Ouverture (\S+), plage 1$/.exec((first as HTMLInputElement).labels?.[0]?.textContent ?? '')?.[1];
    await user.click(within(hours).getByRole('button', { name: `Ajouter une plage le ${day}` }));
    // The new period starts before the first one closes.
    fireEvent.change(within(hours).getByLabelText(`Ouverture ${day}, plage 2`), { target: { value: '09:00' } });
    await user.click(within(hours).getByRole('button', { name: 'Enregistrer les horaires' }));
    // Under the day, and under the form as the server's message would be.
    expect(
      await within(hours).findAllByText('Les plages d’un jour doivent se suivre sans se chevaucher.'),
    ).toHaveLength(2);
    expect(state.sent).toHaveLength(0);
  });
});
