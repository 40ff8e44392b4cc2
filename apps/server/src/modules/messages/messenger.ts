import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { smsText } from './sms-text.js';

export type Sms = { to: string; text: string };
export type Mail = { to: string; subject: string; text: string };

/** Sends the shop's SMS and e-mails through the transports chosen by configuration. */
export type Messenger = {
  sendSms(sms: Sms): Promise<void>;
  sendMail(mail: Mail): Promise<void>;
};

export class TransportError extends Error {}

type Logs = Pick<Logger, 'info' | 'error'>;

export function createMessenger(config: Config, log: Logs): Messenger {
  const outbox = outboxTransport(config.OUTBOX_DIR, log);
  const mail = config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outbox.sendMail;
  const sms = config.SMS_GATEWAY_URL ? smsGatewayTransport(config.SMS_GATEWAY_URL) : outbox.sendSms;
  return {
    // One folding for every transport: what the outbox shows is what the gateway sends.
    sendSms: (message) => guarded('sms', sms, { ...message, text: smsText(message.text) }, log),
    sendMail: (message) => guarded('mail', mail, message, log),
  };
}

async function guarded<T extends { to: string }>(kind: string, send: (m: T) => Promise<void>, message: T, log: Logs) {
  try {
    await send(message);
  } catch (error) {
    // The recipient is personal data: log the kind and the failure, not the message.
    log.error({ err: error, kind }, 'message transport failed');
    throw new TransportError(`${kind} transport failed: ${(error as Error).message}`);
  }
}

/** Default transport: one JSON line per message in sms.jsonl / mail.jsonl, for developers and tests. */
export function outboxTransport(dir: string, log: Logs) {
  // Made on the first message, not before each one; again after a failure (a folder cleaned away meanwhile).
  let made: Promise<unknown> | null = null;
  const append = async (file: string, entry: object) => {
    const target = path.join(dir, file);
    const line = `${JSON.stringify(entry)}\n`;
    try {
      made ??= fs.mkdir(dir, { recursive: true });
      await made;
      await fs.appendFile(target, line, 'utf8');
    } catch (error) {
      made = null;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fs.mkdir(dir, { recursive: true });
      await fs.appendFile(target, line, 'utf8');
    }
  };
  return {
    sendSms: async (sms: Sms) => {
      await append('sms.jsonl', { to: sms.to, text: sms.text, at: new Date().toISOString() });
      log.info({ outbox: 'sms.jsonl' }, 'SMS written to the outbox');
    },
    sendMail: async (mail: Mail) => {
      await append('mail.jsonl', { to: mail.to, subject: mail.subject, text: mail.text, at: new Date().toISOString() });
      log.info({ outbox: 'mail.jsonl' }, 'e-mail written to the outbox');
    },
  };
}

export function smtpTransport(url: string, from: string) {
  // nodemailer is loaded on the first e-mail, not at start (ADR 029).
  let transporter: Promise<Transporter> | undefined;
  return async (mail: Mail) => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    // Plain text only, said to be French (RGAA 8.3 for a message: screen readers pick their voice from it; ADR
    // 069). No HTML part, so no image without its text and no colour to contrast.
    await (await transporter).sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: { 'Content-Language': 'fr' },
    });
  };
}

/** An HTTP SMS gateway: POST { to, text } as JSON; any non-2xx answer is a failure. */
export function smsGatewayTransport(url: string) {
  return async (sms: Sms) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: sms.to, text: sms.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  };
}
