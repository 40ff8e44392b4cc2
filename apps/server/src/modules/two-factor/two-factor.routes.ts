import {
  ConfirmTwoFactorRequest,
  DisableTwoFactorRequest,
  RecoveryCodesResponse,
  RenewRecoveryCodesRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@boucherie/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trustedDevice } from '../sessions/device-cookie.js';
import { endOtherSessions, requireViewer } from '../sessions/sessions.js';
import * as service from './two-factor.service.js';

const tags = ['Double authentification'];
const LIMIT_NOTE =
  'Cinq codes incorrects par compte en quinze minutes, tous écrans confondus (connexion comprise), puis 429 avec ' +
  'Retry-After\u00a0; un navigateur déjà connecté à ce compte (son cookie d’appareil) a ses cinq à lui.';

/** The logged-in account's own second factor (ADR 045): outside /api/admin, so the owner's requirement never hides it. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): service.TwoFactorDeps => ({ db: app.db, now: app.clock(), config: app.config });

  const account = (req: FastifyRequest) => service.staffAccount(app.db, requireViewer(req));
  const device = (req: FastifyRequest) => trustedDevice(req, app.config, requireViewer(req).userId);

  app.get(
    '/api/accounts/two-factor',
    {
      schema: {
        tags,
        summary: 'La double authentification du compte connecté',
        response: { 200: TwoFactorStatus },
      },
    },
    async (req) => service.status(app.db, requireViewer(req)),
  );

  app.post(
    '/api/accounts/two-factor/enrolment',
    {
      schema: {
        tags,
        summary: 'Commencer l’activation\u00a0: une nouvelle clé, son QR code et son adresse otpauth',
        description:
          'Pour le personnel et les gérants (403 pour un client). La clé attend son premier code ' +
          '(«\u00a0confirm\u00a0»)\u00a0; une nouvelle demande la remplace. 409 quand la double authentification est déjà activée.',
        response: { 200: TwoFactorEnrolment },
      },
    },
    async (req) => service.startEnrolment(deps(), await account(req)),
  );

  app.post(
    '/api/accounts/two-factor/confirm',
    {
      schema: {
        tags,
        summary: 'Activer la double authentification avec un premier code de l’application',
        description:
          'Répond les dix codes de secours, montrés cette seule fois (seule leur empreinte est gardée), et ferme ' +
          `les autres sessions du compte. ${LIMIT_NOTE}`,
        body: ConfirmTwoFactorRequest,
        response: { 200: RecoveryCodesResponse },
      },
    },
    async (req) => {
      const who = await account(req);
      const answer = await service.confirmEnrolment(deps(), who, req.body.code, device(req));
      await endOtherSessions(app.db, who.userId, [req.sessionTokenHash]);
      return answer;
    },
  );

  app.post(
    '/api/accounts/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Désactiver la double authentification avec un code de l’application ou un code de secours',
        description: `409 quand le gérant l’exige pour ce compte (il peut rembourser). ${LIMIT_NOTE}`,
        body: DisableTwoFactorRequest,
        response: { 200: TwoFactorStatus },
      },
    },
    async (req) => service.disable(deps(), await account(req), req.body.code, device(req)),
  );

  app.post(
    '/api/accounts/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Obtenir dix nouveaux codes de secours (les anciens ne servent plus)',
        description: `Avec un code de l’application ou un code de secours ; montrés cette seule fois. ${LIMIT_NOTE}`,
        body: RenewRecoveryCodesRequest,
        response: { 200: RecoveryCodesResponse },
      },
    },
    async (req) => service.renewRecoveryCodes(deps(), await account(req), req.body.code, device(req)),
  );
};
