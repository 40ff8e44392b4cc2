import {
  ChangePhoneNumberRequest,
  DeleteAccountRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  ResetTokenRequest,
  UpdateProfileRequest,
  User,
  VerifyRequest,
} from '@boucherie/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { TransportError } from '../messages/messenger.js';
import { endAllSessions, endSession, requireViewer, startSession } from '../sessions/sessions.js';
import * as repo from './accounts.repository.js';
import * as accounts from './accounts.service.js';

const tags = ['Comptes'];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): accounts.AccountDeps => ({
    db: app.db,
    now: app.clock(),
    messenger: app.messenger,
    config: app.config,
  });

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
      return reply.code(201).send(accounts.toUser(row));
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
      return accounts.toUser(row);
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
      return accounts.toUser(row);
    },
  );

  app.post(
    '/api/accounts/login',
    { schema: { tags, summary: 'Se connecter', body: LoginRequest, response: { 200: User } } },
    async (req, reply) => {
      const d = deps();
      const row = await accounts.login(d, req.body, req.ip);
      await startSession(app.db, req, reply, accounts.toViewer(row), d.now);
      return accounts.toUser(row);
    },
  );

  app.get(
    '/api/accounts/me',
    { schema: { tags, summary: 'Le compte connecté', response: { 200: User } } },
    async (req) => accounts.toUser(await currentUser(req)),
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
    { schema: { tags, summary: 'Modifier son profil', body: UpdateProfileRequest, response: { 200: User } } },
    async (req) => accounts.toUser(await accounts.updateProfile(deps(), requireViewer(req), req.body)),
  );

  app.post(
    '/api/accounts/delete',
    { schema: { tags, summary: 'Supprimer son compte', body: DeleteAccountRequest, response: { 200: User } } },
    async (req, reply) => {
      const viewer = requireViewer(req);
      const row = await accounts.deleteAccount(deps(), viewer);
      await endSession(app.db, req, reply);
      await endAllSessions(app.db, viewer.userId);
      return accounts.toUser(row);
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
