import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_QUERY_KEY } from '../../features/cart/api/get-cart';
import { localCartStore } from '../../features/cart/lib/local-cart-store';
import { NETWORK_FAILURE_MESSAGE } from '../../features/orders/components/order-options-form';
import { resetModeChoice } from '../../features/orders/hooks/use-order-choices';
import { carriedRequests } from '../../features/orders/lib/carried-requests';
import { formatDay, parisDay, tomorrowInParis } from '../../features/orders/lib/order-days';
import { preferencesStore } from '../../features/session/preferences-store';
import { showToast } from '../../lib/toast';
import { makeSlots, metzCentre, orderKeys, stubOrdersApi, woippy } from '../../test/fake-orders-api';
import { entrecote, quiche } from '../../test/fake-shop-api';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof import('../../lib/toast')>()),
  showToast: vi.fn(() => Promise.resolve()),
}));

// Whole journeys through the app, typing included: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const marie = makeUser({ favoriteStore: 'WOIPPY' });
const chef = makeUser({
  userType: 2,
  firstName: 'Julien',
  lastName: 'Marchal',
  company: 'Bistrot du Marché',
  streetAndNumber: '2 place de la Cathédrale',
  paymentTerms: 'days30eom',
});
const cart = [
  { article: entrecote, quantity: 1.5 },
  { article: quiche, quantity: 2 },
];

beforeEach(() => {
  localStorage.clear();
  localCartStore.reload();
  preferencesStore.reset();
  resetModeChoice();
  vi.mocked(showToast).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  preferencesStore.setSpace('particulier');
  carriedRequests.clear();
});

const submit = () => screen.getByRole('button', { name: 'Valider ma commande' });
const dayRadio = (day: string) => screen.getByRole('radio', { name: new RegExp(formatDay(day)) });
const dayGroup = (name: string) => screen.getByRole('group', { name });

async function openOptions(options: Parameters<typeof stubOrdersApi>[0]) {
  const api = stubOrdersApi(options);
  const app = renderApp('/order-options');
  await screen.findByRole('button', { name: 'Valider ma commande' }, { timeout: 5000 });
  return { ...api, ...app };
}

describe('the order options of a particulier', () => {
  it('offers pickup at the favourite shop with its hours, tomorrow, and the summary TTC', async () => {
    await openOptions({ user: marie, cart });
    expect(screen.getByRole('radio', { name: /Retrait en boutique/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Maison Thirion Woippy/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Maison Thirion Metz-Centre/ })).not.toBeChecked();
    expect(screen.getAllByText('Samedi').length).toBeGreaterThan(0);
    expect(screen.getAllByText('7 h 30 –\u2060 18 h').length).toBeGreaterThan(0);

    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    expect(dayRadio(tomorrowInParis())).toHaveAccessibleName(/\(demain\)\s8\sh\s30\s–\u2060\s12\sh\s30/);

    const summary = screen.getByRole('complementary', { name: 'Récapitulatif' });
    expect(
      within(summary).getByText(`Retrait le ${formatDay(tomorrowInParis())} à la boutique Maison Thirion Woippy.`),
    );
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    // 1,5 kg × 30 € + 2 × 12,50 €
    expect(within(summary).getByText('Total TTC').nextElementSibling).toHaveTextContent('70,00 €');
    expect(within(summary).getByText('Dont TVA 5,5 %').nextElementSibling).toHaveTextContent('3,65 €');
    // On a phone the total stays in sight while choosing, one tap from the summary and its button.
    expect(screen.getByText('Total estimé TTC').nextElementSibling).toHaveTextContent('70,00 €');
    await userEvent.click(screen.getByRole('button', { name: 'Récapitulatif' }));
    expect(within(summary).getByRole('heading', { name: 'Récapitulatif' })).toHaveFocus();
    expect(within(summary).getByText(/les articles au poids sont pesés à la préparation/)).toHaveTextContent(
      'Selon la pesée, entre 65,50 € et 74,50 € TTC ; au-delà, nous vous demandons votre accord.',
    );
    expect(within(summary).getByText('Vous réglez à la boutique, au moment du retrait.')).toBeInTheDocument();
  });

  it('gives the range of the weighed lines by the chosen shop’s tolerance', async () => {
    await openOptions({ user: marie, cart, shops: [metzCentre, { ...woippy, weighingTolerancePercent: 20 }] });
    const summary = screen.getByRole('complementary', { name: 'Récapitulatif' });
    // Woippy, the favourite shop: 45 € weighed ± 20 %.
    expect(await within(summary).findByText(/Selon la pesée/)).toHaveTextContent('entre 61,00 € et 79,00 € TTC');
    await userEvent.click(screen.getByRole('radio', { name: /Maison Thirion Metz-Centre/ }));
    await waitFor(() =>
      expect(within(summary).getByText(/Selon la pesée/)).toHaveTextContent('entre 65,50 € et 74,50 € TTC'),
    );
  });

  it('keeps the shop and the day chosen in the session preferences', async () => {
    const user = userEvent.setup();
    const slots = makeSlots(5);
    await openOptions({ user: marie, cart, slots });
    await user.click(await screen.findByRole('radio', { name: /Maison Thirion Metz-Centre/ }));
    expect(preferencesStore.get().selectedShopId).toBe(1);
    const third = slots[2]?.date ?? '';
    await user.click(dayRadio(third));
    expect(dayRadio(third)).toBeChecked();
    expect(parisDay(preferencesStore.get().selectedDate ?? '')).toBe(third);
  });

  it('falls back to the first selectable day when tomorrow cannot be chosen', async () => {
    const slots = makeSlots(4, { skipTomorrow: true });
    await openOptions({ user: marie, cart, slots });
    await waitFor(() => expect(dayRadio(slots[0]?.date ?? '')).toBeChecked());
    expect(screen.queryByText(/\(demain\)/)).not.toBeInTheDocument();
  });

  it('places the order with the notes, the comment and an Idempotency-Key, then confirms it', async () => {
    const user = userEvent.setup();
    const { state, queryClient } = await openOptions({ user: marie, cart });
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    await user.type(screen.getByRole('textbox', { name: /^Préparation\s:\sentrecôte$/ }), 'tranches fines');
    await user.type(screen.getByRole('textbox', { name: /Un mot pour la boutique/ }), 'Je passerai vers 10 h.');
    await user.click(submit());
    expect(
      await screen.findByText(
        `Votre commande sera prête ${formatDay(tomorrowInParis())} à la boutique Maison Thirion Woippy.`,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(state.placed).toHaveLength(1);
    expect(state.placed[0]?.body).toEqual({
      mode: 'Pickup',
      shopId: 3,
      date: tomorrowInParis(),
      comment: 'Je passerai vers 10 h.',
      preparationNotes: [{ articleId: entrecote.id, note: 'tranches fines' }],
    });
    expect(state.placed[0]?.key).toMatch(UUID);
    expect(screen.getByText('2026-000100')).toBeInTheDocument();
    // The server emptied the cart; the cached cart says so too.
    expect(state.cart).toEqual([]);
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toEqual({ items: [] });
  });

  it('prefills the notes an order placed again brings back, then forgets them once the order is placed', async () => {
    const user = userEvent.setup();
    carriedRequests.save({
      orderNumber: '2026-000042',
      notes: { [entrecote.id]: 'désossé' },
      deliveryInstructions: '',
    });
    const { state } = await openOptions({ user: marie, cart });
    expect(screen.getByRole('textbox', { name: /^Préparation\s:\sentrecôte$/ })).toHaveValue('désossé');
    // Each article's example fits it.
    expect(screen.getByRole('textbox', { name: /^Préparation\s:\squiche lorraine$/ })).toHaveAttribute(
      'placeholder',
      'Exemple\u00a0: pour 4 personnes',
    );
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    await user.click(submit());
    await waitFor(() => expect(state.placed).toHaveLength(1));
    expect(state.placed[0]?.body.preparationNotes).toEqual([{ articleId: entrecote.id, note: 'désossé' }]);
    expect(carriedRequests.read()).toBeNull();
  });

  it('sends one order for a double click, the button disabled while it is sent', async () => {
    const user = userEvent.setup();
    const { state, release } = await openOptions({ user: marie, cart, holdPlace: true });
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    await user.dblClick(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByText('Envoi de votre commande…')).toBeInTheDocument();
    release();
    expect(await screen.findByText(/Votre commande sera prête/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(state.placed).toHaveLength(1);
  });

  it('retries with the same Idempotency-Key after a lost answer, and a new one once a choice changed', async () => {
    const user = userEvent.setup();
    const slots = makeSlots(3);
    const { state } = await openOptions({
      user: marie,
      cart,
      slots,
      placeReplies: ['network-error', 'network-error'],
    });
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    await user.click(submit());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', NETWORK_FAILURE_MESSAGE));
    expect(screen.getByText(NETWORK_FAILURE_MESSAGE.replace('\u00a0', ' '))).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await waitFor(() => expect(state.placed).toHaveLength(2));
    const [first, second] = orderKeys(state);
    expect(second).toBe(first);

    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(dayRadio(slots[1]?.date ?? ''));
    await user.click(submit());
    expect(await screen.findByText(/Votre commande sera prête/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(orderKeys(state)[2]).not.toBe(first);
    expect(state.placed[2]?.body.date).toBe(slots[1]?.date);
  });

  it('shows a refused day next to the days and in a toast', async () => {
    const user = userEvent.setup();
    const message = 'Ce jour est complet. Choisissez un autre jour.';
    await openOptions({
      user: marie,
      cart,
      placeReplies: [
        { status: 400, body: { title: 'Requête invalide', status: 400, detail: message, errors: { Date: [message] } } },
      ],
    });
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    await user.click(submit());
    expect(await within(dayGroup('Jour du retrait')).findByText(message)).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('error', message);
    expect(screen.getByRole('heading', { level: 1, name: 'Retrait ou livraison' })).toBeInTheDocument();
  });

  it('shows a refused cart in the summary', async () => {
    const user = userEvent.setup();
    const message = '«\u00a0Entrecôte\u00a0» n’est plus en vente.';
    await openOptions({
      user: marie,
      cart,
      placeReplies: [
        { status: 400, body: { title: 'Requête invalide', status: 400, detail: message, errors: { Cart: [message] } } },
      ],
    });
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    await user.click(submit());
    const summary = screen.getByRole('complementary', { name: 'Récapitulatif' });
    expect(await within(summary).findByText('« Entrecôte » n’est plus en vente.')).toBeInTheDocument();
  });
});

describe('the order options of a pro', () => {
  beforeEach(() => preferencesStore.setSpace('pro'));

  it('defaults to delivery at the profile address, with the zone fee and minimum and HT totals', async () => {
    await openOptions({ user: chef, cart });
    expect(screen.getByRole('radio', { name: /Livraison/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Julien');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Marchal');
    expect(screen.getByRole('textbox', { name: 'Numéro et rue' })).toHaveValue('2 place de la Cathédrale');
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveValue('57000');
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Metz');

    expect(await screen.findByText('4,08 € HT (4,90 € TTC)')).toBeInTheDocument();
    expect(screen.getByText('30,00 € HT')).toBeInTheDocument();
    expect(screen.getByText(/Livraison assurée par Maison Thirion Metz-Centre/)).toBeInTheDocument();

    const summary = screen.getByRole('complementary', { name: 'Récapitulatif' });
    // 1,5 kg × 20 € + 2 × 10 € HT, plus 4,08 € HT of delivery
    expect(within(summary).getByText('Articles (HT)').nextElementSibling).toHaveTextContent('50,00 €');
    expect(within(summary).getByText('Frais de livraison (HT)').nextElementSibling).toHaveTextContent('4,08 €');
    expect(within(summary).getByText('Total HT').nextElementSibling).toHaveTextContent('54,08 €');
    expect(within(summary).getByText('TVA 5,5 %').nextElementSibling).toHaveTextContent('2,75 €');
    expect(within(summary).getByText('TVA 20 %').nextElementSibling).toHaveTextContent('0,82 €');
    expect(within(summary).getByText('Total TTC').nextElementSibling).toHaveTextContent('57,65 €');
    expect(within(summary).getByText('1,5 kg × 20,00 € / kg HT')).toBeInTheDocument();
    // The pro's own terms, as the statement says them (issue 30, item 4), never « au livreur ».
    expect(
      within(summary).getByText('Vous réglez sur facture, par virement, selon vos conditions : 30 jours fin de mois.'),
    ).toBeInTheDocument();
    expect(within(summary).queryByText(/au livreur/)).not.toBeInTheDocument();
  });

  it('explains an unserved post code and offers pickup instead', async () => {
    const user = userEvent.setup();
    await openOptions({ user: chef, cart });
    const postcode = screen.getByRole('textbox', { name: 'Code postal' });
    await user.clear(postcode);
    await user.type(postcode, '75001');
    expect(
      await screen.findByText('Nous ne livrons pas encore ce code postal. Choisissez le retrait en boutique.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucun jour de livraison pour ce code postal.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choisir le retrait en boutique' }));
    expect(screen.getByRole('radio', { name: /Retrait en boutique/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Maison Thirion Metz-Centre/ })).toBeChecked();
  });

  it('warns below the zone minimum', async () => {
    await openOptions({ user: chef, cart: [{ article: quiche, quantity: 1 }] });
    expect(await screen.findByText(/il manque 20,00 €/)).toBeInTheDocument();
  });

  it('sends the address and the delivering shop, and maps address errors to their field', async () => {
    const user = userEvent.setup();
    const message = 'Code postal invalide (5 chiffres, exemple\u00a0: 57000).';
    const { state } = await openOptions({
      user: chef,
      cart,
      placeReplies: [
        {
          status: 400,
          body: {
            title: 'Requête invalide',
            status: 400,
            detail: 'Certaines valeurs sont invalides.',
            errors: { 'Address.Postcode': [message] },
          },
        },
      ],
    });
    await screen.findByText('4,08 € HT (4,90 € TTC)');
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    await user.click(submit());
    const postcode = screen.getByRole('textbox', { name: 'Code postal' });
    await waitFor(() => expect(postcode).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(showToast).toHaveBeenCalledWith('error', 'Certaines valeurs sont invalides.');
    // One channel: the server's message is the form's own, in the summary too, and goes once fixed.
    const summary = screen.getByRole('alert', { name: '1\u00a0erreur à corriger' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    await user.clear(postcode);
    await user.type(postcode, '57050');
    await waitFor(() => expect(postcode).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByRole('alert', { name: /erreur à corriger/ })).not.toBeInTheDocument();
    expect(state.placed[0]?.body).toMatchObject({
      mode: 'Delivery',
      shopId: 1,
      address: {
        firstName: 'Julien',
        lastName: 'Marchal',
        street: '2 place de la Cathédrale',
        postcode: '57000',
        city: 'Metz',
        country: 'FR',
      },
    });
  });

  it('sends the delivery to the company, with the driver’s instructions, and shows their refusal by the field', async () => {
    const user = userEvent.setup();
    const message = 'Les instructions de livraison ne peuvent pas dépasser 300 caractères.';
    const { state } = await openOptions({
      user: chef,
      cart,
      placeReplies: [
        {
          status: 400,
          body: {
            title: 'Requête invalide',
            status: 400,
            detail: message,
            errors: { DeliveryInstructions: [message] },
          },
        },
      ],
    });
    expect(screen.getByRole('textbox', { name: 'Entreprise (facultatif)' })).toHaveValue('Bistrot du Marché');
    await screen.findByText('4,08 € HT (4,90 € TTC)');
    await waitFor(() => expect(dayRadio(tomorrowInParis())).toBeChecked());
    const instructions = screen.getByRole('textbox', { name: 'Instructions pour le livreur (facultatif)' });
    await user.type(instructions, 'Porte de service, rue des Jardins');
    await user.click(submit());
    await waitFor(() => expect(instructions).toHaveAccessibleDescription(message));
    expect(instructions).toHaveAttribute('aria-invalid', 'true');
    expect(state.placed[0]?.body).toMatchObject({
      mode: 'Delivery',
      address: { company: 'Bistrot du Marché', firstName: 'Julien' },
      deliveryInstructions: 'Porte de service, rue des Jardins',
    });
  });

  it('checks the address before sending anything', async () => {
    const user = userEvent.setup();
    const { state } = await openOptions({ user: chef, cart });
    const street = screen.getByRole('textbox', { name: 'Numéro et rue' });
    await user.clear(street);
    await user.click(submit());
    // The summary takes the focus; its link takes it on to the field.
    const summary = await screen.findByRole('alert', { name: '1\u00a0erreur à corriger' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(street).toHaveAccessibleDescription('Saisissez le numéro et la rue.');
    await user.click(within(summary).getByRole('link', { name: 'Saisissez le numéro et la rue.' }));
    expect(street).toHaveFocus();
    expect(state.placed).toHaveLength(0);
  });
});

describe('the order options of a visitor', () => {
  it('asks them to log in before choosing anything, keeping the way back to the order', async () => {
    stubOrdersApi({ user: null });
    localCartStore.setQuantity(entrecote, 1);
    renderApp('/order-options');
    const invite = (await screen.findByRole('heading', { name: 'Connectez-vous pour commander' })).closest(
      'section',
    ) as HTMLElement;
    expect(screen.getByText(/Votre panier \(1\sarticle\) vous attend/)).toBeInTheDocument();
    // No day is offered that the login would reset, and nothing promises that choices follow.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/vos choix vous suivent/)).not.toBeInTheDocument();
    expect(within(invite).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/account/login?redirect=%2Forder-options',
    );
    expect(within(invite).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/account/register?redirect=%2Forder-options',
    );
  });
});
