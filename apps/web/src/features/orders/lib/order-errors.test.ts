import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { orderErrorsFrom } from './order-errors';

const refusal = (errors?: Record<string, string[]>, detail = 'Certaines valeurs sont invalides.') =>
  new ApiError(400, { title: 'Requête invalide', status: 400, detail, ...(errors ? { errors } : {}) });

describe('orderErrorsFrom', () => {
  it('puts a refused payment method beside the payment choice', () => {
    const mapped = orderErrorsFrom(
      refusal({ PaymentMethod: ['Pour ce jour, cette boutique demande le paiement en ligne.'] }),
      [],
    );
    expect(mapped.places).toEqual({ payment: 'Pour ce jour, cette boutique demande le paiement en ligne.' });
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
