import type { AuditEntry } from '@boucherie/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-admin-api';
import { calledWith, makeCustomer, makeMember, stubPeopleApi } from '../../test/fake-people-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };
const owner = makeUser({ role: 'admin', firstName: 'Bernard', lastName: 'Thirion', email: 'admin@example.com' });
const staff = makeUser({ role: 'staff', firstName: 'Lucas', lastName: 'Martin', email: 'lucas@example.com' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/customers', () => {
  it('searches from the address and opens a customer’s page with their orders and totals', async () => {
    const api = stubPeopleApi({ user: owner, customers: [makeCustomer()] });
    const { router } = renderApp('/admin/customers');
    await userEvent.type(await screen.findByLabelText('Rechercher un client', {}, ready), 'hélène');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=h%C3%A9l%C3%A8ne'), ready);
    await waitFor(() => expect(calledWith(api.fetchMock, '/api/admin/customers?Search=')).toHaveLength(1), ready);
    // Phones as said on the phone, not as stored (+33671421893).
    expect(await screen.findByText('06 71 42 18 93', {}, ready)).toBeVisible();
    // No shop's day here: the header keeps no picker that would change nothing.
    expect(screen.queryByRole('group', { name: 'Jour affiché' })).toBeNull();
    await userEvent.click(await screen.findByRole('link', { name: /LEFÈVRE Hélène/ }, ready));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hélène Lefèvre' }, ready)).toBeVisible();
    expect(screen.getByRole('link', { name: /^06\s71\s42\s18\s93$/ })).toHaveAttribute('href', 'tel:+33671421893');
    expect(screen.getByRole('link', { name: 'n°\u00a02026-000042' })).toHaveAttribute('href', '/admin/orders/42');
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toContain('45,00\u00a0€ TTC');
    expect(screen.getByText(/Hors 1 commande annulée/)).toBeVisible();
    expect(screen.getByText('Maison Thirion Metz-Centre', { selector: 'dd' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Retour aux clients' })).toHaveAttribute(
      'href',
      '/admin/customers?q=h%C3%A9l%C3%A8ne',
    );
  });

  it('lets the owner export and anonymise after a confirmation; staff get neither', async () => {
    const api = stubPeopleApi({ user: owner, customers: [makeCustomer()] });
    const { router } = renderApp('/admin/customers/7');
    const exportLink = await screen.findByRole('link', { name: 'Exporter ses données (JSON)' }, ready);
    expect(exportLink).toHaveAttribute('href', '/api/admin/customers/7/export');
    // The same data as a French page to print or hand over, beside the JSON.
    const page = screen.getByRole('link', { name: 'Voir ses données à imprimer (nouvel onglet)' });
    expect(page).toHaveAttribute('href', '/api/admin/customers/7/export.html');
    expect(page).toHaveAttribute('target', '_blank');
    expect(page).toHaveAttribute('rel', 'noopener');
    await userEvent.click(screen.getByRole('button', { name: 'Anonymiser le compte…' }));
    const question = screen.getByRole('alertdialog', { name: 'Anonymiser le compte de Hélène Lefèvre\u00a0?' });
    expect(within(question).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(api.state.posts).toEqual([]);
    await userEvent.type(within(question).getByLabelText(/Motif/), 'Demande par e-mail');
    await userEvent.click(within(question).getByRole('button', { name: 'Anonymiser définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers'), ready);
    expect(api.state.posts).toEqual([
      { path: '/api/admin/customers/7/anonymise', body: { reason: 'Demande par e-mail' } },
    ]);
  });

  it('shows staff the page without the owner’s data actions', async () => {
    stubPeopleApi({ user: staff, customers: [makeCustomer()] });
    renderApp('/admin/customers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hélène Lefèvre' }, ready)).toBeVisible();
    expect(screen.getByText(/Seules les commandes de vos boutiques sont comptées\./)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Exporter/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /imprimer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Anonymiser/ })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Espace boutique' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Personnel' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Journal' })).toBeNull();
  });

  it('writes the first of a month « 1er », in the facts and in the table of orders', async () => {
    const customer = makeCustomer({ createdAt: '2025-12-01T10:00:00.000Z' });
    const order = { ...(customer.orders[0] as (typeof customer.orders)[number]), date: '2026-12-01' };
    stubPeopleApi({ user: staff, customers: [{ ...customer, orders: [order] }] });
    renderApp('/admin/customers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hélène Lefèvre' }, ready)).toBeVisible();
    expect(screen.getByText('Client depuis le').nextElementSibling?.textContent).toBe('1er décembre 2025');
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toContain('1er déc. 2026');
  });

  it('notes on the file each order handed over without payment: the day, why, and how much (issue 45)', async () => {
    const handover = {
      orderId: 42,
      number: '2026-000042',
      at: '2026-12-03T16:40:00.000Z',
      reason: 'Client habitué, paiera samedi',
      amount: 21.8,
    };
    stubPeopleApi({ user: staff, customers: [makeCustomer({ unpaidHandovers: [handover] })] });
    renderApp('/admin/customers/7');
    const section = await screen.findByRole('region', { name: 'Remises sans paiement' }, ready);
    expect(within(section).getByRole('listitem').textContent).toBe(
      'Remise sans paiement le 3 décembre\u00a0: Client habitué, paiera samedi (21,80\u00a0€) · commande n°\u00a02026-000042',
    );
    expect(within(section).getByRole('link', { name: 'commande n°\u00a02026-000042' })).toHaveAttribute(
      'href',
      '/admin/orders/42',
    );
  });

  it('says nothing of unpaid hand-overs when there are none', async () => {
    stubPeopleApi({ user: staff, customers: [makeCustomer()] });
    renderApp('/admin/customers/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hélène Lefèvre' }, ready)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Remises sans paiement' })).toBeNull();
  });
});

describe('/admin/staff', () => {
  it('checks the fields, puts the server’s messages under them too, then creates the access', async () => {
    let first = true;
    const api = stubPeopleApi({
      user: owner,
      staff: [makeMember()],
      createAnswer: (body) => {
        if (first) {
          first = false;
          return new Response(
            JSON.stringify({
              title: 'Requête invalide',
              status: 400,
              errors: {
                Email: ['Saisissez une adresse e-mail valide (exemple\u00a0: nom@domaine.fr).'],
                ShopIds: ['Choisissez au moins une boutique pour un membre du personnel.'],
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json', authenticated: 'true' } },
          );
        }
        return new Response(JSON.stringify(makeMember({ ...body, id: 9, hasPassword: false })), {
          status: 201,
          headers: { 'content-type': 'application/json', authenticated: 'true' },
        });
      },
    });
    renderApp('/admin/staff');
    await userEvent.type(await screen.findByLabelText('Prénom', {}, ready), 'Léa');
    await userEvent.type(screen.getByLabelText('Nom'), 'Schmitt');
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'lea');
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’accès' }));
    // The contract's checks speak before the server would, with its words, summed up at the top.
    const summary = await screen.findByRole('alert', { name: '2\u00a0erreurs à corriger' }, ready);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      /La personne y recevra un lien.*Saisissez une adresse e-mail valide/,
    );
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(summary).getByRole('link', { name: 'Choisissez au moins une boutique pour un membre du personnel.' }),
    ).toBeVisible();
    await userEvent.click(within(summary).getByRole('link', { name: /Saisissez une adresse e-mail valide/ }));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
    expect(api.state.posts).toEqual([]);

    await userEvent.type(screen.getByLabelText('Adresse e-mail'), '@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maison Thirion Woippy' }));
    // The server's refusal lands on the same fields and in the summary.
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’accès' }));
    const refused = await screen.findByRole('alert', { name: '2\u00a0erreurs à corriger' }, ready);
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(/Saisissez une adresse e-mail/),
    );
    expect(within(refused).getAllByRole('link')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Créer l’accès' }));
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveValue(''), ready);
    expect(api.state.posts.at(-1)).toEqual({
      path: '/api/admin/staff',
      body: { email: 'lea@example.com', firstName: 'Léa', lastName: 'Schmitt', role: 'staff', shopIds: [3] },
    });
  });

  it('revokes an access after a confirmation, never one’s own', async () => {
    const api = stubPeopleApi({
      user: owner,
      staff: [makeMember(), makeMember({ id: 1, email: 'admin@example.com', firstName: 'Bernard', role: 'admin' })],
    });
    renderApp('/admin/staff');
    const mine = await screen.findByRole('article', { name: /Bernard Martin/ }, ready);
    expect(within(mine).queryByRole('button', { name: /Révoquer/ })).toBeNull();
    const card = screen.getByRole('article', { name: 'Lucas Martin' });
    await userEvent.click(within(card).getByRole('button', { name: 'Révoquer l’accès de Lucas Martin' }));
    expect(api.state.posts).toEqual([]);
    await userEvent.click(within(card).getByRole('button', { name: 'Révoquer' }));
    expect(await within(card).findByText(/Accès révoqué le/, {}, ready)).toBeVisible();
    expect(api.state.posts).toEqual([{ path: '/api/admin/staff/3/revoke', body: {} }]);
  });
});

describe('/admin/journal', () => {
  const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
    id: 1,
    at: '2026-11-20T09:05:00.000Z',
    by: { id: 1, name: 'Bernard Thirion', role: 'admin' },
    kind: 'staff.update',
    entityType: 'staff',
    entityId: '3',
    summary: 'Accès de Lucas Martin modifié.',
    before: { shops: ['METZ-CENTRE'], role: 'staff' },
    after: { shops: ['WOIPPY'], role: 'admin' },
    ...overrides,
  });

  it('shows who changed what, before → after in words, and filters through the address', async () => {
    const api = stubPeopleApi({
      user: owner,
      journal: [
        entry({}),
        entry({
          id: 2,
          kind: 'customer.export',
          entityType: 'customer',
          entityId: '7',
          summary: 'Données du client n°\u00a07 exportées (droit d’accès).',
          before: null,
          after: { orders: 2 },
        }),
      ],
    });
    const { router } = renderApp('/admin/journal');
    const first = (await screen.findByText('Accès de Lucas Martin modifié.', {}, ready)).closest('li') as HTMLElement;
    const second = screen.getByText(/Données du client/).closest('li') as HTMLElement;
    expect(first).toHaveTextContent('Accès modifié');
    expect(first).toHaveTextContent('Bernard Thirion (gérant)');
    expect(first).toHaveTextContent('BoutiquesMETZ-CENTRE → devient WOIPPY');
    expect(first).toHaveTextContent('RôlePersonnel → devient Gérant');
    expect(within(second).getByRole('link', { name: 'Voir la fiche du client' })).toHaveAttribute(
      'href',
      '/admin/customers/7',
    );

    await userEvent.selectOptions(screen.getByLabelText('Type de modification'), 'customer');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=customer'), ready);
    await waitFor(() => expect(calledWith(api.fetchMock, '/api/admin/journal?kind=customer')).toHaveLength(1));
    expect(await screen.findByText('1 modification', {}, ready)).toBeVisible();
  });
});
