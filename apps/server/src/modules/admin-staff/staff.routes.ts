import type { StaffMember } from '@boucherie/contract';
import { route } from '../../http/route.js';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { publishAccessChanged } from '../events/event-bus.js';
import { mailDeps } from '../messages/mail-deps.js';
import * as service from './staff.service.js';

/** The owner's staff accounts (admin only): open, change and revoke back-office accesses. */
export const adminStaffRoutes = behindRole('admin', async (app) => {
  const deps = (req: { log: service.StaffDeps['log'] }) => mailDeps(app, req.log);
  /** The person's open board streams, on every process, end or narrow at once. */
  const accessChanged = async (member: StaffMember, log: service.StaffDeps['log']) => {
    await publishAccessChanged({ events: app.events, log }, member.id);
    return member;
  };

  route(app, 'GET /api/admin/staff', async () => service.listStaff(app.db));

  route(app, 'POST /api/admin/staff', async (req, reply) =>
    reply.code(201).send(await service.createStaff(deps(req), req.body, staffScope(req).userId)),
  );

  route(app, 'PATCH /api/admin/staff/{id}', async (req) =>
    accessChanged(
      await service.updateStaff(app.db, app.clock(), req.params.id, req.body, staffScope(req).userId),
      req.log,
    ),
  );

  route(app, 'POST /api/admin/staff/{id}/revoke', async (req) =>
    accessChanged(await service.revokeStaff(app.db, app.clock(), req.params.id, staffScope(req).userId), req.log),
  );

  route(app, 'POST /api/admin/staff/{id}/invite', async (req) =>
    service.inviteAgain(deps(req), req.params.id, staffScope(req).userId),
  );
});
