import type { Order } from '@boucherie/contract';
import { SegmentedMessage } from 'sms-segments-calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers.js';
import { placeOrder } from '../../test/people-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { activationSms, phoneChangeSms } from '../accounts/messages.js';
import {
  cancelledMessages,
  confirmationSms,
  movedMessages,
  paymentRefusedMessages,
  readyMessages,
} from '../orders/orders.messages.js';
import { smsText } from './sms-text.js';

// Issue 45: every SMS the shop sends fits one segment with the longest values it carries: the longest French
// day, the longest demo shop, five-figure amounts, a window with minutes, a long reason. Counted by a kept
// library (Twilio's segment calculator), on the text as the messenger sends it (smsText).

let t: TestApp;
let order: Order;
beforeAll(async () => {
  t = await createTestApp();
  const { sid } = await verifiedUser(t);
  const placed = await placeOrder(t, sid, 'MONTIGNY');
  const lines = placed.lines.map((l) => ({ ...l, weighedQuantity: 12.345, lineTotal: 9999.99 }));
  order = {
    ...placed,
    number: '2026-123456',
    date: '2026-09-30', // mercredi 30 septembre
    timeWindow: { starts: '10:30', ends: '11:30' },
    totalTTC: 99999.99,
    hasEstimatedLines: true,
    lines,
  };
});
afterAll(() => t.close());

const segments = (text: string) => new SegmentedMessage(smsText(text));

const longest = () => ({
  'the activation code': activationSms('987654'),
  'a new phone’s code': phoneChangeSms('987654'),
  'the confirmation': confirmationSms(order),
  'ready for pickup, with the hours': readyMessages(order, 'Marie', {
    opening: 'de 7 h 30 à 12 h 30 et de 14 h 30 à 19 h',
    now: new Date('2026-09-29T16:00:00Z'),
    publicUrl: 'https://boucherie.example',
  }).sms,
  'out for delivery': readyMessages({ ...order, mode: 'Delivery' }, 'Marie', {
    opening: null,
    now: new Date('2026-09-29T16:00:00Z'),
    publicUrl: 'https://boucherie.example',
  }).sms,
  'ready, paid by card': readyMessages(
    { ...order, payment: { ...order.payment, method: 'online', status: 'captured', capturedAmount: 99999.99 } },
    'Marie',
    { opening: null, now: new Date('2026-09-29T16:00:00Z'), publicUrl: 'https://boucherie.example' },
  ).sms,
  'cancelled, with a long reason': cancelledMessages(order, 'Marie', 'x'.repeat(300), 'https://boucherie.example').sms,
  'cancelled, with a short reason': cancelledMessages(order, 'Marie', 'Rupture d’approvisionnement', '').sms,
  'a refused card': paymentRefusedMessages('2026-123456', 'Marie', 'https://boucherie.example/order/123456').sms,
  // Wednesday 30 September to Wednesday 30 September: the longest French day twice, with a window.
  'moved off a closed day': movedMessages(order, 'Marie', '2026-09-30', 'https://boucherie.example').sms,
});

describe('every SMS the shop sends', () => {
  const names: (keyof ReturnType<typeof longest>)[] = [
    'the activation code',
    'a new phone’s code',
    'the confirmation',
    'ready for pickup, with the hours',
    'out for delivery',
    'ready, paid by card',
    'cancelled, with a long reason',
    'cancelled, with a short reason',
    'a refused card',
    'moved off a closed day',
  ];
  it.each(names)('%s is one segment of GSM 03.38', (name) => {
    const text = longest()[name];
    const message = segments(text);
    expect(message.getNonGsmCharacters(), smsText(text)).toEqual([]);
    expect(message.segmentsCount, smsText(text)).toBe(1);
  });

  it('says the essentials in the ready SMS and the cancelled one', () => {
    const sms = longest();
    expect(smsText(sms['ready for pickup, with the hours'])).toContain('commande no 2026-123456 prete, 99 999,99');
    expect(smsText(sms['ready for pickup, with the hours'])).toContain('boutique Montigny-lès-Metz');
    expect(smsText(sms['cancelled, with a short reason'])).toContain("Motif : Rupture d'approvisionnement.");
    expect(smsText(sms['cancelled, with a long reason'])).toContain("Motif dans l'e-mail.");
    expect(smsText(sms['moved off a closed day'])).toContain(
      'boutique fermée le mercredi 30 septembre, votre commande no 2026-123456 passe au mercredi 30 septembre entre 10 h 30 et 11 h 30.',
    );
  });

  it('writes French letters outside the alphabet as their nearest inside it, and keeps the others', () => {
    expect(smsText('n°\u00a02026 « prête » à Thionville, l’été, Bœuf, façon maître')).toBe(
      'no 2026 " prete " à Thionville, l\'été, Boeuf, facon maitre',
    );
  });
});
