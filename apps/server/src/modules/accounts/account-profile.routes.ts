import { route } from '../../http/route.js';
import { TransportError } from '../messages/messenger.js';
import { endAllSessions, endSession, requireViewer } from '../sessions/sessions.js';
import type { AccountHelpers, App } from './account-route-helpers.js';
import * as accounts from './accounts.service.js';
import * as contacts from './contact-changes.service.js';

/** The profile, its new mobile and e-mail (each proven), and the closing of the account. */
export function profileRoutes(app: App, { deps, userAnswer, notify, smsFailed }: AccountHelpers) {
  route(app, 'PUT /api/accounts', async (req, reply) => {
    const d = deps();
    const { row, proofs } = await contacts.updateProfile(d, requireViewer(req), req.body, req.sessionTokenHash);
    try {
      if (proofs.sms) await app.messenger.sendSms(proofs.sms);
      if (proofs.mail) await app.messenger.sendMail(proofs.mail);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      return smsFailed(
        reply,
        'Vos informations sont enregistrées, mais le message de confirmation n’a pas pu être envoyé. Réessayez dans une minute.',
      );
    }
    return userAnswer(row);
  });

  route(app, 'POST /api/accounts/confirm-phone-number', async (req) => {
    const viewer = requireViewer(req);
    const { row, notice } = await contacts.confirmPhoneNumber(
      deps(),
      viewer,
      req.body.code,
      req.ip,
      req.sessionTokenHash,
    );
    notify(notice);
    return userAnswer(row);
  });

  route(app, 'POST /api/accounts/confirm-email', async (req) => {
    const { email, notice } = await contacts.confirmEmail(
      deps(),
      req.body.token,
      req.ip,
      req.viewer,
      req.sessionTokenHash,
    );
    notify(notice);
    return { message: `Votre adresse e-mail est confirmée\u00a0: c’est désormais ${email}.` };
  });

  route(app, 'POST /api/accounts/delete', async (req, reply) => {
    const viewer = requireViewer(req);
    const row = await accounts.deleteAccount(deps(), viewer);
    await endSession(app.db, req, reply);
    await endAllSessions(app.db, viewer.userId);
    return userAnswer(row);
  });
}
