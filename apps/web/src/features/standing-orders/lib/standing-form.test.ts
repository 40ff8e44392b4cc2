import { describe, expect, it } from 'vitest';
import { makeOrder, metzCentre } from '../../../test/fake-orders-api';
import { makeUser } from '../../../test/users';
import { errorsFromProblem, scheduleErrors, toCreateRequest } from './standing-form';
import { firstDateOn, type StandingFormValues, valuesFromCart, valuesFromOrder } from './standing-values';

// Tuesday 24 November 2026.
const TODAY = '2026-11-24';
const chef = makeUser({ userType: 2, company: 'Bistrot du Marché', email: 'chef@example.com' });

const address = {
  company: 'Bistrot du Marché',
  firstName: 'Julien',
  lastName: 'Marchal',
  street: '2 place de la Cathédrale',
  postcode: '57000',
  city: 'Metz',
  country: 'FR',
};

describe('the standing order form’s prefill', () => {
  it('takes a past pickup order’s weekday, from its next occurrence after today, its shop and window', () => {
    // Friday 20 November, picked up at Metz-Centre in the 9 h window.
    const order = makeOrder({ date: '2026-11-20', timeWindow: { starts: '09:00', ends: '10:00' } });
    const values = valuesFromOrder(order, chef, TODAY);
    expect(values).toMatchObject({
      weekdays: [5],
      startDate: '2026-11-27',
      endDate: '',
      mode: 'Pickup',
      shopId: metzCentre.id,
      windowStarts: '09:00',
    });
  });

  it('takes a delivery’s address and instructions, not the profile’s', () => {
    const order = makeOrder({
      mode: 'Delivery',
      date: '2026-11-24',
      address,
      deliveryInstructions: 'Porte de service',
    });
    const values = valuesFromOrder(order, chef, TODAY);
    // A Tuesday order, made on a Tuesday: the first one is next week's, never today's.
    expect(values.weekdays).toEqual([2]);
    expect(values.startDate).toBe('2026-12-01');
    expect(values.address).toEqual({
      company: 'Bistrot du Marché',
      firstName: 'Julien',
      lastName: 'Marchal',
      street: '2 place de la Cathédrale',
      postcode: '57000',
      city: 'Metz',
    });
    expect(values.deliveryInstructions).toBe('Porte de service');
  });

  it('takes the cart’s chosen day and mode, else tomorrow, and the profile’s address', () => {
    const chosen = valuesFromCart({ mode: 'Delivery', shopId: 1, preferredDay: '2026-11-28' }, chef, TODAY);
    expect(chosen).toMatchObject({ weekdays: [6], startDate: '2026-11-28', mode: 'Delivery' });
    expect(chosen.address).toMatchObject({ company: 'Bistrot du Marché', street: '3 rue des Clercs', city: 'Metz' });
    // A day already past (or today) gives way to tomorrow, Wednesday.
    const stale = valuesFromCart({ mode: 'Pickup', shopId: 3, preferredDay: '2026-11-20' }, chef, TODAY);
    expect(stale).toMatchObject({ weekdays: [3], startDate: '2026-11-25', shopId: 3 });
  });

  it('finds the first chosen weekday on or after a day', () => {
    expect(firstDateOn([1], '2026-11-24')).toBe('2026-11-30');
    expect(firstDateOn([2, 6], '2026-11-25')).toBe('2026-11-28');
    expect(firstDateOn([3], '2026-11-25')).toBe('2026-11-25');
  });
});

const base: StandingFormValues = {
  name: '  ',
  weekdays: [2, 5],
  startDate: '2026-11-27',
  endDate: '',
  mode: 'Pickup',
  shopId: 1,
  address: { company: '', firstName: '', lastName: '', street: '', postcode: '', city: '' },
  deliveryInstructions: '',
  windowStarts: null,
};

describe('the standing order form’s request', () => {
  it('sends a pickup from the cart with its shop, days and no end', () => {
    const result = toCreateRequest(base, { kind: 'cart' }, chef, TODAY);
    expect(result).toEqual({
      ok: true,
      body: {
        name: null,
        fromCart: true,
        mode: 'Pickup',
        shopId: 1,
        windowStarts: null,
        weekdays: [2, 5],
        startDate: '2026-11-27',
        endDate: null,
      },
    });
  });

  it('sends a pro’s delivery from an order with the trimmed address, company and instructions', () => {
    const values: StandingFormValues = {
      ...base,
      name: ' Bistrot ',
      mode: 'Delivery',
      endDate: '2026-12-31',
      address: { ...address, street: ' 2 place de la Cathédrale ' },
      deliveryInstructions: ' Porte de service ',
    };
    const result = toCreateRequest(values, { kind: 'order', orderId: 42, orderNumber: '2026-000042' }, chef, TODAY);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body).toMatchObject({
      name: 'Bistrot',
      fromOrderId: 42,
      mode: 'Delivery',
      address: { street: '2 place de la Cathédrale', company: 'Bistrot du Marché', country: 'FR' },
      deliveryInstructions: 'Porte de service',
      endDate: '2026-12-31',
    });
    expect(result.body).not.toHaveProperty('shopId');
    expect(result.body).not.toHaveProperty('fromCart');
  });

  it('says in French what is missing or wrong, field by field', () => {
    const result = toCreateRequest(
      {
        ...base,
        weekdays: [],
        startDate: TODAY,
        mode: 'Delivery',
        address: { ...base.address, firstName: 'Julien', postcode: '570' },
      },
      { kind: 'cart' },
      makeUser(),
      TODAY,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.weekdays).toBe('Choisissez au moins un jour de la semaine.');
    expect(result.errors.startDate).toBe('La première commande ne peut partir qu’à partir de demain.');
    expect(result.errors['address.postcode']).toBe('Code postal invalide (5 chiffres, exemple\u00a0: 57000).');
    expect(result.errors['address.street']).toMatch(/numéro et la rue/);
    expect(result.errors['address.firstName']).toBeUndefined();
  });

  it('asks for a shop for a pickup', () => {
    const result = toCreateRequest({ ...base, shopId: null }, { kind: 'cart' }, chef, TODAY);
    expect(result).toEqual({ ok: false, errors: { shopId: 'Choisissez la boutique où retirer votre commande.' } });
  });
});

describe('the schedule’s checks', () => {
  const schedule = { weekdays: [5], startDate: '2026-11-27', endDate: '' };

  it('accepts a start from tomorrow with no end', () => {
    expect(scheduleErrors({ ...schedule, startDate: '2026-11-25' }, TODAY)).toEqual({});
  });

  it('refuses an empty start, an end before the start, and an end before any chosen day', () => {
    expect(scheduleErrors({ ...schedule, startDate: '' }, TODAY)).toEqual({
      startDate: 'Indiquez la date de la première commande.',
    });
    expect(scheduleErrors({ ...schedule, endDate: '2026-11-26' }, TODAY)).toEqual({
      endDate: 'La date de fin précède la date de début.',
    });
    // From Friday 27 to Sunday 29 November, only on Mondays: never.
    expect(scheduleErrors({ weekdays: [1], startDate: '2026-11-27', endDate: '2026-11-29' }, TODAY)).toEqual({
      endDate: 'Aucun des jours choisis ne tombe avant la date de fin.',
    });
  });
});

describe('the server’s refusals', () => {
  it('land on the form’s fields, whatever the case of their names', () => {
    expect(
      errorsFromProblem({
        'Address.Postcode': ['Code postal non desservi.'],
        ShopId: ['Cette boutique n’existe pas.'],
        'Lines[0].Quantity': ['La quantité doit être positive.'],
        Cart: ['Votre panier est vide.'],
      }),
    ).toEqual({
      'address.postcode': 'Code postal non desservi.',
      shopId: 'Cette boutique n’existe pas.',
      lines: 'La quantité doit être positive.',
      cart: 'Votre panier est vide.',
    });
  });
});
