import { CreateStaffRequest, IdParam, StaffMember, StaffResponse, UpdateStaffRequest } from '@boucherie/contract';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { publishAccessChanged } from '../events/event-bus.js';
import { mailDeps } from '../messages/mail-deps.js';
import * as service from './staff.service.js';

const tags = ['Boutique'];

/** The owner's staff accounts (admin only): open, change and revoke back-office accesses. */
export const adminStaffRoutes = behindRole('admin', async (app) => {
  const deps = (req: { log: service.StaffDeps['log'] }) => mailDeps(app, req.log);
  /** The person's open board streams, on every process, end or narrow at once. */
  const accessChanged = async (member: StaffMember, log: service.StaffDeps['log']) => {
    await publishAccessChanged({ events: app.events, log }, member.id);
    return member;
  };

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Le personnel et les gérants, accès révoqués compris',
        response: { 200: StaffResponse },
      },
    },
    async () => service.listStaff(app.db),
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Ouvrir un accès à l’espace boutique (un lien pour choisir le mot de passe part par e-mail)',
        body: CreateStaffRequest,
        response: { 201: StaffMember },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createStaff(deps(req), req.body, staffScope(req).userId)),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Changer le nom, le rôle ou les boutiques d’un accès',
        params: IdParam,
        body: UpdateStaffRequest,
        response: { 200: StaffMember },
      },
    },
    async (req) =>
      accessChanged(
        await service.updateStaff(app.db, app.clock(), req.params.id, req.body, staffScope(req).userId),
        req.log,
      ),
  );

  app.post(
    '/api/admin/staff/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Révoquer un accès\u00a0: ses sessions se ferment aussitôt',
        params: IdParam,
        response: { 200: StaffMember },
      },
    },
    async (req) =>
      accessChanged(await service.revokeStaff(app.db, app.clock(), req.params.id, staffScope(req).userId), req.log),
  );

  app.post(
    '/api/admin/staff/:id/invite',
    {
      schema: {
        tags,
        summary: 'Renvoyer le lien pour choisir un mot de passe',
        params: IdParam,
        response: { 200: StaffMember },
      },
    },
    async (req) => service.inviteAgain(deps(req), req.params.id, staffScope(req).userId),
  );
});
