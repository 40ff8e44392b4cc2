import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, stubAccountApi, validation } from '../../features/account/testing/fake-account-api';
import { ME_QUERY_KEY } from '../../features/session/api/get-me';
import { preferencesStore } from '../../features/session/preferences-store';
import { showToast } from '../../lib/toast';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

// Pages are lazy chunks: under a loaded machine their first import outlasts the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await Promise.all([import('./home-page'), import('./account-login-page'), import('./account-verify-page')]);
});

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const marie = makeUser({ firstName: 'Marie', lastName: 'Dupont', email: 'marie@example.com' });
const chef = makeUser({ userType: 2, firstName: 'Paul', lastName: 'Bocuse', email: 'chef@example.com' });
const pendingChef = makeUser({ userType: 2, proStatus: 'pending', email: 'nouveau.chef@example.com' });
const unverified = makeUser({ email: 'new@example.com', isVerified: false });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
  preferencesStore.setSpace('particulier');
  preferencesStore.setOrderMode('Pickup');
});

async function logIn(email: string, password = DEMO_PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('/account/login', () => {
  it('links to registration and to the forgotten password', async () => {
    stubAccountApi({ accounts: [marie] });
    renderApp('/account/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/account/register');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toHaveAttribute(
      'href',
      '/account/password',
    );
  });

  it('checks the fields as they are filled, with the contract’s rules', async () => {
    const { state } = stubAccountApi({ accounts: [marie] });
    const user = userEvent.setup();
    renderApp('/account/login');
    const email = await screen.findByLabelText('Adresse e-mail');
    await user.click(email);
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Saisissez votre adresse e-mail.');
    await user.type(email, 'm');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Saisissez votre mot de passe.');
    expect(state.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells a refusal with the first message of the Email errors, as a toast and under the field', async () => {
    stubAccountApi({ accounts: [marie] });
    renderApp('/account/login');
    await logIn('marie@example.com', 'mauvais-mot-de-passe');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Adresse e-mail ou mot de passe incorrect.'));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
      'Adresse e-mail ou mot de passe incorrect.',
    );
  });

  it('greets a particulier by name, in the particulier space with pickup and a fresh date, then goes home', async () => {
    preferencesStore.setSpace('pro');
    preferencesStore.setSelectedDate(null);
    stubAccountApi({ accounts: [marie] });
    const { router, queryClient } = renderApp('/account/login');
    await logIn('marie@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(showToast).toHaveBeenCalledWith('success', 'Bonjour Marie Dupont, bienvenue dans votre compte.');
    expect(preferencesStore.get()).toMatchObject({ space: 'particulier', orderMode: 'Pickup' });
    expect(preferencesStore.get().selectedDate).toMatch(/T0[45]:00:00\.000Z$/);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(marie);
  });

  it('gives a pro the pro space with delivery, and honours ?redirect=', async () => {
    stubAccountApi({ accounts: [chef] });
    const { router } = renderApp(`/account/login?redirect=${encodeURIComponent('/cart?from=header')}`);
    await logIn('chef@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?from=header');
    expect(preferencesStore.get()).toMatchObject({ space: 'pro', orderMode: 'Delivery' });
  });

  it('gives a pro account waiting for approval the particulier space and pickup, and says why', async () => {
    stubAccountApi({ accounts: [pendingChef] });
    const { router } = renderApp('/account/login');
    await logIn('nouveau.chef@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(preferencesStore.get()).toMatchObject({ space: 'particulier', orderMode: 'Pickup' });
    expect(showToast).toHaveBeenCalledWith(
      'info',
      'Votre compte professionnel est en cours de validation par la boutique. En attendant, vous voyez les prix particuliers.',
    );
  });

  it('never follows a redirect off the site', async () => {
    stubAccountApi({ accounts: [marie] });
    const { router } = renderApp('/account/login?redirect=//evil.example/');
    await logIn('marie@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends an unverified user to the code page', async () => {
    stubAccountApi({ accounts: [unverified] });
    const { router } = renderApp('/account/login?redirect=/cart');
    await logIn('new@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/verify'));
  });

  it('disables the button and says it is working while the server answers', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubAccountApi({ accounts: [marie] });
    const slow = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/login')) await pending;
      return (slow as NonNullable<typeof slow>)(input, init);
    });
    const { router } = renderApp('/account/login');
    await logIn('marie@example.com');
    const busy = await screen.findByRole('button', { name: 'Connexion en cours…' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a logged-in user away (login guard)', async () => {
    stubAccountApi({ user: marie });
    const { router } = renderApp('/account/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says why when reached from the order screen, and keeps the way back through registration and the code', async () => {
    stubAccountApi({ accounts: [unverified] });
    const { router } = renderApp('/account/login?redirect=%2Forder-options');
    const notice = (await screen.findByRole('heading', { name: 'Pour valider votre commande' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(notice).getByText(/Votre panier vous attend/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/account/register?redirect=%2Forder-options',
    );
    await logIn('new@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/verify'));
    expect(router.state.location.search).toBe('?redirect=%2Forder-options');
  });

  it('tells a visitor of the pro space why they are asked to log in, and offers the way back', async () => {
    stubAccountApi({ accounts: [marie] });
    preferencesStore.setSpace('pro');
    const user = userEvent.setup();
    const { router } = renderApp('/account/login');
    expect(await screen.findByRole('heading', { name: 'Espace professionnel' })).toBeInTheDocument();
    expect(screen.getByText(/réservés aux comptes professionnels/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/account/register?type=pro');
    await user.click(screen.getByRole('button', { name: 'Revenir à l’espace particulier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(preferencesStore.get().space).toBe('particulier');
  });

  it('says nothing of an order or of the pro space when the visitor came on their own', async () => {
    stubAccountApi({ accounts: [marie] });
    renderApp('/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(screen.queryByRole('heading', { name: 'Pour valider votre commande' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Espace professionnel' })).not.toBeInTheDocument();
  });

  it('asks for the code of the app after the password of an account with a second factor', async () => {
    const staff = makeUser({ role: 'staff', email: 'staff@example.com', firstName: 'Julie' });
    const { state } = stubAccountApi({
      accounts: [staff],
      override: ({ method, path, body }) => {
        if (method === 'POST' && path === '/api/accounts/login') {
          return { status: 200, body: { secondFactorRequired: true, message: 'Saisissez le code.' } };
        }
        if (method !== 'POST' || path !== '/api/accounts/login/second-factor') return undefined;
        if ((body as { code: string }).code !== 'abcdefghijklmnop') {
          return validation({ Code: ['Code incorrect. Saisissez le code affiché maintenant.'] });
        }
        state.user = staff;
        return { status: 200, body: staff };
      },
    });
    renderApp('/account/login');
    const user = await logIn('staff@example.com');

    const code = await screen.findByLabelText('Code de vérification');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(showToast).not.toHaveBeenCalledWith('success', expect.anything());
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Code de vérification')).toHaveAccessibleDescription(
        expect.stringContaining('Code incorrect.'),
      ),
    );

    // The phone is lost: a recovery code instead, typed as it was printed.
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    const recovery = await screen.findByLabelText('Code de secours');
    expect(recovery).toHaveFocus();
    await user.type(recovery, 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', expect.stringContaining('Julie')));
    expect(state.calls.filter((call) => call.path === '/api/accounts/login/second-factor').at(-1)?.body).toEqual({
      code: 'abcdefghijklmnop',
    });
  });
});
