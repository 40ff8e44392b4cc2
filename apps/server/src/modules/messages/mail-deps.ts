import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { EffectRunner } from '../order-lifecycle/index.js';
import type { Messenger } from './messenger.js';

/**
 * What a call that writes to a person is given: the time, the messenger, a log for a message that could not leave
 * (it never undoes the change), and the shop's public address, where the messages' links point.
 */
export type MailDeps = {
  db: Db;
  now: Date;
  messenger: Messenger;
  log: Pick<Logger, 'error'>;
  publicUrl: string;
  /** Runs what a committed change of an order wrote to follow it (its provider calls, its messages). */
  effects: Pick<EffectRunner, 'runOrder'>;
};

/** The app's MailDeps as of `now`, with the request's log (or the app's own, for work no request asked). */
export const mailDeps = (app: FastifyInstance, log: MailDeps['log'], now = app.clock()): MailDeps => ({
  db: app.db,
  now,
  messenger: app.messenger,
  log,
  publicUrl: app.config.PUBLIC_URL,
  effects: app.effects,
});
