import {
  ConfirmEmailRequest,
  ConfirmPhoneNumberRequest,
  DeleteAccountRequest,
  MessageResponse,
  UpdateProfileRequest,
  User,
} from '@boucherie/contract';
import { TransportError } from '../messages/messenger.js';
import { endAllSessions, endSession, requireViewer } from '../sessions/sessions.js';
import type { AccountHelpers, App } from './account-route-helpers.js';
import * as accounts from './accounts.service.js';
import * as contacts from './contact-changes.service.js';

const tags = ['Comptes'];

/** The profile, its new mobile and e-mail (each proven), and the closing of the account. */
export function profileRoutes(app: App, { deps, userAnswer, notify, smsFailed }: AccountHelpers) {
  app.put(
    '/api/accounts',
    {
      schema: {
        tags,
        summary: 'Modifier son profil',
        description:
          'Les champs changent aussitôt, sauf un nouveau mobile et une nouvelle adresse e-mail, qui attendent leur ' +
          'preuve (`pendingPhoneNumber`, `pendingEmail`)\u00a0: un code est envoyé par SMS au nouveau numéro ' +
          '(«\u00a0confirm-phone-number\u00a0»), un lien valable 24\u00a0h à la nouvelle adresse («\u00a0confirm-email\u00a0»). ' +
          'Jusque-là l’ancien numéro et l’ancienne adresse servent. Limites\u00a0: les codes SMS du compte (un par ' +
          'minute, cinq par jour), un lien par minute et cinq par jour (429 avec Retry-After). 409 pour un nouveau ' +
          'mobile sur un compte pas encore activé (il se corrige par «\u00a0change-phone-number\u00a0»).',
        body: UpdateProfileRequest,
        response: { 200: User },
      },
    },
    async (req, reply) => {
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
    },
  );

  app.post(
    '/api/accounts/confirm-phone-number',
    {
      schema: {
        tags,
        summary: 'Confirmer le nouveau mobile du profil avec le code reçu par SMS',
        description:
          'Le numéro devient celui du compte (les messages des commandes y vont) et les autres sessions du compte ' +
          'se ferment. Cinq essais par code\u00a0; un nouveau code s’obtient en enregistrant à nouveau le numéro.',
        body: ConfirmPhoneNumberRequest,
        response: { 200: User },
      },
    },
    async (req) => {
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
    },
  );

  app.post(
    '/api/accounts/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirmer la nouvelle adresse e-mail du profil avec le lien reçu',
        description:
          'Connecté ou non. L’adresse devient celle du compte (connexion, messages), les liens de réinitialisation ' +
          'envoyés à l’ancienne ne valent plus, et les sessions du compte se ferment, sauf celle qui a demandé le ' +
          'changement et celle qui ouvre le lien. Le lien sert une fois.',
        body: ConfirmEmailRequest,
        response: { 200: MessageResponse },
      },
    },
    async (req) => {
      const { email, notice } = await contacts.confirmEmail(
        deps(),
        req.body.token,
        req.ip,
        req.viewer,
        req.sessionTokenHash,
      );
      notify(notice);
      return { message: `Votre adresse e-mail est confirmée\u00a0: c’est désormais ${email}.` };
    },
  );

  app.post(
    '/api/accounts/delete',
    {
      schema: {
        tags,
        summary: 'Supprimer son compte',
        description:
          '409 tant qu’une commande du compte est en cours (à préparer ou à remettre)\u00a0: le message dit laquelle ' +
          'et quelle boutique appeler. 409 aussi pour le dernier gérant, sans qui plus personne ne gérerait la boutique.',
        body: DeleteAccountRequest,
        response: { 200: User },
      },
    },
    async (req, reply) => {
      const viewer = requireViewer(req);
      const row = await accounts.deleteAccount(deps(), viewer);
      await endSession(app.db, req, reply);
      await endAllSessions(app.db, viewer.userId);
      return userAnswer(row);
    },
  );
}
