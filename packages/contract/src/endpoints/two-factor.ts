import {
  ConfirmTwoFactorRequest,
  DisableTwoFactorRequest,
  RecoveryCodesResponse,
  RenewRecoveryCodesRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '../two-factor.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Double authentification'];
const LIMIT_NOTE =
  'Cinq codes incorrects par compte en quinze minutes, tous écrans confondus (connexion comprise), puis 429 avec ' +
  'Retry-After\u00a0; un navigateur déjà connecté à ce compte (son cookie d’appareil) a ses cinq à lui.';

/** The logged-in account's own second factor (ADR 045): outside /api/admin, so the owner's requirement never hides it. */
export const twoFactorEndpoints = defineEndpoints({
  'GET /api/accounts/two-factor': {
    access: 'signed-in',
    tags,
    summary: 'La double authentification du compte connecté',
    responses: { 200: TwoFactorStatus },
  },
  'POST /api/accounts/two-factor/enrolment': {
    access: 'staff',
    tags,
    summary: 'Commencer l’activation\u00a0: une nouvelle clé, son QR code et son adresse otpauth',
    description:
      'Pour le personnel et les gérants (403 pour un client). La clé attend son premier code ' +
      '(«\u00a0confirm\u00a0»)\u00a0; une nouvelle demande la remplace. 409 quand la double authentification est déjà activée.',
    responses: { 200: TwoFactorEnrolment },
  },
  'POST /api/accounts/two-factor/confirm': {
    access: 'staff',
    tags,
    summary: 'Activer la double authentification avec un premier code de l’application',
    description:
      'Répond les dix codes de secours, montrés cette seule fois (seule leur empreinte est gardée), et ferme ' +
      `les autres sessions du compte. ${LIMIT_NOTE}`,
    body: ConfirmTwoFactorRequest,
    responses: { 200: RecoveryCodesResponse },
  },
  'POST /api/accounts/two-factor/disable': {
    access: 'staff',
    tags,
    summary: 'Désactiver la double authentification avec un code de l’application ou un code de secours',
    description: `409 quand le gérant l’exige pour ce compte (il peut rembourser). ${LIMIT_NOTE}`,
    body: DisableTwoFactorRequest,
    responses: { 200: TwoFactorStatus },
  },
  'POST /api/accounts/two-factor/recovery-codes': {
    access: 'staff',
    tags,
    summary: 'Obtenir dix nouveaux codes de secours (les anciens ne servent plus)',
    description: `Avec un code de l’application ou un code de secours ; montrés cette seule fois. ${LIMIT_NOTE}`,
    body: RenewRecoveryCodesRequest,
    responses: { 200: RecoveryCodesResponse },
  },
});
