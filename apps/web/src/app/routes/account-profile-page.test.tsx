import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAccountApi, validation } from '../../features/account/testing/fake-account-api';
import { ME_QUERY_KEY } from '../../features/session/api/get-me';
import { preferencesStore } from '../../features/session/preferences-store';
import { showToast } from '../../lib/toast';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { watchSessionEnd } from '../session-expiry';

// Pages are lazy chunks: under a loaded machine their first import outlasts the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await Promise.all([import('./home-page'), import('./account-login-page'), import('./account-verify-page')]);
});

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

const NBSP = '\u00a0';
const marie = makeUser({
  firstName: 'Marie',
  lastName: 'Dupont',
  favoriteStore: 'WOIPPY',
  wantsNewsletter: true,
  phoneNumber2: '+33387123456',
});
const chef = makeUser({ userType: 2, company: 'Bistrot du Marché', vatNumber: 'FR83404833048' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  preferencesStore.setSelectedDate('2026-12-24T05:00:00.000Z');
  preferencesStore.setSelectedShopId(1);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
  preferencesStore.setSpace('particulier');
});

const PENDING =
  'Votre compte professionnel est en cours de validation par la boutique. En attendant, vous voyez les prix particuliers.';
const save = () => screen.getByRole('button', { name: 'Enregistrer' });
/** toHaveTextContent reads non-breaking spaces as spaces. */
const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('/account/profile', () => {
  it('sends a visitor to the login page and back here afterwards', async () => {
    stubAccountApi();
    const { router } = renderApp('/account/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/account/profile')}`);
  });

  it('shows every field of the account as saved', async () => {
    stubAccountApi({ user: marie });
    renderApp('/account/profile');
    expect(await screen.findByLabelText('Prénom')).toHaveValue('Marie');
    expect(screen.getByLabelText('Nom')).toHaveValue('Dupont');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('marie@example.com');
    expect(screen.getByLabelText('Téléphone mobile')).toHaveValue('+33 6 12 34 56 78');
    expect(screen.getByLabelText('Téléphone fixe (facultatif)')).toHaveValue('+33 3 87 12 34 56');
    expect(screen.getByLabelText('Numéro et rue')).toHaveValue('3 rue des Clercs');
    expect(screen.getByLabelText('Code postal')).toHaveValue('57000');
    expect(screen.getByLabelText('Ville')).toHaveValue('Metz');
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    const shopSelect = screen.getByLabelText(/Boutique préférée/);
    expect(shopSelect).toHaveValue('WOIPPY');
    expect(screen.getByRole('checkbox', { name: /lettre d’information/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Particulier/ })).toBeChecked();
  });

  it('shows a pro’s company and VAT number', async () => {
    stubAccountApi({ user: chef });
    renderApp('/account/profile');
    expect(await screen.findByLabelText('Raison sociale')).toHaveValue('Bistrot du Marché');
    expect(screen.getByLabelText('Numéro de TVA intracommunautaire')).toHaveValue('FR83404833048');
  });

  it('tells a pro account waiting for approval why it sees particulier prices, and nobody else', async () => {
    stubAccountApi({ user: { ...chef, proStatus: 'pending' } });
    renderApp('/account/profile');
    expect(await screen.findByText(PENDING)).toBeVisible();
  });

  it('says nothing of approval to an approved pro or a particulier', async () => {
    stubAccountApi({ user: chef });
    renderApp('/account/profile');
    expect(await screen.findByLabelText('Raison sociale')).toBeVisible();
    expect(screen.queryByText(PENDING)).toBeNull();
  });

  it('tells a particulier who switches to pro that the shop will approve the account first', async () => {
    stubAccountApi({ user: marie });
    renderApp('/account/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Professionnel/ }));
    await user.type(screen.getByLabelText('Raison sociale'), 'Le Bistrot');
    await user.type(screen.getByLabelText('Numéro de TVA intracommunautaire'), 'FR44732829320');
    await user.click(save());
    expect(await screen.findByText(PENDING)).toBeVisible();
  });

  it('saves the changes, and says so', async () => {
    const { state } = stubAccountApi({ user: marie });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/account/profile');
    const city = await screen.findByLabelText('Ville');
    await user.clear(city);
    await user.type(city, 'Woippy');
    await user.click(screen.getByRole('checkbox', { name: /lettre d’information/ }));
    await user.selectOptions(screen.getByLabelText(/Boutique préférée/), '');
    await user.click(save());

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Vos informations sont enregistrées.'));
    expect(state.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      locality: 'Woippy',
      wantsNewsletter: false,
      favoriteStore: null,
      phoneNumber: '+33612345678',
      phoneNumber2: '+33387123456',
    });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({ locality: 'Woippy' });
  });

  it('keeps the mobile until the code sent to the new one is typed here', async () => {
    const { state } = stubAccountApi({ user: marie });
    const user = userEvent.setup();
    renderApp('/account/profile');
    const mobile = await screen.findByLabelText('Téléphone mobile');
    await user.clear(mobile);
    await user.type(mobile, '07 98 76 54 32');
    await user.click(save());

    const sent = `Un code a été envoyé au 07${NBSP}98${NBSP}76${NBSP}54${NBSP}32${NBSP}: saisissez-le ci-dessous pour confirmer ce numéro.`;
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', `Vos informations sont enregistrées. ${sent}`),
    );
    const pending = screen.getByRole('region', { name: 'Changement à confirmer' });
    expect(pending).toHaveTextContent(plain(sent));
    expect(pending).toHaveTextContent('nos SMS restent envoyés au 06 12 34 56 78');
    expect(screen.getByLabelText('Téléphone mobile')).toHaveValue('+33 6 12 34 56 78');

    const code = within(pending).getByLabelText('Code reçu par SMS');
    await user.type(code, '000000');
    await user.click(within(pending).getByRole('button', { name: 'Confirmer mon nouveau numéro' }));
    expect(await within(pending).findByText('Code incorrect. Il vous reste 4 essais.')).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(pending).getByRole('button', { name: 'Confirmer mon nouveau numéro' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        `Votre numéro de mobile est maintenant le 07${NBSP}98${NBSP}76${NBSP}54${NBSP}32. Vos autres sessions ont été fermées.`,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Changement à confirmer' })).toBeNull();
    expect(state.calls.filter((call) => call.path === '/api/accounts/confirm-phone-number')).toHaveLength(2);
  });

  it('says where the confirmation link of a new e-mail went, the old address in use meanwhile', async () => {
    stubAccountApi({ user: marie });
    const user = userEvent.setup();
    renderApp('/account/profile');
    const email = await screen.findByLabelText('Adresse e-mail');
    await user.clear(email);
    await user.type(email, 'Marie.Nouvelle@example.com');
    await user.click(save());

    const sent = `Un lien de confirmation a été envoyé à marie.nouvelle@example.com${NBSP}: ouvrez-le pour confirmer cette adresse.`;
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('success', `Vos informations sont enregistrées. ${sent}`),
    );
    const pending = screen.getByRole('region', { name: 'Changement à confirmer' });
    expect(pending).toHaveTextContent(plain(sent));
    expect(pending).toHaveTextContent('recevez nos e-mails à marie@example.com');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('marie@example.com');
  });

  it('shows a change still waiting when the page opens again', async () => {
    stubAccountApi({ user: { ...marie, pendingPhoneNumber: '+33798765432' } });
    renderApp('/account/profile');
    const pending = await screen.findByRole('region', { name: 'Changement à confirmer' });
    expect(within(pending).getByLabelText('Code reçu par SMS')).toBeVisible();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('checks as it is typed and shows the server’s messages with the error toast', async () => {
    stubAccountApi({
      user: marie,
      override: ({ method }) =>
        method === 'PUT'
          ? validation({ Email: ['Cette adresse e-mail est déjà utilisée par un autre compte.'] })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/account/profile');
    const firstName = await screen.findByLabelText('Prénom');
    await user.clear(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('Saisissez votre prénom.');
    await user.type(firstName, 'Marie-Anne');
    expect(firstName).not.toHaveAttribute('aria-invalid');

    await user.click(save());
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée par un autre compte.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Vos informations n’ont pas pu être enregistrées. Vérifiez les champs signalés.',
    );
  });

  it('asks a pro for a company when a particulier becomes one', async () => {
    const { state } = stubAccountApi({ user: marie });
    const user = userEvent.setup();
    renderApp('/account/profile');
    await user.click(await screen.findByRole('radio', { name: /Professionnel/ }));
    await user.click(save());
    expect(await screen.findByText('Saisissez le nom de votre société.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre numéro de TVA intracommunautaire.')).toBeInTheDocument();
    // The first field in error on screen gets the focus.
    await waitFor(() => expect(screen.getByLabelText('Raison sociale')).toHaveFocus());
    expect(state.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('logs out: says so, forgets the user, the order date and shop, and goes home', async () => {
    stubAccountApi({ user: marie });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(showToast).toHaveBeenCalledWith('success', `Déconnexion effectuée. À bientôt${NBSP}!`);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(preferencesStore.get()).toMatchObject({ selectedDate: null, selectedShopId: null });
  });

  it('lands home after logout and deletion even with the running app’s session watcher', async () => {
    stubAccountApi({ user: marie });
    const user = userEvent.setup();
    // The login page's code already loaded (the guard sent this logged-in user home from it): the watcher's
    // navigation to it would then win the race against the page's own.
    const { router, queryClient } = renderApp('/account/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/account/profile'));
    // main.tsx sends a tab whose session ended on the server to the login page; a wanted logout is not that.
    const stop = watchSessionEnd(queryClient, (to) => void router.navigate(to));
    try {
      await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith('success', expect.stringContaining('Déconnexion effectuée')),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.pathname).toBe('/');
    } finally {
      stop();
    }
  });

  it('says when the logout fails and keeps the user', async () => {
    stubAccountApi({
      user: marie,
      override: ({ path }) =>
        path === '/api/accounts/logout' ? { status: 409, body: { title: 'Conflit', status: 409 } } : undefined,
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Conflit'));
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(marie);
  });

  it('deletes the account only after a confirmation, then logs out', async () => {
    const { state } = stubAccountApi({ user: marie });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const question = screen.getByRole('alertdialog', { name: `Supprimer définitivement votre compte${NBSP}?` });
    expect(within(question).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
    expect(state.calls.filter((call) => call.path === '/api/accounts/delete')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(state.calls.filter((call) => call.path === '/api/accounts/delete')).toEqual([
      { method: 'POST', path: '/api/accounts/delete', body: { confirm: true } },
    ]);
    expect(showToast).toHaveBeenCalledWith('success', expect.stringContaining('Votre compte est supprimé'));
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(preferencesStore.get().selectedDate).toBeNull();
  });

  it('says why the account cannot close yet, where it stays readable', async () => {
    const refusal = `Votre commande n°${NBSP}2026-000042 est en cours${NBSP}: vous pourrez supprimer votre compte une fois qu’elle vous aura été remise. Pour l’annuler plus tôt, appelez la boutique Maison Thirion Metz-Centre au 03 87 00 00 00.`;
    stubAccountApi({
      user: marie,
      override: ({ path }) =>
        path === '/api/accounts/delete'
          ? { status: 409, body: { title: 'Conflit', status: 409, detail: refusal } }
          : undefined,
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(plain(refusal));
    expect(showToast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(marie);
  });

  it('says when the deletion fails', async () => {
    stubAccountApi({
      user: marie,
      override: ({ path }) =>
        path === '/api/accounts/delete'
          ? { status: 403, body: { title: 'Interdit', status: 403, detail: 'Action refusée.' } }
          : undefined,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer mon compte' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'Action refusée.'));
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
