import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserAccountRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { TransportError } from '../messages/messenger.js';
import { requireViewer } from '../sessions/sessions.js';
import { effectivePaymentTerms, toUser } from './account-answer.js';
import * as repo from './accounts.repository.js';
import * as accounts from './accounts.service.js';
import * as contacts from './contact-changes.service.js';

export type App = Parameters<FastifyPluginAsyncZod>[0];

/** What the account routes share: the call's dependencies and the user as answered. */
export function accountHelpers(app: App) {
  const deps = (): accounts.AccountDeps => ({
    db: app.db,
    now: app.clock(),
    messenger: app.messenger,
    config: app.config,
  });

  /** The user as answered, with the new mobile and e-mail waiting for their proof, and the terms they pay under. */
  const userAnswer = async (row: UserAccountRow) =>
    toUser(row, await contacts.pendingContacts(app.db, row.id, app.clock()), await effectivePaymentTerms(app.db, row));

  /** Tells the former contact of a change once it is in use; after the answer, which it never fails. */
  const notify = (notice: contacts.ChangeNotice) => {
    if (notice) app.afterResponse.run('contact change notice', () => app.messenger.sendMail(notice));
  };

  /** A message that could not leave: the account is kept, the answer says so clearly. */
  const smsFailed = (reply: FastifyReply, detail: string) =>
    reply.code(503).send({ title: 'Service momentanément indisponible', status: 503, code: 'UNAVAILABLE', detail });

  /** Sends a new activation code by SMS: null once sent, the 503 answer saying `detail` when the SMS could not leave. */
  async function sendCodeOrSay(
    reply: FastifyReply,
    d: accounts.AccountDeps,
    row: UserAccountRow,
    code: string,
    detail: string,
  ) {
    try {
      await accounts.sendActivationCode(d, row, code);
      return null;
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      return smsFailed(reply, detail);
    }
  }

  async function currentUser(req: FastifyRequest) {
    const viewer = requireViewer(req);
    const row = await repo.findUserById(app.db, viewer.userId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Connectez-vous pour continuer.');
    return row;
  }
  return { deps, userAnswer, notify, smsFailed, sendCodeOrSay, currentUser };
}

export type AccountHelpers = ReturnType<typeof accountHelpers>;
