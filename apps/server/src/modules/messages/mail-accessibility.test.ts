import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { createMessenger } from './messenger.js';

// The customer e-mails are in the European Accessibility Act's scope (issue 41, ADR 069): each leaves as one
// plain-text part in UTF-8, its language declared, with nothing a reader would need eyes for.

const quiet = { info: () => {}, error: () => {} };
let close: () => Promise<void> = async () => {};
afterAll(() => close());

async function receiveOne(send: (smtpUrl: string) => Promise<void>) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  await send(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
  return received[0] ?? '';
}

describe('a customer e-mail', () => {
  it('is one plain-text part in UTF-8, said to be French, with no image nor tracking pixel', async () => {
    const raw = await receiveOne(async (url) => {
      const messenger = createMessenger(testConfig({ SMTP_URL: url }), quiet);
      await messenger.sendMail({
        to: 'marie@example.com',
        subject: 'Votre commande est prête',
        text: 'Bonjour Marie,\n\nVotre commande n°\u00a0T-0042 est prête\u00a0: 12,50\u00a0€ à régler au retrait.',
      });
    });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^Content-Language: fr$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw).not.toMatch(/multipart|text\/html|<img|<html/i);
  });
});
