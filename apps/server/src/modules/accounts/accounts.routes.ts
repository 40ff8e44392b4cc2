import {
  ChangePhoneNumberRequest,
  ConfirmEmailRequest,
  ConfirmPhoneNumberRequest,
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  ResetTokenRequest,
  SecondFactorLoginRequest,
  UpdateProfileRequest,
  User,
  VerifyRequest,
} from '@boucherie/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserAccountRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { TransportError } from '../messages/messenger.js';
import { endAllSessions, endSession, requireViewer, startSession } from '../sessions/sessions.js';
import { finishPendingLogin, pendingLoginUser, startPendingLogin } from '../two-factor/pending-login.js';
import { MESSAGES as TWO_FACTOR_MESSAGES } from '../two-factor/two-factor.messages.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import * as repo from './accounts.repository.js';
import * as accounts from './accounts.service.js';
import * as contacts from './contact-changes.service.js';

const tags = ['Comptes'];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): accounts.AccountDeps => ({
    db: app.db,
    now: app.clock(),
    messenger: app.messenger,
    config: app.config,
  });

  /** The user as answered, with the new mobile and e-mail waiting for their proof, and the terms they pay under. */
  const userAnswer = async (row: UserAccountRow) =>
    accounts.toUser(
      row,
      await contacts.pendingContacts(app.db, row.id, app.clock()),
      await accounts.effectivePaymentTerms(app.db, row),
    );

  /** Tells the former contact of a change once it is in use; after the answer, which it never fails. */
  const notify = (notice: contacts.ChangeNotice) => {
    if (notice) app.afterResponse.run('contact change notice', () => app.messenger.sendMail(notice));
  };

  /** A message that could not leave: the account is kept, the answer says so clearly. */
  const smsFailed = (reply: FastifyReply, detail: string) =>
    reply.code(503).send({ title: 'Service momentanément indisponible', status: 503, detail });

  app.post(
    '/api/accounts/register',
    { schema: { tags, summary: 'Créer un compte', body: RegisterRequest, response: { 201: User } } },
    async (req, reply) => {
      const d = deps();
      const { row, code } = await accounts.register(d, req.body, req.ip);
      await startSession(app.db, req, reply, accounts.toViewer(row), d.now);
      try {
        await accounts.sendActivationCode(d, row, code);
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        return smsFailed(
          reply,
          'Votre compte est créé, mais le SMS d’activation n’a pas pu être envoyé. Demandez un nouveau code dans une minute.',
        );
      }
      return reply.code(201).send(await userAnswer(row));
    },
  );

  app.post(
    '/api/accounts/verify',
    {
      schema: {
        tags,
        summary: 'Vérifier le compte avec le code reçu par SMS',
        body: VerifyRequest,
        response: { 200: User },
      },
    },
    async (req) => {
      const row = await accounts.verify(deps(), requireViewer(req), req.body.activationCode, req.ip);
      req.viewer = accounts.toViewer(row);
      return userAnswer(row);
    },
  );

  app.post(
    '/api/accounts/resend-sms-code',
    { schema: { tags, summary: 'Recevoir un nouveau code par SMS', response: { 200: MessageResponse } } },
    async (req, reply) => {
      const d = deps();
      const { row, code } = await accounts.resendCode(d, requireViewer(req));
      try {
        await accounts.sendActivationCode(d, row, code);
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        return smsFailed(reply, 'Le SMS n’a pas pu être envoyé. Réessayez dans une minute.');
      }
      return { message: 'Un nouveau code vous a été envoyé par SMS.' };
    },
  );

  app.post(
    '/api/accounts/change-phone-number',
    {
      schema: {
        tags,
        summary: 'Corriger son numéro de mobile avant la vérification (un nouveau code y est envoyé)',
        description:
          'Pour un compte connecté et pas encore vérifié. Mêmes règles que l’inscription pour le numéro ' +
          '(mobile de France, du Luxembourg, de Belgique ou d’Allemagne, enregistré en E.164) et mêmes limites ' +
          'que «\u00a0resend-sms-code\u00a0»\u00a0: un SMS par minute, cinq par jour (429 avec Retry-After). L’ancien code ' +
          'ne vaut plus. 409 pour un compte déjà vérifié\u00a0: le numéro se change alors dans le profil.',
        body: ChangePhoneNumberRequest,
        response: { 200: User },
      },
    },
    async (req, reply) => {
      const d = deps();
      const { row, code } = await accounts.changePhoneNumber(d, requireViewer(req), req.body.phoneNumber);
      try {
        await accounts.sendActivationCode(d, row, code);
      } catch (error) {
        if (!(error instanceof TransportError)) throw error;
        return smsFailed(
          reply,
          'Votre numéro est enregistré, mais le SMS n’a pas pu être envoyé. Demandez un nouveau code dans une minute.',
        );
      }
      return userAnswer(row);
    },
  );

  app.post(
    '/api/accounts/login',
    {
      schema: {
        tags,
        summary: 'Se connecter',
        description:
          'Pour un compte dont la double authentification est activée, le mot de passe juste n’ouvre pas de ' +
          'session : la réponse est `{ secondFactorRequired: true }` et la connexion attend cinq minutes son ' +
          'code (« login/second-factor »).',
        body: LoginRequest,
        response: { 200: LoginResponse },
      },
    },
    async (req, reply) => {
      const d = deps();
      const row = await accounts.login(d, req.body, req.ip);
      if (await twoFactor.isEnabled(app.db, row.id)) {
        // Whoever was logged in on this device is not any more: the tablet is someone else's now.
        await endSession(app.db, req, reply);
        await startPendingLogin(app.db, req, reply, row.id, d.now);
        return { secondFactorRequired: true as const, message: TWO_FACTOR_MESSAGES.challenge };
      }
      await startSession(app.db, req, reply, accounts.toViewer(row), d.now);
      return userAnswer(row);
    },
  );

  app.post(
    '/api/accounts/login/second-factor',
    {
      schema: {
        tags,
        summary: 'Finir la connexion avec le code de l’application d’authentification ou un code de secours',
        description:
          'Après un mot de passe juste (cookie de la connexion en attente, cinq minutes ; 401 ensuite). Un code ' +
          'sert une fois, un code de secours aussi. Cinq codes incorrects par compte en quinze minutes, puis 429 ' +
          'avec Retry-After.',
        body: SecondFactorLoginRequest,
        response: { 200: User },
      },
    },
    async (req, reply) => {
      const d = deps();
      const pending = await pendingLoginUser(app.db, req, d.now);
      await twoFactor.checkCode({ db: app.db, now: d.now, config: app.config }, pending.userId, req.body.code);
      const row = await repo.findUserById(app.db, pending.userId);
      if (!(await finishPendingLogin(app.db, req, reply, pending.tokenHash)) || !row) {
        throw new AppError('UNAUTHENTICATED', TWO_FACTOR_MESSAGES.pendingExpired);
      }
      await startSession(app.db, req, reply, accounts.toViewer(row), d.now);
      return userAnswer(row);
    },
  );

  app.get(
    '/api/accounts/me',
    { schema: { tags, summary: 'Le compte connecté', response: { 200: User } } },
    async (req) => userAnswer(await currentUser(req)),
  );

  app.post(
    '/api/accounts/logout',
    { schema: { tags, summary: 'Se déconnecter', response: { 200: MessageResponse } } },
    async (req, reply) => {
      await endSession(app.db, req, reply);
      return { message: 'Vous êtes déconnecté.' };
    },
  );

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

  app.post(
    '/api/accounts/reset-password/get-token',
    {
      schema: {
        tags,
        summary: 'Recevoir un lien de réinitialisation',
        body: ResetTokenRequest,
        response: { 200: MessageResponse },
      },
    },
    async (req) => {
      const mailLink = await accounts.requestPasswordReset(deps(), req.body.email, req.ip);
      // After the answer, which then tells nothing of the account by its time nor by a failing mail transport.
      app.afterResponse.run('password reset mail', mailLink);
      return {
        message:
          'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien valable une heure.',
      };
    },
  );

  app.post(
    '/api/accounts/reset-password/reset',
    {
      schema: {
        tags,
        summary: 'Choisir un nouveau mot de passe',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse },
      },
    },
    async (req) => {
      await accounts.resetPassword(deps(), req.body.token, req.body.password, req.ip);
      return { message: 'Votre mot de passe est modifié. Connectez-vous avec votre nouveau mot de passe.' };
    },
  );

  async function currentUser(req: FastifyRequest) {
    const viewer = requireViewer(req);
    const row = await repo.findUserById(app.db, viewer.userId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Connectez-vous pour continuer.');
    return row;
  }
};
