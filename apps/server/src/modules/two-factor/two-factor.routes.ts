import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.js';
import { trustedDevice } from '../sessions/device-cookie.js';
import { endOtherSessions, requireViewer } from '../sessions/sessions.js';
import * as service from './two-factor.service.js';

/** The logged-in account's own second factor (ADR 045): outside /api/admin, so the owner's requirement never hides it. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): service.TwoFactorDeps => ({ db: app.db, now: app.clock(), config: app.config });

  const account = (req: FastifyRequest) => service.staffAccount(app.db, requireViewer(req));
  const device = (req: FastifyRequest) => trustedDevice(req, app.config, requireViewer(req).userId);

  route(app, 'GET /api/accounts/two-factor', async (req) => service.status(app.db, requireViewer(req)));

  route(app, 'POST /api/accounts/two-factor/enrolment', async (req) =>
    service.startEnrolment(deps(), await account(req)),
  );

  route(app, 'POST /api/accounts/two-factor/confirm', async (req) => {
    const who = await account(req);
    const answer = await service.confirmEnrolment(deps(), who, req.body.code, device(req));
    await endOtherSessions(app.db, who.userId, [req.sessionTokenHash]);
    return answer;
  });

  route(app, 'POST /api/accounts/two-factor/disable', async (req) =>
    service.disable(deps(), await account(req), req.body.code, device(req)),
  );

  route(app, 'POST /api/accounts/two-factor/recovery-codes', async (req) =>
    service.renewRecoveryCodes(deps(), await account(req), req.body.code, device(req)),
  );
};
