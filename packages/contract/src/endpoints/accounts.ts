import {
  ChangePhoneNumberRequest,
  ConfirmEmailRequest,
  ConfirmPhoneNumberRequest,
  DeleteAccountRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  ResetTokenRequest,
  UpdateProfileRequest,
  VerifyRequest,
} from '../accounts.js';
import { LoginResponse, SecondFactorLoginRequest } from '../two-factor.js';
import { User } from '../user.js';
import { defineEndpoints } from './endpoint.js';

const tags = ['Comptes'];

/** The accounts: registration, sign-in, the profile and its proven changes, the password reset, the closing. */
export const accountsEndpoints = defineEndpoints({
  'POST /api/accounts/register': {
    access: 'anyone',
    tags,
    summary: 'Créer un compte',
    body: RegisterRequest,
    responses: { 201: User },
  },
  'POST /api/accounts/verify': {
    access: 'signed-in',
    tags,
    summary: 'Vérifier le compte avec le code reçu par SMS',
    body: VerifyRequest,
    responses: { 200: User },
  },
  'POST /api/accounts/resend-sms-code': {
    access: 'signed-in',
    tags,
    summary: 'Recevoir un nouveau code par SMS',
    responses: { 200: MessageResponse },
  },
  'POST /api/accounts/change-phone-number': {
    access: 'signed-in',
    tags,
    summary: 'Corriger son numéro de mobile avant la vérification (un nouveau code y est envoyé)',
    description:
      'Pour un compte connecté et pas encore vérifié. Mêmes règles que l’inscription pour le numéro ' +
      '(mobile de France, du Luxembourg, de Belgique ou d’Allemagne, enregistré en E.164) et mêmes limites ' +
      'que «\u00a0resend-sms-code\u00a0»\u00a0: un SMS par minute, cinq par jour (429 avec Retry-After). L’ancien code ' +
      'ne vaut plus. 409 pour un compte déjà vérifié\u00a0: le numéro se change alors dans le profil.',
    body: ChangePhoneNumberRequest,
    responses: { 200: User },
  },
  'POST /api/accounts/login': {
    access: 'anyone',
    tags,
    summary: 'Se connecter',
    description:
      'Pour un compte dont la double authentification est activée, le mot de passe juste n’ouvre pas de ' +
      'session\u00a0: la réponse est `{ secondFactorRequired: true }` et la connexion attend cinq minutes son ' +
      'code («\u00a0login/second-factor\u00a0»). Dix échecs par compte en quinze minutes, puis 429 avec Retry-After\u00a0; ' +
      'un navigateur qui s’est déjà connecté à ce compte (son cookie d’appareil signé) a ses dix à lui, ' +
      'qu’une série d’essais venue d’ailleurs n’épuise pas.',
    body: LoginRequest,
    responses: { 200: LoginResponse },
  },
  'GET /api/accounts/me': { access: 'signed-in', tags, summary: 'Le compte connecté', responses: { 200: User } },
  'POST /api/accounts/logout': {
    access: 'anyone',
    tags,
    summary: 'Se déconnecter',
    responses: { 200: MessageResponse },
  },
  // The second step of a login with the second factor on (ADR 045): the pending login's cookie stands for the user.
  'POST /api/accounts/login/second-factor': {
    access: 'anyone',
    tags,
    summary: 'Finir la connexion avec le code de l’application d’authentification ou un code de secours',
    description:
      'Après un mot de passe juste (cookie de la connexion en attente, cinq minutes\u00a0; 401 ensuite). Un code ' +
      'sert une fois, un code de secours aussi. Cinq codes incorrects par compte en quinze minutes, puis 429 ' +
      'avec Retry-After\u00a0; un navigateur déjà connecté à ce compte (son cookie d’appareil) a ses cinq à lui.',
    body: SecondFactorLoginRequest,
    responses: { 200: User },
  },
  'PUT /api/accounts': {
    access: 'signed-in',
    tags,
    summary: 'Modifier son profil',
    description:
      'Les champs changent aussitôt, sauf un nouveau mobile et une nouvelle adresse e-mail, qui attendent leur ' +
      'preuve (`pendingPhoneNumber`, `pendingEmail`)\u00a0: un code est envoyé par SMS au nouveau numéro ' +
      '(«\u00a0confirm-phone-number\u00a0»), un lien valable 24\u00a0h à la nouvelle adresse («\u00a0confirm-email\u00a0»). ' +
      'Jusque-là l’ancien numéro et l’ancienne adresse servent. Limites\u00a0: les codes SMS du compte (un par ' +
      'minute, cinq par jour), un lien par minute et cinq par jour (429 avec Retry-After). 409 pour un nouveau ' +
      'mobile sur un compte pas encore activé (il se corrige par «\u00a0change-phone-number\u00a0»).',
    body: UpdateProfileRequest,
    responses: { 200: User },
  },
  'POST /api/accounts/confirm-phone-number': {
    access: 'signed-in',
    tags,
    summary: 'Confirmer le nouveau mobile du profil avec le code reçu par SMS',
    description:
      'Le numéro devient celui du compte (les messages des commandes y vont) et les autres sessions du compte ' +
      'se ferment. Cinq essais par code\u00a0; un nouveau code s’obtient en enregistrant à nouveau le numéro.',
    body: ConfirmPhoneNumberRequest,
    responses: { 200: User },
  },
  'POST /api/accounts/confirm-email': {
    access: 'anyone',
    tags,
    summary: 'Confirmer la nouvelle adresse e-mail du profil avec le lien reçu',
    description:
      'Connecté ou non. L’adresse devient celle du compte (connexion, messages), les liens de réinitialisation ' +
      'envoyés à l’ancienne ne valent plus, et les sessions du compte se ferment, sauf celle qui a demandé le ' +
      'changement et celle qui ouvre le lien. Le lien sert une fois.',
    body: ConfirmEmailRequest,
    responses: { 200: MessageResponse },
  },
  'POST /api/accounts/delete': {
    access: 'signed-in',
    tags,
    summary: 'Supprimer son compte',
    description:
      '409 tant qu’une commande du compte est en cours (à préparer ou à remettre)\u00a0: le message dit laquelle ' +
      'et quelle boutique appeler. 409 aussi pour le dernier gérant, sans qui plus personne ne gérerait la boutique.',
    body: DeleteAccountRequest,
    responses: { 200: User },
  },
  'POST /api/accounts/reset-password/get-token': {
    access: 'anyone',
    tags,
    summary: 'Recevoir un lien de réinitialisation',
    body: ResetTokenRequest,
    responses: { 200: MessageResponse },
  },
  'POST /api/accounts/reset-password/reset': {
    access: 'anyone',
    tags,
    summary: 'Choisir un nouveau mot de passe',
    body: ResetPasswordRequest,
    responses: { 200: MessageResponse },
  },
});
