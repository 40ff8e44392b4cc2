import {
  type CreateStaffRequest,
  STAFF_INVITATION_DAYS,
  STAFF_MESSAGES,
  type StaffMember,
  type StaffResponse,
  type UpdateStaffRequest,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import * as accounts from '../accounts/index.js';
import { replaceStaffShops } from '../admin/index.js';
import { newStaffAccount } from '../admin/staff-accounts.service.js';
import { type AuditChange, changedValues, recordChange } from '../journal/journal.service.js';
import type { MailDeps } from '../messages/mail-deps.js';
import * as messages from './staff.messages.js';
import * as repo from './staff.repository.js';

export type StaffDeps = MailDeps;

const STAFF_NOT_FOUND = 'Ce membre du personnel n’existe pas.';
const ROLE_NAMES = { staff: 'personnel', admin: 'gérant' } as const;

type ShopRow = { user_id: number; id: number; name: string; department: string };

function toMember(row: repo.StaffRow, shops: ShopRow[]): StaffMember {
  return {
    id: row.id,
    email: row.email ?? '',
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    role: row.role === 'admin' ? 'admin' : 'staff',
    shops: shops.filter((s) => s.user_id === row.id).map(({ id, name, department }) => ({ id, name, department })),
    createdAt: row.created_at,
    hasPassword: Number(row.has_password) === 1,
    twoFactorEnabled: Number(row.two_factor) === 1,
    lastLoginAt: row.last_login_at ?? null,
    revokedAt: row.deleted_at,
  };
}

export async function listStaff(db: Db): Promise<StaffResponse> {
  const rows = await repo.findStaffAccounts(db);
  const shops = await repo.findShopsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toMember(row, shops)) };
}

async function getMember(db: Db, id: number): Promise<StaffMember> {
  const row = await repo.findStaffAccount(db, id);
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return toMember(row, await repo.findShopsOf(db, [id]));
}

/** The shops asked for, each existing; answers their codes for the journal. */
async function checkShops(db: Db, shopIds: number[]) {
  const unique = [...new Set(shopIds)];
  const shops = await repo.findShops(db, unique);
  const unknown = unique.filter((id) => !shops.some((s) => s.id === id));
  if (unknown.length > 0) throw validation('ShopIds', `Boutique inconnue\u00a0: ${unknown.join(', ')}.`);
  return { ids: unique, departments: shops.map((s) => s.department).sort() };
}

const personName = (p: { first_name: string | null; last_name: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ');

/** A one-time link to choose a password (the password-reset mechanism, valid a few days). */
async function newInvitationLink(db: Db, userId: number, now: Date, publicUrl: string) {
  const token = randomToken();
  const expires = new Date(now.getTime() + STAFF_INVITATION_DAYS * 86_400_000).toISOString();
  await accounts.insertResetToken(db, sha256(token), userId, now.toISOString(), expires);
  return `${publicUrl}/account/reset-password?token=${encodeURIComponent(token)}`;
}

async function sendInvitation(deps: StaffDeps, member: StaffMember, adminId: number, link: string) {
  const admin = await accounts.findUserById(deps.db, adminId);
  try {
    await deps.messenger.sendMail({
      to: member.email,
      ...messages.invitationMail(member.firstName, admin ? personName(admin) || 'Le gérant' : 'Le gérant', link),
    });
  } catch (error) {
    // The account stays; the owner sends the link again from the staff screen.
    deps.log.error({ err: error, userId: member.id }, 'staff invitation e-mail not sent');
  }
}

type Create = z.output<typeof CreateStaffRequest>;

/**
 * The owner opens a back-office access: the account has no password until the person chooses one with
 * the link they receive by e-mail. An address of a revoked access reopens it; any other account's
 * address is refused.
 */
export async function createStaff(deps: StaffDeps, input: Create, adminId: number): Promise<StaffMember> {
  const { db, now } = deps;
  const shops = await checkShops(db, input.shopIds);
  const existing = await repo.findAccountByEmail(db, input.email);
  const reopened = existing && existing.deleted_at !== null && existing.role !== 'customer';
  if (existing && !reopened) {
    throw new AppError(
      'CONFLICT',
      'Un compte existe déjà avec cette adresse e-mail\u00a0: choisissez une autre adresse pour ce membre du personnel.',
    );
  }
  const at = now.toISOString();
  const person = { email: input.email, role: input.role, firstName: input.firstName, lastName: input.lastName };
  const { id, link } = await db.transaction().execute(async (trx) => {
    let userId: number;
    if (existing) {
      userId = existing.id;
      await repo.updateAccount(trx, userId, {
        role: input.role,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: null,
        deleted_at: null,
        updated_at: at,
      });
    } else {
      userId = await accounts.insertUser(trx, newStaffAccount(person, null, at));
    }
    await replaceStaffShops(trx, userId, shops.ids);
    await recordStaffChange(trx, adminId, userId, {
      at,
      kind: 'staff.create',
      summary: `${reopened ? 'Accès rouvert' : 'Accès créé'} pour ${input.firstName} ${input.lastName} (${ROLE_NAMES[input.role]}).`,
      before: reopened ? { revoked: true } : null,
      after: { ...staffValues(input.firstName, input.lastName, input.role, shops.departments), email: input.email },
    });
    return { id: userId, link: await newInvitationLink(trx, userId, now, deps.publicUrl) };
  });
  const member = await getMember(db, id);
  await sendInvitation(deps, member, adminId, link);
  return member;
}

/** Journals a change the owner (`adminId`) made to an access (`staffId`), in the transaction that makes it. */
function recordStaffChange(
  trx: Db,
  adminId: number,
  staffId: number,
  entry: Omit<AuditChange, 'userId' | 'entityType' | 'entityId'>,
) {
  return recordChange(trx, { ...entry, userId: adminId, entityType: 'staff', entityId: staffId });
}

const staffValues = (firstName: string, lastName: string, role: string, shops: string[]) => ({
  firstName,
  lastName,
  role,
  shops,
});

/** Sends a new link to choose a password (a lost or expired one; a forgotten password too). */
export async function inviteAgain(deps: StaffDeps, id: number, adminId: number): Promise<StaffMember> {
  const member = await getMember(deps.db, id);
  if (member.revokedAt)
    throw new AppError('CONFLICT', 'Cet accès est révoqué\u00a0: recréez-le pour l’ouvrir à nouveau.');
  const at = deps.now.toISOString();
  const link = await deps.db.transaction().execute(async (trx) => {
    await recordStaffChange(trx, adminId, id, {
      at,
      kind: 'staff.invite',
      summary: `Nouveau lien de mot de passe envoyé à ${member.firstName} ${member.lastName}.`,
    });
    return newInvitationLink(trx, id, deps.now, deps.publicUrl);
  });
  await sendInvitation(deps, member, adminId, link);
  return member;
}

type Update = z.output<typeof UpdateStaffRequest>;

const SELF_DEMOTE = 'Vous ne pouvez pas retirer vos propres droits de gérant\u00a0: demandez-le à un autre gérant.';
const LAST_ADMIN = 'C’est le dernier gérant\u00a0: nommez d’abord un autre gérant.';

/** Changes a live access's name, role or shops; effective on the person's next request. */
export async function updateStaff(db: Db, now: Date, id: number, patch: Update, adminId: number) {
  const current = await getMember(db, id);
  if (current.revokedAt) throw new AppError('CONFLICT', 'Cet accès est révoqué\u00a0: recréez-le pour le modifier.');
  const role = patch.role ?? current.role;
  if (role === 'admin' && patch.shopIds && patch.shopIds.length > 0) {
    throw validation('ShopIds', STAFF_MESSAGES.noShopsForAdmin);
  }
  const shopIds = role === 'admin' ? [] : (patch.shopIds ?? current.shops.map((s) => s.id));
  if (role === 'staff' && shopIds.length === 0) throw validation('ShopIds', STAFF_MESSAGES.shopsNeeded);
  const shops = await checkShops(db, shopIds);
  const firstName = patch.firstName ?? current.firstName;
  const lastName = patch.lastName ?? current.lastName;
  const change = changedValues(
    staffValues(current.firstName, current.lastName, current.role, current.shops.map((s) => s.department).sort()),
    staffValues(firstName, lastName, role, shops.departments),
  );
  if (Object.keys(change.after).length === 0) return current;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (current.role === 'admin' && role !== 'admin') {
      if (id === adminId) throw new AppError('CONFLICT', SELF_DEMOTE);
      if ((await accounts.lockAndCountAdmins(trx)) <= 1) throw new AppError('LAST_ADMIN', LAST_ADMIN);
    }
    await repo.updateAccount(trx, id, { role, first_name: firstName, last_name: lastName, updated_at: at });
    await replaceStaffShops(trx, id, shops.ids);
    await recordStaffChange(trx, adminId, id, {
      at,
      kind: 'staff.update',
      summary: `Accès de ${firstName} ${lastName} modifié.`,
      ...change,
    });
  });
  return getMember(db, id);
}

/** Ends an access at once: the person's open sessions end and they can no longer log in. */
export async function revokeStaff(db: Db, now: Date, id: number, adminId: number): Promise<StaffMember> {
  const current = await getMember(db, id);
  if (current.revokedAt) throw new AppError('CONFLICT', 'Cet accès est déjà révoqué.');
  if (id === adminId) {
    throw new AppError(
      'CONFLICT',
      'Vous ne pouvez pas révoquer votre propre accès\u00a0: demandez-le à un autre gérant.',
    );
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (current.role === 'admin' && (await accounts.lockAndCountAdmins(trx)) <= 1) {
      throw new AppError('LAST_ADMIN', LAST_ADMIN);
    }
    if (!(await repo.revokeAccount(trx, id, at))) throw new AppError('CONFLICT', 'Cet accès est déjà révoqué.');
    await recordStaffChange(trx, adminId, id, {
      at,
      kind: 'staff.revoke',
      summary: `Accès de ${current.firstName} ${current.lastName} révoqué.`,
      before: { shops: current.shops.map((s) => s.department).sort(), revoked: false },
      after: { shops: [], revoked: true },
    });
  });
  return getMember(db, id);
}
