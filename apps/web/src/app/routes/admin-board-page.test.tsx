import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, makeAdminOrder, stubAdminApi, woippyShop } from '../../test/fake-admin-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };
const staff = makeUser({ role: 'staff', firstName: 'Paul', lastName: 'Martin', email: 'staff@example.com' });

const weighed = (order: ReturnType<typeof makeAdminOrder>) => ({
  ...order,
  lines: order.lines.map((l) => (l.saleUnit === 'kg' ? { ...l, weighedQuantity: 1.5 } : l)),
});

const dayOrders = [
  makeAdminOrder({ id: 41, status: 'Pending' }),
  makeAdminOrder({ id: 42, status: 'Pending', customer: { ...makeAdminOrder().customer, lastName: 'Lefèvre' } }),
  makeAdminOrder({ id: 43, status: 'Confirmed' }),
  weighed(makeAdminOrder({ id: 44, status: 'Confirmed', mode: 'Delivery' })),
  weighed(makeAdminOrder({ id: 45, status: 'Ready' })),
  weighed(makeAdminOrder({ id: 46, status: 'Completed' })),
  makeAdminOrder({ id: 47, status: 'Cancelled' }),
  // Another day: not on this board.
  makeAdminOrder({ id: 48, status: 'Pending', date: '2026-11-25' }),
];

const column = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });
const cardsIn = (title: string) => within(column(title)).queryAllByRole('article');

beforeEach(() => {
  // The board drops `?date=` for today: the board's day (24 November) must never be the real today.
  vi.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z'), toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('the board of a shop’s day', () => {
  it('puts each order of the day in the column of its status, with the counts', async () => {
    stubAdminApi({ user: staff, orders: dayOrders });
    renderApp('/admin?date=2026-11-24');
    expect(await screen.findByRole('heading', { level: 1, name: /^Commandes/ }, ready)).toBeInTheDocument();
    await screen.findAllByRole('article', {}, ready);

    expect(screen.getByRole('heading', { level: 2, name: 'À confirmer 2 commandes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'À préparer 2 commandes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Prêtes 1 commande' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Retirées/Livrées 1 commande' })).toBeInTheDocument();
    expect(cardsIn('À confirmer').map((c) => within(c).getByRole('link').textContent)).toEqual([
      'n°\u00a02026-000041',
      'n°\u00a02026-000042',
    ]);
    // One primary action per card, worded for the step: weigh first when lines are still to weigh.
    expect(within(cardsIn('À confirmer')[0] as HTMLElement).getByRole('button', { name: /^Confirmer/ })).toBeVisible();
    expect(within(cardsIn('À préparer')[0] as HTMLElement).getByRole('link', { name: /^Peser/ })).toHaveAttribute(
      'href',
      '/admin/orders/43?date=2026-11-24',
    );
    expect(within(cardsIn('À préparer')[1] as HTMLElement).getByRole('button', { name: /^Prête/ })).toBeVisible();
    expect(
      within(cardsIn('Prêtes')[0] as HTMLElement).getByRole('button', { name: /^Remise au client/ }),
    ).toBeVisible();
    expect(within(cardsIn('Retirées/Livrées')[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Annulées (1)' })).toBeInTheDocument();
    expect(screen.queryByText('n°\u00a02026-000048')).toBeNull();
    // The shop and the day are said at the top.
    expect(screen.getByText('Maison Thirion Metz-Centre')).toBeInTheDocument();
  });

  it('counts today’s and tomorrow’s open orders on the day switch', async () => {
    stubAdminApi({
      user: staff,
      orders: [
        makeAdminOrder({ id: 61, status: 'Pending', date: '2026-11-21' }),
        makeAdminOrder({ id: 62, status: 'Confirmed', date: '2026-11-21' }),
        makeAdminOrder({ id: 63, status: 'Cancelled', date: '2026-11-21' }),
      ],
    });
    renderApp('/admin');
    expect(await screen.findByRole('button', { name: /^Demain\s?,\s2\scommandes$/ }, ready)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Jour affiché' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Aujourd’hui\s?,\s0\scommande$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('confirms an order with its card’s button: it moves to the next column', async () => {
    const api = stubAdminApi({ user: staff, orders: dayOrders });
    renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    await userEvent.click(within(cardsIn('À confirmer')[0] as HTMLElement).getByRole('button', { name: /^Confirmer/ }));
    await waitFor(() => expect(cardsIn('À confirmer')).toHaveLength(1));
    expect(api.state.statusChanges).toEqual([{ orderId: 41, body: { status: 'Confirmed' } }]);
    expect(cardsIn('À préparer').map((c) => within(c).getAllByRole('link')[0]?.textContent)).toContain(
      'n°\u00a02026-000041',
    );
  });

  it('asks again only the list a tap changes, once: not the near days’ counts, not twice', async () => {
    const api = stubAdminApi({ user: staff, orders: dayOrders });
    renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    // The board's day, and today's and tomorrow's counts for the day switch.
    const listsAsked = () =>
      api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/orders')
        .map((url) => url.searchParams.get('date'));
    await waitFor(() => expect(new Set(listsAsked())).toEqual(new Set(['2026-11-24', '2026-11-20', '2026-11-21'])));
    const before = listsAsked().length;

    await userEvent.click(within(cardsIn('À confirmer')[0] as HTMLElement).getByRole('button', { name: /^Confirmer/ }));
    // The server's answer moves the card at once, without asking a list.
    await waitFor(() => expect(cardsIn('À confirmer')).toHaveLength(1));
    expect(listsAsked().slice(before)).toEqual([]);
    // The server's event of that change asks again its day's list, once.
    act(() =>
      FakeEventSource.last?.emit({
        type: 'order-updated',
        orderId: 41,
        shopId: 1,
        number: '2026-000041',
        date: '2026-11-24',
        status: 'Confirmed',
      }),
    );
    await waitFor(() => expect(listsAsked().slice(before)).toEqual(['2026-11-24']));
    expect(cardsIn('À préparer').map((c) => within(c).getAllByRole('link')[0]?.textContent)).toContain(
      'n°\u00a02026-000041',
    );
  });

  it('takes what is due from the card, before and after « prête », one request per tap (issue 45)', async () => {
    const atShop = (order: ReturnType<typeof makeAdminOrder>, dueAmount: number) => ({
      ...order,
      payment: { ...order.payment, method: 'counter' as const, status: 'at_counter' as const, dueAmount },
    });
    const api = stubAdminApi({
      user: staff,
      orders: [
        atShop(makeAdminOrder({ id: 43, status: 'Confirmed' }), 21.8),
        atShop(weighed(makeAdminOrder({ id: 45, status: 'Ready' })), 30),
      ],
    });
    renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    const card = (title: string) => cardsIn(title)[0] as HTMLElement;
    // Before « prête » as after it: what is due, and one tap per method.
    expect(within(card('À préparer')).getByText(/^À encaisser\s:\s21,80\s€$/)).toBeVisible();
    expect(within(card('Prêtes')).getByText(/^À encaisser\s:\s30,00\s€$/)).toBeVisible();
    // While money is due, the till is the card's main action: « Remise au client » steps back.
    const handOver = () => within(card('Prêtes')).getByRole('button', { name: /^Remise au client/ });
    expect(handOver().className).not.toContain('bg-primary-700');
    const methods = within(card('Prêtes')).getByRole('list', { name: /^Encaisser la commande n°\s2026-000045 par$/ });
    expect(
      within(methods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Espèces', 'Carte bancaire', 'Chèque', 'Titre-restaurant']);
    const listsAsked = () =>
      api.fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin/orders?')).length;
    const before = listsAsked();

    await userEvent.click(within(methods).getByRole('button', { name: 'Carte bancaire' }));
    const amount = within(card('Prêtes')).getByRole('textbox', { name: /Montant encaissé/ });
    expect(amount).toHaveValue('30,00');
    expect(api.state.counterPayments).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    await userEvent.click(within(card('Prêtes')).getByRole('button', { name: /^Confirmer 12,50/ }));
    await waitFor(() => expect(within(card('Prêtes')).getByText(/^À encaisser\s:\s17,50\s€$/)).toBeVisible());
    expect(api.state.counterPayments).toEqual([{ orderId: 45, body: { method: 'card', amount: 12.5 } }]);
    // The answer lands on the card without asking the lists again; the other card is untouched.
    expect(listsAsked()).toBe(before);
    expect(within(card('À préparer')).getByText(/^À encaisser\s:\s21,80\s€$/)).toBeVisible();

    await userEvent.click(within(card('Prêtes')).getByRole('button', { name: 'Espèces' }));
    await userEvent.click(within(card('Prêtes')).getByRole('button', { name: /^Confirmer 17,50/ }));
    await waitFor(() => expect(within(card('Prêtes')).getByText('Réglée')).toBeVisible());
    expect(within(card('Prêtes')).queryByText(/À encaisser/)).toBeNull();
    expect(handOver().className).toContain('bg-primary-700');
    expect(api.state.counterPayments).toHaveLength(2);
  });

  it('shows a new order live, with the count and a sentence for screen readers, without reloading', async () => {
    const api = stubAdminApi({ user: staff, orders: dayOrders });
    const { router } = renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    expect(FakeEventSource.last?.url).toBe('/api/admin/events');
    const arrival = makeAdminOrder({ id: 50, status: 'Pending', createdAt: '2026-11-23T16:30:00.000Z' });
    api.state.orders.push(arrival);
    act(() =>
      FakeEventSource.last?.emit({
        type: 'order-placed',
        orderId: 50,
        shopId: 1,
        number: arrival.number,
        date: arrival.date,
        status: 'Pending',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'À confirmer 3 commandes' }, ready),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /^n°\s2026-000050\s+\(nouvelle commande\)$/ }, ready);
    expect(link.closest('article')?.className).toContain('admin-arrival');
    // The newest order to confirm comes first, where it is seen.
    expect(cardsIn('À confirmer')[0]).toBe(link.closest('article'));
    expect(screen.getByText(/^Nouvelle commande n°\s2026-000050\.$/)).toHaveAttribute('role', 'status');
    expect(router.state.location.search).toBe('?date=2026-11-24');
  });

  it('opens an order from its number typed or scanned at pickup', async () => {
    stubAdminApi({ user: staff, orders: dayOrders });
    const { router } = renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    await userEvent.type(screen.getByLabelText('Rechercher ou scanner une commande'), '2026-000045{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commande n°\u00a02026-000045' }, ready)).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/orders/45');
  });

  it('says when no order has that number', async () => {
    stubAdminApi({ user: staff, orders: dayOrders });
    renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    await userEvent.type(screen.getByLabelText('Rechercher ou scanner une commande'), '2026-009999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune commande n° 2026-009999 dans vos boutiques.');
  });

  it('finds a customer’s open orders on every day by name, accents ignored, nearest first', async () => {
    const lefevre = { ...makeAdminOrder().customer, firstName: 'Hélène', lastName: 'Lefèvre' };
    const api = stubAdminApi({
      user: staff,
      orders: [
        ...dayOrders,
        makeAdminOrder({ id: 52, status: 'Confirmed', date: '2026-11-26', customer: lefevre }),
        makeAdminOrder({ id: 53, status: 'Completed', date: '2026-11-21', customer: lefevre }),
        // Yesterday's, never collected.
        weighed(makeAdminOrder({ id: 54, status: 'Ready', date: '2026-11-19', customer: lefevre })),
        makeAdminOrder({ id: 55, status: 'Pending', date: '2026-11-21', customer: lefevre }),
      ],
    });
    renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    const field = screen.getByLabelText('Rechercher ou scanner une commande');
    await userEvent.type(field, 'lefevre');
    expect(
      await screen.findByText(/^4 commandes en cours pour «\s+lefevre\s+», tous les jours/, {}, ready),
    ).toHaveAttribute('role', 'status');
    // Not the day on screen: every day's, tomorrow first, then the coming days, then the days gone by.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Demain · samedi 21 novembre',
      'Mardi 24 novembre',
      'Jeudi 26 novembre',
      'Hier · jeudi 19 novembre',
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getAllByRole('link')[0]?.textContent)).toEqual([
      'n°\u00a02026-000055',
      'n°\u00a02026-000042',
      'n°\u00a02026-000052',
      'n°\u00a02026-000054',
    ]);
    // Out of the columns, each card says its status, and keeps its one action.
    expect(within(cards[3] as HTMLElement).getByText('Prête')).toBeVisible();
    expect(within(cards[3] as HTMLElement).getByRole('button', { name: /^Remise au client/ })).toBeVisible();
    const searches = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/orders' && url.searchParams.get('Search') === 'lefevre');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((url) => !url.searchParams.has('date'))).toBe(true);

    // Emptying the field brings the day's board back.
    await userEvent.clear(field);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'À confirmer 2 commandes' }, ready),
    ).toBeInTheDocument();
  });

  it('says when nothing is found on any day', async () => {
    stubAdminApi({ user: staff, orders: dayOrders });
    renderApp('/admin?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    await userEvent.type(screen.getByLabelText('Rechercher ou scanner une commande'), 'Zimmermann');
    expect(
      await screen.findByText(/^Aucune commande en cours pour «\s+Zimmermann\s+», quel que soit le jour\./, {}, ready),
    ).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('lets someone who works at several shops switch shop', async () => {
    const api = stubAdminApi({
      user: makeUser({ role: 'admin' }),
      orders: dayOrders,
      shops: [{ id: 1, name: 'Maison Thirion Metz-Centre', department: 'METZ-CENTRE' }, woippyShop],
    });
    // The owner's board is at /admin/orders (their /admin is the figures).
    const { router } = renderApp('/admin/orders?date=2026-11-24');
    await screen.findAllByRole('article', {}, ready);
    await userEvent.selectOptions(screen.getByLabelText('Boutique'), 'Maison Thirion Woippy');
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0), ready);
    expect(router.state.location.search).toBe('?date=2026-11-24&shop=3');
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('shopId=3'))).toBe(true);
  });
});
