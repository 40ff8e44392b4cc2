import type { Role } from '../../db/schema.js';

/**
 * Who can move money back to a customer: today the owner's role alone issues credit notes and records their
 * refunds (invoices' and statements' owner routes). The owner's « two factors for everyone who can refund »
 * (ADR 045) follows this one rule: a role given refunds later is covered by the same line.
 */
export const canRefund = (role: Role) => role === 'admin';
