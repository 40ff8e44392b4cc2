import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { localSmtpServer } from '../../test/smtp-server.js';
import { createMessenger } from './messenger.js';

// The customer e-mails are in the European Accessibility Act's scope (issue 41, ADR 069): each leaves as one
// plain-text part in UTF-8, its language declared, with nothing a reader would need eyes for.

const quiet = { info: () => {}, error: () => {} };

describe('a customer e-mail', () => {
  it('is one plain-text part in UTF-8, said to be French, with no image nor tracking pixel', async () => {
    const smtp = await localSmtpServer();
    try {
      const messenger = createMessenger(testConfig({ SMTP_URL: smtp.url }), quiet);
      await messenger.sendMail({
        to: 'marie@example.com',
        subject: 'Votre commande est prête',
        text: 'Bonjour Marie,\n\nVotre commande n°\u00a0T-0042 est prête\u00a0: 12,50\u00a0€ à régler au retrait.',
      });
    } finally {
      await smtp.close();
    }
    const raw = smtp.received[0] ?? '';
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^Content-Language: fr$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw).not.toMatch(/multipart|text\/html|<img|<html/i);
  });
});
