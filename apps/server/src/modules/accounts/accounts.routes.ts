import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { route } from '../../http/route.js';
import { rememberDevice, trustedDevice } from '../sessions/device-cookie.js';
import { endSession, requireViewer, startSession } from '../sessions/sessions.js';
import { finishPendingLogin, pendingLoginUser, startPendingLogin } from '../two-factor/pending-login.js';
import { MESSAGES as TWO_FACTOR_MESSAGES } from '../two-factor/two-factor.messages.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import { profileRoutes } from './account-profile.routes.js';
import { type AccountHelpers, type App, accountHelpers } from './account-route-helpers.js';
import * as repo from './accounts.repository.js';
import * as accounts from './accounts.service.js';
import * as passwordReset from './password-reset.service.js';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const helpers = accountHelpers(app);
  registrationRoutes(app, helpers);
  signInRoutes(app, helpers);
  secondFactorRoute(app, helpers);
  profileRoutes(app, helpers);
  passwordResetRoutes(app, helpers);
};

/** The second step of a login with the second factor on (ADR 045): the app's code or a recovery code. */
function secondFactorRoute(app: App, { deps, userAnswer }: AccountHelpers) {
  route(app, 'POST /api/accounts/login/second-factor', async (req, reply) => {
    const d = deps();
    const pending = await pendingLoginUser(app.db, req, d.now);
    await twoFactor.checkCode(d, pending.userId, req.body.code, trustedDevice(req, app.config, pending.userId));
    const row = await repo.findUserById(app.db, pending.userId);
    if (!(await finishPendingLogin(app.db, req, reply, pending.tokenHash)) || !row) {
      throw new AppError('LOGIN_STEP_EXPIRED', TWO_FACTOR_MESSAGES.pendingExpired);
    }
    await startSession(app.db, req, reply, accounts.toViewer(row), d.now);
    rememberDevice(req, reply, app.config, row.id);
    return userAnswer(row);
  });
}

/** Registration and its activation by a code sent by SMS. */
function registrationRoutes(app: App, { deps, userAnswer, sendCodeOrSay }: AccountHelpers) {
  route(app, 'POST /api/accounts/register', async (req, reply) => {
    const d = deps();
    const { row, code } = await accounts.register(d, req.body, req.ip);
    await startSession(app.db, req, reply, accounts.toViewer(row), d.now);
    const failed = await sendCodeOrSay(
      reply,
      d,
      row,
      code,
      'Votre compte est créé, mais le SMS d’activation n’a pas pu être envoyé. Demandez un nouveau code dans une minute.',
    );
    return failed ?? reply.code(201).send(await userAnswer(row));
  });

  route(app, 'POST /api/accounts/verify', async (req) => {
    const row = await accounts.verify(deps(), requireViewer(req), req.body.activationCode, req.ip);
    req.viewer = accounts.toViewer(row);
    return userAnswer(row);
  });

  route(app, 'POST /api/accounts/resend-sms-code', async (req, reply) => {
    const d = deps();
    const { row, code } = await accounts.resendCode(d, requireViewer(req));
    const failed = await sendCodeOrSay(
      reply,
      d,
      row,
      code,
      'Le SMS n’a pas pu être envoyé. Réessayez dans une minute.',
    );
    return failed ?? { message: 'Un nouveau code vous a été envoyé par SMS.' };
  });

  route(app, 'POST /api/accounts/change-phone-number', async (req, reply) => {
    const d = deps();
    const { row, code } = await accounts.changePhoneNumber(d, requireViewer(req), req.body.phoneNumber);
    const failed = await sendCodeOrSay(
      reply,
      d,
      row,
      code,
      'Votre numéro est enregistré, mais le SMS n’a pas pu être envoyé. Demandez un nouveau code dans une minute.',
    );
    return failed ?? userAnswer(row);
  });
}

/** Login, the current account, logout. */
function signInRoutes(app: App, { deps, userAnswer, currentUser }: AccountHelpers) {
  route(app, 'POST /api/accounts/login', async (req, reply) => {
    const d = deps();
    const row = await accounts.login(d, req.body, req.ip, (userId) => trustedDevice(req, app.config, userId));
    if (await twoFactor.isEnabled(app.db, row.id)) {
      // The device is remembered once the code is right too: a password alone earns no budget of codes.
      // Whoever was logged in on this device is not any more: the tablet is someone else's now.
      await endSession(app.db, req, reply);
      await startPendingLogin(app.db, req, reply, row.id, d.now);
      return { secondFactorRequired: true as const, message: TWO_FACTOR_MESSAGES.challenge };
    }
    await startSession(app.db, req, reply, accounts.toViewer(row), d.now);
    rememberDevice(req, reply, app.config, row.id);
    return userAnswer(row);
  });

  route(app, 'GET /api/accounts/me', async (req) => userAnswer(await currentUser(req)));

  route(app, 'POST /api/accounts/logout', async (req, reply) => {
    await endSession(app.db, req, reply);
    return { message: 'Vous êtes déconnecté.' };
  });
}

/** The password reset by e-mail link. */
function passwordResetRoutes(app: App, { deps }: AccountHelpers) {
  route(app, 'POST /api/accounts/reset-password/get-token', async (req) => {
    const mailLink = await passwordReset.requestPasswordReset(deps(), req.body.email, req.ip);
    // After the answer, which then tells nothing of the account by its time nor by a failing mail transport.
    app.afterResponse.run('password reset mail', mailLink);
    return {
      message: 'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien valable une heure.',
    };
  });

  route(app, 'POST /api/accounts/reset-password/reset', async (req) => {
    await passwordReset.resetPassword(deps(), req.body.token, req.body.password, req.ip);
    return { message: 'Votre mot de passe est modifié. Connectez-vous avec votre nouveau mot de passe.' };
  });
}
