import { CreateStaffRequest, StaffMember, StaffResponse, UpdateStaffRequest } from '../admin-staff.js';
import { IdParam } from '../common.js';
import { SecuritySettings } from '../two-factor.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Boutique'];
const security = ['Double authentification'];

/** The owner's staff accounts (open, change, revoke accesses) and the business's two-factor requirement. */
export const adminStaffEndpoints = defineEndpoints({
  'GET /api/admin/security': {
    access: 'owner',
    tags: security,
    summary: 'Les réglages de sécurité de l’entreprise',
    responses: { 200: SecuritySettings },
  },
  'PUT /api/admin/security': {
    access: 'owner',
    tags: security,
    summary: 'Exiger (ou non) la double authentification de tous les comptes qui peuvent rembourser',
    description:
      'Exigée, un compte qui peut rembourser (avoirs, remboursements) et ne l’a pas activée ne peut plus, ' +
      'dans l’espace boutique, que l’activer (403 ailleurs). 409 pour l’exiger tant que le gérant qui le ' +
      'demande ne l’a pas activée lui-même.',
    body: SecuritySettings,
    responses: { 200: SecuritySettings },
  },
  'GET /api/admin/staff': {
    access: 'owner',
    tags,
    summary: 'Le personnel et les gérants, accès révoqués compris',
    responses: { 200: StaffResponse },
  },
  'POST /api/admin/staff': {
    access: 'owner',
    tags,
    summary: 'Ouvrir un accès à l’espace boutique (un lien pour choisir le mot de passe part par e-mail)',
    body: CreateStaffRequest,
    responses: { 201: StaffMember },
  },
  'PATCH /api/admin/staff/{id}': {
    access: 'owner',
    tags,
    summary: 'Changer le nom, le rôle ou les boutiques d’un accès',
    params: IdParam,
    body: UpdateStaffRequest,
    responses: { 200: StaffMember },
  },
  'POST /api/admin/staff/{id}/revoke': {
    access: 'owner',
    tags,
    summary: 'Révoquer un accès\u00a0: ses sessions se ferment aussitôt',
    params: IdParam,
    responses: { 200: StaffMember },
  },
  'POST /api/admin/staff/{id}/invite': {
    access: 'owner',
    tags,
    summary: 'Renvoyer le lien pour choisir un mot de passe',
    params: IdParam,
    responses: { 200: StaffMember },
  },
});
