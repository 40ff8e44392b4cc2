import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAccountApi, validation } from '../../features/account/testing/fake-account-api';
import { preferencesStore } from '../../features/session/preferences-store';
import { showToast } from '../../lib/toast';
import { renderApp } from '../../test/render-app';

// Pages are lazy chunks: under a loaded machine their first import outlasts the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(async () => {
  await Promise.all([import('./home-page'), import('./account-login-page'), import('./account-verify-page')]);
});

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
  preferencesStore.setSpace('particulier');
});

async function fill(user: UserEvent) {
  await user.type(screen.getByLabelText('Prénom'), 'Marie');
  await user.type(screen.getByLabelText('Nom'), 'Dupont');
  await user.type(screen.getByLabelText('Adresse e-mail'), 'Marie.Dupont@Example.com ');
  await user.type(screen.getByLabelText('Téléphone mobile'), '06 12 34 56 78');
  await user.type(screen.getByLabelText('Mot de passe'), 'une phrase de passe');
}

describe('/account/register', () => {
  it('shows the company and VAT number for a pro only', async () => {
    stubAccountApi();
    const user = userEvent.setup();
    renderApp('/account/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Particulier/ })).toBeChecked();
    expect(screen.queryByLabelText('Raison sociale')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Professionnel/ }));
    expect(screen.getByLabelText('Raison sociale')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de TVA intracommunautaire')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Particulier/ }));
    expect(screen.queryByLabelText('Raison sociale')).not.toBeInTheDocument();
  });

  it('asks a particulier only what a first pickup order needs, and a pro everything', async () => {
    stubAccountApi();
    const user = userEvent.setup();
    renderApp('/account/register');
    await screen.findByLabelText('Prénom');
    for (const label of [
      'Seconde adresse e-mail',
      'Téléphone fixe (facultatif)',
      'Numéro et rue',
      /Boutique préférée/,
    ]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(screen.getByText(/vous pourrez\s+les ajouter plus tard dans «\s?Mon compte\s?»/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Je souhaite recevoir la lettre d’information' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Professionnel/ }));
    expect(screen.getByLabelText('Numéro et rue')).toBeInTheDocument();
    const select = screen.getByLabelText(/Boutique préférée/);
    await within(select).findByRole('option', { name: 'Maison Thirion Woippy' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucune préférence', 'Maison Thirion Metz-Centre', 'Maison Thirion Woippy']);
  });

  it('checks each field with the contract’s rules as it is filled', async () => {
    stubAccountApi();
    const user = userEvent.setup();
    renderApp('/account/register');
    const email = await screen.findByLabelText('Adresse e-mail');
    // As the person types: no need to leave the field.
    await user.type(email, 'marie@');
    expect(email).toHaveAccessibleDescription(/Saisissez une adresse e-mail valide/);
    await user.tab();
    await user.type(email, 'example.fr');
    expect(email).not.toHaveAttribute('aria-invalid');

    // The address is a pro's to give at registration.
    await user.click(screen.getByRole('radio', { name: /Professionnel/ }));
    const postCode = screen.getByLabelText('Code postal');
    await user.type(postCode, '1000');
    await user.tab();
    expect(postCode).toHaveAccessibleDescription('Code postal invalide pour ce pays (exemple\u00a0: 57000).');
    // Belgian post codes have four digits: the same code becomes valid with the country.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'BE');
    await waitFor(() => expect(postCode).not.toHaveAttribute('aria-invalid'));

    const vat = screen.getByLabelText('Numéro de TVA intracommunautaire');
    await user.type(vat, 'FR00000000000');
    await user.tab();
    expect(vat).toHaveAccessibleDescription(/Numéro de TVA invalide/);
  });

  it('sends the registration with the mobile in E.164, then asks for the SMS code', async () => {
    const { state } = stubAccountApi();
    const user = userEvent.setup();
    const { router } = renderApp('/account/register');
    await screen.findByLabelText('Prénom');
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /lettre d’information/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/verify'));
    const sent = state.calls.find((call) => call.path === '/api/accounts/register')?.body;
    expect(sent).toMatchObject({
      userType: 1,
      email: 'marie.dupont@example.com',
      phoneNumber: '+33612345678',
      phoneNumber2: null,
      company: null,
      vatNumber: null,
      postCode: null,
      country: 'FR',
      favoriteStore: null,
      wantsNewsletter: true,
      password: 'une phrase de passe',
    });
    expect(showToast).toHaveBeenCalledWith('success', expect.stringContaining('Votre compte est créé'));
    expect(await screen.findByRole('button', { name: /Renvoyer le code \(60/ })).toBeDisabled();
  });

  it('shows the server’s messages under their fields', async () => {
    stubAccountApi({
      override: ({ path }) =>
        path === '/api/accounts/register'
          ? validation({
              Email: ['Un compte existe déjà avec cette adresse e-mail.'],
              PhoneNumber: ['Ce numéro ne peut pas recevoir de SMS.'],
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/account/register');
    await screen.findByLabelText('Prénom');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Téléphone mobile')).toHaveAccessibleDescription(
      expect.stringContaining('Ce numéro ne peut pas recevoir de SMS.'),
    );
  });

  it('lets a particulier leave the address empty, and keeps the way back to the order', async () => {
    const { state } = stubAccountApi();
    const user = userEvent.setup();
    const { router } = renderApp('/account/register?redirect=%2Forder-options');
    await screen.findByLabelText('Prénom');
    expect(screen.getByText(/vous revenez à\s+votre commande/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/account/login?redirect=%2Forder-options',
    );
    expect(screen.queryByRole('group', { name: /Votre adresse/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Prénom'), 'Marie');
    await user.type(screen.getByLabelText('Nom'), 'Dupont');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'marie.dupont@example.com');
    await user.type(screen.getByLabelText('Téléphone mobile'), '06 12 34 56 78');
    await user.type(screen.getByLabelText('Mot de passe'), 'une phrase de passe');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/verify'));
    expect(router.state.location.search).toBe('?redirect=%2Forder-options');
    expect(state.calls.find((call) => call.path === '/api/accounts/register')?.body).toMatchObject({
      streetAndNumber: null,
      postCode: null,
      locality: null,
    });
  });

  it('asks a begun address to be completed', async () => {
    stubAccountApi();
    const user = userEvent.setup();
    renderApp('/account/register');
    await user.click(await screen.findByRole('radio', { name: /Professionnel/ }));
    await user.type(screen.getByLabelText('Code postal'), '57000');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Saisissez votre ville.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre adresse (numéro et rue).')).toBeInTheDocument();
  });

  it('offers a pro account first to a visitor coming from the pro space', async () => {
    stubAccountApi();
    renderApp('/account/register?type=pro');
    expect(await screen.findByRole('radio', { name: /Professionnel/ })).toBeChecked();
    expect(screen.getByLabelText('Raison sociale')).toBeInTheDocument();
  });
});
