import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form-body.js';

describe('parseStripeForm', () => {
  it('reads nested objects, indexed arrays and encoded values as the Stripe SDK writes them', () => {
    const body =
      'mode=payment&line_items[0][price_data][unit_amount]=6100&line_items[0][quantity]=1' +
      '&metadata[order_id]=12&success_url=http%3A%2F%2Flocalhost%2Fcommande%3Fa%3D1&description=B%C5%93uf+hach%C3%A9';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '6100' }, quantity: '1' }],
      metadata: { order_id: '12' },
      success_url: 'http://localhost/commande?a=1',
      description: 'Bœuf haché',
    });
  });
});
