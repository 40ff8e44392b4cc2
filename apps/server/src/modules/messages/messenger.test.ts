import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { localSmtpServer } from '../../test/smtp-server.js';
import { createMessenger, type Messenger, TransportError } from './messenger.js';

const quiet = { info: () => {}, error: () => {} };
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe('outbox transport (default)', () => {
  it('appends one JSON line per message to sms.jsonl and mail.jsonl', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const messenger = createMessenger(testConfig({ OUTBOX_DIR: dir }), quiet);
    await messenger.sendSms({ to: '+33612345678', text: 'Code 123456' });
    await messenger.sendSms({ to: '+33612345679', text: 'Code 654321' });
    await messenger.sendMail({ to: 'marie@example.com', subject: 'Bonjour', text: 'Texte' });
    const sms = fs
      .readFileSync(path.join(dir, 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(sms.map((m) => [m.to, m.text])).toEqual([
      ['+33612345678', 'Code 123456'],
      ['+33612345679', 'Code 654321'],
    ]);
    expect(Number.isNaN(Date.parse(sms[0].at))).toBe(false);
    const [mail] = fs
      .readFileSync(path.join(dir, 'mail.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(mail).toMatchObject({ to: 'marie@example.com', subject: 'Bonjour', text: 'Texte' });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes the folder again when it is removed between two messages', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const messenger = createMessenger(testConfig({ OUTBOX_DIR: dir }), quiet);
    await messenger.sendMail({ to: 'marie@example.com', subject: 'Un', text: 'Texte' });
    fs.rmSync(dir, { recursive: true, force: true });
    await messenger.sendMail({ to: 'marie@example.com', subject: 'Deux', text: 'Texte' });
    const subjects = fs
      .readFileSync(path.join(dir, 'mail.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).subject);
    expect(subjects).toEqual(['Deux']);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});

describe('SMTP transport (nodemailer) against a local SMTP server', () => {
  it('delivers the e-mail with the shop as sender', async () => {
    const smtp = await localSmtpServer();
    closers.push(smtp.close);
    const { received } = smtp;
    const messenger = createMessenger(testConfig({ SMTP_URL: smtp.url }), quiet);
    await messenger.sendMail({ to: 'chef@example.com', subject: 'Votre commande', text: 'Elle est prête.' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: chef@example\.com/m);
    expect(received[0]).toMatch(/^From: Maison Thirion <commandes@maison-thirion\.example>/m);
    expect(received[0]).toContain('Elle est pr');
  });

  it('reports an unreachable server as a transport error', async () => {
    const messenger = createMessenger(testConfig({ SMTP_URL: 'smtp://127.0.0.1:1' }), quiet);
    await expect(messenger.sendMail({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      TransportError,
    );
  });
});

describe('HTTP SMS gateway transport against a local gateway', () => {
  async function gateway(status: number) {
    const requests: { body: unknown; type: string | undefined }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        requests.push({ body: JSON.parse(body), type: req.headers['content-type'] });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const messenger: Messenger = createMessenger(
      testConfig({ SMS_GATEWAY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms` }),
      quiet,
    );
    return { requests, messenger };
  }

  it('posts { to, text } as JSON', async () => {
    const { requests, messenger } = await gateway(202);
    await messenger.sendSms({ to: '+32470123456', text: 'Votre code : 123456' });
    expect(requests).toEqual([{ body: { to: '+32470123456', text: 'Votre code : 123456' }, type: 'application/json' }]);
  });

  it('treats a non-2xx answer as a failure', async () => {
    const { messenger } = await gateway(503);
    await expect(messenger.sendSms({ to: '+33612345678', text: 'x' })).rejects.toBeInstanceOf(TransportError);
  });
});
