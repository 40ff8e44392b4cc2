import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeOrder, metzCentre, woippy } from '../../../test/fake-orders-api';
import { stubStandingOrdersApi } from '../../../test/fake-standing-orders-api';
import { makeUser } from '../../../test/users';
import { valuesFromOrder } from '../lib/standing-values';
import { StandingOrderForm } from './standing-order-form';

// Tuesday 24 November 2026; the order was for Friday 20 November at Metz-Centre.
const TODAY = '2026-11-24';
const chef = makeUser({ userType: 2, company: 'Bistrot du Marché' });
const order = makeOrder({ date: '2026-11-20' });
const closedOnSunday = metzCentre.openingHours.map((d) => (d.weekday === 7 ? { ...d, periods: [] } : d));

afterEach(() => vi.unstubAllGlobals());

function renderForm(onCreated = vi.fn(), source = order, today = TODAY) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <StandingOrderForm
          source={{ kind: 'order', orderId: source.id, orderNumber: source.number }}
          initial={valuesFromOrder(source, chef, today)}
          user={chef}
          shops={[metzCentre, { ...woippy, openingHours: closedOnSunday }]}
          summary="Les articles de la commande n° 2026-000042."
          onCreated={onCreated}
          onCancel={() => {}}
          today={today}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onCreated;
}

describe('“Commander chaque semaine” from a past order', () => {
  it('opens prefilled with the order’s weekday, its next date, its shop, and says so in a sentence', () => {
    stubStandingOrdersApi({ user: chef });
    renderForm();
    expect(screen.getByRole('heading', { name: 'Commander chaque semaine' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Vendredi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mardi' })).not.toBeChecked();
    expect(screen.getByLabelText('Première commande')).toHaveValue('2026-11-27');
    expect(screen.getByLabelText('Dernière commande (facultatif)')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Retrait en boutique' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Boutique' })).toHaveValue(String(metzCentre.id));
    expect(screen.getByText('Chaque vendredi, à partir du vendredi 27 novembre.')).toBeInTheDocument();
  });

  it('offers only the weekdays the chosen shop opens, and drops a day another shop does not open', async () => {
    stubStandingOrdersApi({ user: chef });
    const user = userEvent.setup();
    renderForm();
    // Metz-Centre is closed on Mondays.
    expect(screen.queryByRole('checkbox', { name: 'Lundi' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Jours de la semaine' })).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByText(/parmi les jours d’ouverture de la boutique/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Dimanche' }));
    // Woippy (as faked here, Metz-Centre's hours but Sunday closed) drops the Sunday chosen at Metz.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Boutique' }), String(woippy.id));
    expect(screen.queryByRole('checkbox', { name: 'Dimanche' })).toBeNull();
    expect(screen.getByText('Chaque vendredi, à partir du vendredi 27 novembre.')).toBeInTheDocument();
  });

  it('starts after the order it is made from, never on its day: the chef’s Tuesday order is not doubled', () => {
    stubStandingOrdersApi({ user: chef });
    // Made on Saturday 28 November from the order for Tuesday 1 December.
    renderForm(vi.fn(), makeOrder({ date: '2026-12-01' }), '2026-11-28');
    expect(screen.getByRole('checkbox', { name: 'Mardi' })).toBeChecked();
    expect(screen.getByLabelText('Première commande')).toHaveValue('2026-12-08');
    expect(screen.getByText('Chaque mardi, à partir du mardi 8 décembre.')).toBeInTheDocument();
  });

  it('shows the French messages under the fields and sends nothing while they stand', async () => {
    const api = stubStandingOrdersApi({ user: chef });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Vendredi' }));
    const end = screen.getByLabelText('Dernière commande (facultatif)');
    await user.type(end, '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la commande récurrente' }));
    expect(screen.getByText('Choisissez au moins un jour de la semaine.')).toBeInTheDocument();
    expect(screen.getByText('La date de fin précède la date de début.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    // Fixed, the message goes at once.
    await user.click(screen.getByRole('checkbox', { name: 'Mardi' }));
    expect(screen.queryByText('Choisissez au moins un jour de la semaine.')).not.toBeInTheDocument();
    // Delivery: the address is the profile's, checked by the contract's rules.
    await user.click(screen.getByRole('radio', { name: 'Livraison' }));
    await user.clear(screen.getByLabelText('Code postal'));
    await user.type(screen.getByLabelText('Code postal'), '570');
    expect(screen.getByText('Code postal invalide (5 chiffres, exemple : 57000).')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the order, the days and the dates, and hands the standing order on', async () => {
    const api = stubStandingOrdersApi({ user: chef });
    const user = userEvent.setup();
    const onCreated = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Mardi' }));
    await user.type(screen.getByLabelText('Dernière commande (facultatif)'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la commande récurrente' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: null,
      fromOrderId: 42,
      mode: 'Pickup',
      shopId: metzCentre.id,
      windowStarts: null,
      weekdays: [2, 5],
      startDate: '2026-11-27',
      endDate: '2026-12-31',
    });
  });

  it('shows the server’s refusal under its field, or above the button when it has none', async () => {
    stubStandingOrdersApi({
      user: chef,
      replies: [
        {
          status: 400,
          body: {
            title: 'Requête invalide',
            status: 400,
            errors: { ShopId: ['Cette boutique ne prend plus de commande.'] },
          },
        },
        {
          status: 409,
          body: { title: 'Conflit', status: 409, detail: 'Vous avez déjà 10 commandes récurrentes.' },
        },
      ],
    });
    const user = userEvent.setup();
    const onCreated = renderForm();
    const submit = screen.getByRole('button', { name: 'Enregistrer la commande récurrente' });
    await user.click(submit);
    expect(await screen.findByText('Cette boutique ne prend plus de commande.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Boutique' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(submit);
    expect(await screen.findByText('Vous avez déjà 10 commandes récurrentes.')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
