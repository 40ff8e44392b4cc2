import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, stubAdminApi } from '../../test/fake-admin-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.setConfig({ testTimeout: 20_000 });
const ready = { timeout: 5000 };
const staff = makeUser({ role: 'staff', firstName: 'Paul', lastName: 'Martin' });
const owner = makeUser({ role: 'admin', firstName: 'Lucas', lastName: 'Thirion' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('who enters the back office', () => {
  it('takes staff to the back office when they log in', async () => {
    stubAdminApi({ user: null, loginAs: staff });
    const { router } = renderApp('/account/login');
    await userEvent.type(await screen.findByLabelText('Adresse e-mail', {}, ready), 'staff@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Demo-Boucherie-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), ready);
    expect(await screen.findByRole('heading', { level: 1, name: /^Commandes/ }, ready)).toBeVisible();
  });

  it('lets staff log out from the back office, to the login page for the next person at the counter', async () => {
    stubAdminApi({ user: staff });
    const { router } = renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }, ready));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'), ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, ready)).toBeVisible();
  });

  it('shows staff the way to the back office in the shop’s header', async () => {
    stubAdminApi({ user: staff });
    renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Espace boutique' }, ready)).toHaveAttribute('href', '/admin');
  });

  it('never shows a customer a link to it', async () => {
    stubAdminApi({ user: makeUser({ firstName: 'Marie' }) });
    renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Marie' }, ready)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Espace boutique' })).toBeNull();
  });

  it('sends a visitor to the login page, remembering the order they were opening', async () => {
    stubAdminApi({ user: null });
    const { router } = renderApp('/admin/orders/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, ready)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Forders%2F42');
  });

  it('sends a customer home, without asking the back office’s API', async () => {
    const api = stubAdminApi({ user: makeUser() });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), ready);
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/'))).toBe(false);
  });

  it('tells a customer who reaches the back office anyway (a role taken away) that it is reserved', async () => {
    // The session still says staff, the server no longer does.
    const api = stubAdminApi({ user: staff });
    const inner = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/admin/me'
        ? new Response(JSON.stringify({ title: 'Interdit', status: 403 }), {
            status: 403,
            headers: { authenticated: 'true' },
          })
        : (inner as NonNullable<typeof inner>)(input, init),
    );
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' }, ready)).toBeVisible();
  });

  it('lets staff in, without the owner’s screens', async () => {
    stubAdminApi({ user: staff });
    renderApp('/admin?date=2026-11-24');
    expect(await screen.findByRole('heading', { level: 1, name: /^Commandes/ }, ready)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Espace boutique' });
    expect(nav).toHaveTextContent('CommandesPréparationLivraisons');
    expect(screen.queryByRole('link', { name: 'Pros à valider' })).toBeNull();
  });

  it('sends staff from the owner’s page to their board', async () => {
    stubAdminApi({ user: staff });
    const { router } = renderApp('/admin/pros');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), ready);
  });

  it('shows the owner the pros to approve, and approves one', async () => {
    const api = stubAdminApi({
      user: owner,
      pros: [
        {
          id: 9,
          firstName: 'Julien',
          lastName: 'Marchal',
          company: 'Bistrot du Marché',
          vatNumber: 'FR40303265045',
          email: 'julien@example.com',
          phone: '+33612345678',
          requestedAt: '2026-11-22T09:00:00.000Z',
        },
      ],
    });
    renderApp('/admin/pros');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pros à valider' }, ready)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bistrot du Marché' }, ready)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Approuver/ }));
    expect(await screen.findByText(/Aucun compte pro en attente/, {}, ready)).toBeVisible();
    expect(api.state.pros).toEqual([]);
  });

  it('leads an owner the two-factor requirement holds to « Sécurité », whatever screen they open', async () => {
    stubAdminApi({ user: owner, twoFactor: { enabled: false, required: true } });
    const { router } = renderApp('/admin/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/securite'), ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sécurité' }, ready)).toBeVisible();
    expect(await screen.findByRole('alert', {}, ready)).toHaveTextContent('Le gérant l’exige');
    expect(screen.getByRole('button', { name: 'Activer la double authentification' })).toBeVisible();
  });

  it('turns the second factor on: QR code and key, a first code, the recovery codes once', async () => {
    stubAdminApi({ user: staff });
    renderApp('/admin/securite');
    await userEvent.click(await screen.findByRole('button', { name: 'Activer la double authentification' }, ready));
    expect(await screen.findByRole('img', { name: /QR code à scanner/ }, ready)).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = screen.getByLabelText('Code de vérification');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Activer' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Code incorrect.')), ready);
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByRole('heading', { name: 'Vos codes de secours' }, ready)).toBeVisible();
    expect(screen.getAllByText(/^abcd-efgh-ijkl-mno[a-j]$/)).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'J’ai mis mes codes de secours en lieu sûr' }));
    expect(await screen.findByText('La double authentification est activée', {}, ready)).toBeVisible();
    expect(screen.queryByText(/abcd-efgh/)).toBeNull();

    // Codes running low: ten new ones for a current code, shown once too.
    await userEvent.type(
      screen.getByLabelText('Code de l’application ou code de secours', { selector: '#renew-code' }),
      '654321',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Obtenir de nouveaux codes de secours' }));
    expect(await screen.findByRole('heading', { name: 'Vos codes de secours' }, ready)).toBeVisible();
    expect(screen.getAllByText(/^wxyz-wxyz-wxyz-wxy[a-j]$/)).toHaveLength(10);
  });
});
