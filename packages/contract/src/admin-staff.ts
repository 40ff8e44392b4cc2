import { z } from 'zod';
import { Email } from './accounts.js';
import { AdminShop } from './admin-orders.js';

// Issue 14: the owner's staff accounts (`/api/admin/staff`, admin only).

export const StaffRole = z.enum(['staff', 'admin'], {
  error: 'Rôle inconnu\u00a0: staff (personnel) ou admin (gérant).',
});
export type StaffRole = z.infer<typeof StaffRole>;

export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: StaffRole,
  /** A staff member's shops; empty for an admin, who works at every shop. */
  shops: z.array(AdminShop),
  createdAt: z.string(),
  /** False until the person chose a password with the link sent by e-mail. */
  hasPassword: z.boolean(),
  /** The second factor is on (ADR 045). */
  twoFactorEnabled: z.boolean(),
  /** Their most recent login still on record. */
  lastLoginAt: z.string().nullable(),
  /** Set once the access was revoked: the account can no longer log in. */
  revokedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffResponse = z.object({ items: z.array(StaffMember) });
export type StaffResponse = z.infer<typeof StaffResponse>;

const personName = (label: string) =>
  z
    .string({ error: `Saisissez ${label}.` })
    .trim()
    .min(1, { error: `Saisissez ${label}.` })
    .max(60, { error: 'Ce champ ne peut pas dépasser 60 caractères.' });

const ShopIds = z
  .array(
    z
      .number({ error: 'Boutique invalide.' })
      .int({ error: 'Boutique invalide.' })
      .min(1, { error: 'Boutique invalide.' })
      .max(2_147_483_647, { error: 'Boutique invalide.' }),
    { error: 'Indiquez les boutiques (une liste).' },
  )
  .max(50, { error: 'Trop de boutiques.' });

const SHOPS_NEEDED = 'Choisissez au moins une boutique pour un membre du personnel.';
const NO_SHOPS_FOR_ADMIN = 'Un gérant travaille dans toutes les boutiques\u00a0: ne cochez aucune boutique.';

export const CreateStaffRequest = z
  .object({
    email: Email,
    firstName: personName('le prénom'),
    lastName: personName('le nom'),
    role: StaffRole,
    shopIds: ShopIds.optional().default([]),
  })
  .superRefine((body, ctx) => {
    if (body.role === 'staff' && body.shopIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['shopIds'], message: SHOPS_NEEDED });
    }
    if (body.role === 'admin' && body.shopIds.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['shopIds'], message: NO_SHOPS_FOR_ADMIN });
    }
  });
export type CreateStaffRequest = z.input<typeof CreateStaffRequest>;

/** Any subset; the role and the shops are checked together against what the account already has. */
export const UpdateStaffRequest = z
  .object({
    firstName: personName('le prénom').optional(),
    lastName: personName('le nom').optional(),
    role: StaffRole.optional(),
    shopIds: ShopIds.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Indiquez au moins une modification\u00a0: prénom, nom, rôle ou boutiques.',
    path: ['role'],
  });
export type UpdateStaffRequest = z.input<typeof UpdateStaffRequest>;

export const STAFF_MESSAGES = { shopsNeeded: SHOPS_NEEDED, noShopsForAdmin: NO_SHOPS_FOR_ADMIN } as const;

/** How long the link a new staff member receives to choose their password stays valid. */
export const STAFF_INVITATION_DAYS = 3;

/**
 * Who can move money back to a customer: today the owner's role alone issues credit notes and records their
 * refunds (invoices' and statements' owner routes). The owner's « two factors for everyone who can refund »
 * (ADR 045) follows this one rule: a role given refunds later is covered by the same line.
 */
export const canRefund = (role: 'customer' | 'staff' | 'admin') => role === 'admin';
