import { addDays, parisDate } from '@boucherie/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, metzShop, stubAdminApi, woippyShop } from '../../test/fake-admin-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };

const owner = makeUser({ role: 'admin', firstName: 'Lucas', lastName: 'Thirion' });
const staff = makeUser({ role: 'staff', firstName: 'Paul', lastName: 'Martin' });
const shops = [metzShop, woippyShop];

const statsCalls = (api: ReturnType<typeof stubAdminApi>) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/stats');
const table = (name: RegExp) => screen.getByRole('table', { name });
const rowsOf = (name: RegExp) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the owner’s figures at /admin', () => {
  it('shows the last 30 days of every shop: headline figures, and each chart’s table', async () => {
    const api = stubAdminApi({ user: owner, shops });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, ready)).toBeVisible();
    expect(await screen.findByText('245,30 €', {}, ready)).toBeVisible();
    expect(screen.getByText('81,77 €')).toBeVisible();
    const today = parisDate(new Date());
    const [call] = statsCalls(api);
    expect(call?.searchParams.get('from')).toBe(addDays(today, -29));
    expect(call?.searchParams.get('to')).toBe(today);
    expect(call?.searchParams.get('shopId')).toBeNull();

    expect(rowsOf(/^Commandes par jour de la semaine/)).toEqual([
      'lundi00,00\u00a0€0,00\u00a0€',
      'mardi2150,14\u00a0€158,40\u00a0€',
      'mercredi00,00\u00a0€0,00\u00a0€',
      'jeudi00,00\u00a0€0,00\u00a0€',
      'vendredi00,00\u00a0€0,00\u00a0€',
      'samedi182,37\u00a0€86,90\u00a0€',
      'dimanche00,00\u00a0€0,00\u00a0€',
    ]);
    expect(rowsOf(/^Retrait en boutique et livraison/)).toEqual([
      'Retrait en boutique267\u00a0%150,14\u00a0€158,40\u00a0€',
      'Livraison133\u00a0%82,37\u00a0€86,90\u00a0€',
    ]);
    expect(rowsOf(/^Les 10 articles les plus vendus au poids/)[0]).toBe(
      'Entrecôte5,35\u00a0kg2160,50\u00a0€169,33\u00a0€',
    );
    expect(rowsOf(/^Les 10 articles qui rapportent le plus/)[2]).toMatch(/^Quiche lorraine2\u00a0pièces1/);
    expect(rowsOf(/^Commandes et chiffre d’affaires par jour/)).toHaveLength(30);
    const bookings = rowsOf(/^Réservations des 14 prochains jours/);
    expect(bookings).toHaveLength(14);
    expect(bookings[1]).toBe('samedi 21 novembre1212010\u00a0%');
    expect(bookings[3]).toBe('lundi 23 novembre0Fermé–');

    // Each table for a spreadsheet, for the period on screen.
    const csv = screen.getByRole('link', { name: /Exporter en CSV – Retrait ou livraison/ });
    expect(csv).toHaveAttribute('href', `/api/admin/stats.csv?table=modes&from=${addDays(today, -29)}&to=${today}`);
  });

  it('says first what is booked from today on, in French figures', async () => {
    stubAdminApi({ user: owner, shops });
    renderApp('/admin');
    const booked = await screen.findByRole('region', { name: /^Réservé/ }, ready);
    expect(within(booked).getByRole('heading', { level: 2 }).textContent).toBe(
      'Réservé\u00a0: 4\u00a0commandes, 1\u202f226,00\u00a0€ TTC',
    );
    // Before the period's figures: the first thing the owner reads.
    const period = screen.getByText('245,30 €');
    expect(booked.compareDocumentPosition(period) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('region')[0]).toBe(booked);
  });

  it('shows a table instead of its chart on demand', async () => {
    stubAdminApi({ user: owner, shops });
    renderApp('/admin');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Retrait ou livraison' }, ready)).closest(
      'section',
    ) as HTMLElement;
    const toggle = within(section).getByRole('button', { name: 'Voir le tableau' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).getByRole('table').parentElement).toHaveClass('sr-only');
    await userEvent.click(toggle);
    expect(within(section).getByRole('button', { name: 'Voir le graphique' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByRole('table').parentElement).not.toHaveClass('sr-only');
  });

  it('changes the shop and the period, kept in the address', async () => {
    const api = stubAdminApi({ user: owner, shops });
    const { router } = renderApp('/admin');
    await screen.findByText('245,30 €', {}, ready);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Boutique' }), String(woippyShop.id));
    await waitFor(() => expect(statsCalls(api).at(-1)?.searchParams.get('shopId')).toBe(String(woippyShop.id)));
    expect(await screen.findByText(/^Maison Thirion Woippy, du/, {}, ready)).toBeVisible();

    const week = screen.getByRole('button', { name: '7 derniers jours' });
    await userEvent.click(week);
    const today = parisDate(new Date());
    await waitFor(() => expect(statsCalls(api).at(-1)?.searchParams.get('from')).toBe(addDays(today, -6)));
    expect(week).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 derniers jours' })).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe(`?shopId=${woippyShop.id}&from=${addDays(today, -6)}&to=${today}`);

    await userEvent.clear(screen.getByLabelText('Du'));
    await userEvent.type(screen.getByLabelText('Du'), '2026-11-01');
    await userEvent.clear(screen.getByLabelText('Au'));
    await userEvent.type(screen.getByLabelText('Au'), '2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher ces dates' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?shopId=${woippyShop.id}&from=2026-11-01&to=2026-11-15`),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '7 derniers jours' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(screen.getByText(/du 1er novembre 2026 au 15 novembre 2026$/)).toBeVisible();
  });

  it('says in French what is wrong with the dates, and asks nothing of the server', async () => {
    const api = stubAdminApi({ user: owner, shops });
    renderApp('/admin');
    await screen.findByText('245,30 €', {}, ready);
    const before = statsCalls(api).length;
    await userEvent.clear(screen.getByLabelText('Du'));
    await userEvent.type(screen.getByLabelText('Du'), '2026-11-15');
    await userEvent.clear(screen.getByLabelText('Au'));
    await userEvent.type(screen.getByLabelText('Au'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher ces dates' }));
    expect(await screen.findByText('La date de fin doit suivre la date de début.', {}, ready)).toBeVisible();
    expect(screen.getByLabelText('Au')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Au')).toHaveAccessibleDescription('La date de fin doit suivre la date de début.');
    expect(statsCalls(api)).toHaveLength(before);
  });

  it('gives the owner the board under “Commandes”', async () => {
    stubAdminApi({ user: owner, shops });
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, ready);
    const nav = screen.getByRole('navigation', { name: 'Espace boutique' });
    expect(nav).toHaveTextContent(/^Tableau de bordCommandesPréparationLivraisons/);
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Commandes' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Commandes/ }, ready)).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(within(nav).getByRole('link', { name: 'Commandes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
  });

  it('takes the owner to the figures when they log in', async () => {
    stubAdminApi({ user: null, loginAs: owner, shops });
    const { router } = renderApp('/account/login');
    await userEvent.type(await screen.findByLabelText('Adresse e-mail', {}, ready), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Demo-Boucherie-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, ready)).toBeVisible();
  });

  it('keeps staff on their board at /admin, without loading the figures', async () => {
    const api = stubAdminApi({ user: staff, shops });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: /^Commandes/ }, ready)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tableau de bord' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Commandes' })).toHaveAttribute('aria-current', 'page');
    expect(statsCalls(api)).toHaveLength(0);
  });
});
