import { ERROR_STATUS, type ErrorCode } from '@boucherie/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { orderErrorsFrom } from './order-errors';

const refusal = (errors?: Record<string, string[]>, detail = 'Certaines valeurs sont invalides.') =>
  new ApiError(400, {
    title: 'Requête invalide',
    status: 400,
    code: 'VALIDATION',
    detail,
    ...(errors ? { errors } : {}),
  });

/** A refusal of a kind, as the server answers it: its code, its status, the detail on the field it names. */
const refused = (code: ErrorCode, detail: string, field = 'Request') =>
  new ApiError(ERROR_STATUS[code], {
    title: 'Refus',
    status: ERROR_STATUS[code],
    code,
    detail,
    errors: { [field]: [detail] },
  });

describe('orderErrorsFrom', () => {
  it('puts a refused payment method beside the payment choice', () => {
    const message = 'Pour ce jour, cette boutique demande le paiement en ligne.';
    const mapped = orderErrorsFrom(refused('PAYMENT_METHOD_REFUSED', message, 'PaymentMethod'), []);
    expect(mapped.places).toEqual({ payment: 'Pour ce jour, cette boutique demande le paiement en ligne.' });
  });

  it('places each kind of refusal by its code, whatever field the answer names', () => {
    const placed: [ErrorCode, string][] = [
      ['SLOT_FULL', 'window'],
      ['DAY_FULL', 'date'],
      ['PAST_CUT_OFF', 'date'],
      ['SHOP_CLOSED', 'date'],
      ['OPEN_ORDERS_CAP', 'date'],
      ['CART_EMPTY', 'cart'],
      ['QUANTITY_CEILING', 'cart'],
      ['DELIVERY_MINIMUM', 'cart'],
      ['ARTICLE_UNAVAILABLE', 'cart'],
      ['NOT_ON_HOLIDAY_MENU', 'cart'],
      ['OUT_OF_STOCK', 'cart'],
      ['HOLD_TOO_SMALL', 'payment'],
    ];
    for (const [code, place] of placed) {
      expect(orderErrorsFrom(refused(code, 'Refusé.', 'Comment'), []).places, code).toEqual({ [place]: 'Refusé.' });
    }
  });

  it('puts a post code the shops do not deliver on the post code field', () => {
    const message = 'Nous ne livrons pas encore ce code postal. Choisissez le retrait en boutique.';
    expect(orderErrorsFrom(refused('NOT_DELIVERED', message, 'Address.Postcode'), [])).toEqual({
      places: {},
      address: { postcode: message },
      notes: {},
    });
  });

  it('says a refusal of no place of its own in general, even when it names a field', () => {
    const message = 'Vérifiez votre compte avec le code reçu par SMS avant de commander.';
    expect(orderErrorsFrom(refused('ACCOUNT_NOT_VERIFIED', message, 'Date'), []).places).toEqual({ general: message });
  });

  it('maps the server fields to the places of the screen', () => {
    const mapped = orderErrorsFrom(
      refusal({
        Date: ['Complet.'],
        Cart: ['Panier vide.'],
        ShopId: ['Choisissez une boutique.'],
        'Address.Postcode': ['Code postal invalide.'],
        'Address.Street': ['Saisissez la rue.'],
        Address: ['Indiquez l’adresse de livraison.'],
        'PreparationNotes[1].Note': ['Trop long.'],
        Comment: ['Trop long.'],
        IdempotencyKey: ['Invalide.'],
      }),
      [7, 9],
    );
    expect(mapped).toEqual({
      places: {
        date: 'Complet.',
        cart: 'Panier vide.',
        shop: 'Choisissez une boutique.',
        address: 'Indiquez l’adresse de livraison.',
        comment: 'Trop long.',
        general: 'Invalide.',
      },
      address: { postcode: 'Code postal invalide.', street: 'Saisissez la rue.' },
      notes: { 9: 'Trop long.' },
    });
  });

  it('maps the company and the driver’s instructions to their fields', () => {
    const mapped = orderErrorsFrom(
      refusal({ 'Address.Company': ['Trop long.'], DeliveryInstructions: ['300 caractères au plus.'] }),
      [],
    );
    expect(mapped).toEqual({
      places: { deliveryInstructions: '300 caractères au plus.' },
      address: { company: 'Trop long.' },
      notes: {},
    });
  });

  it('shows the message itself when the answer names no field', () => {
    expect(orderErrorsFrom(refusal(undefined, 'Refusé.'), []).places).toEqual({ general: 'Refusé.' });
  });
});
