import { LOGIN_FAILED_MESSAGE, type Shop, type User } from '@boucherie/contract';
import { vi } from 'vitest';
import { stubShopApi } from '../../../test/fake-shop-api';
import { makeUser } from '../../../test/users';

export const DEMO_PASSWORD = 'Demo-Boucherie-2026';

const shop = (id: number, department: string, name: string): Shop => ({
  id,
  department,
  name,
  address: { street: '1 rue Serpenoise', postCode: '57000', city: 'Metz', country: 'FR' },
  phone: '+33387000000',
  email: 'metz@example.com',
  openingHours: [],
  closingDays: [],
  cutOff: { daysBefore: 1, time: '18:00' },
  dailyCapacity: 40,
  bookingHorizonDays: 60,
  weighingTolerancePercent: 10,
  paymentPolicy: 'counter',
  noShowRule: 'release',
  acceptsMealVouchers: false,
  delivers: true,
  deliveryZones: [],
  deliveryRounds: [],
});

export const SHOPS = [shop(1, 'METZ-CENTRE', 'Maison Thirion Metz-Centre'), shop(2, 'WOIPPY', 'Maison Thirion Woippy')];

export const RESET_ANSWER =
  'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien valable une heure.';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
/** Answers a call of the test's own, or undefined to let the fake answer as the server would. */
type Override = (call: { method: string; path: string; body: unknown }) => Reply | undefined;

type Options = { user?: User | null; accounts?: User[]; override?: Override };

/**
 * The accounts API in memory, over the shop's fake API: the session's user, the known accounts
 * (password DEMO_PASSWORD), and every call made (`calls`), with its JSON body.
 */
export function stubAccountApi({ user = null, accounts = [makeUser()], override }: Options = {}) {
  const catalogue = stubShopApi({}).fetchMock;
  const state = { user, accounts: [...accounts], calls: [] as { method: string; path: string; body: unknown }[] };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/api/shops') return reply({ status: 200, body: { shops: SHOPS } });
    if (!path.startsWith('/api/accounts')) return catalogue(input, init);
    state.calls.push({ method, path, body });
    const custom = override?.({ method, path, body });
    if (custom) return reply(custom);
    return reply(answer(method, path, body));
  });

  function answer(method: string, path: string, body: unknown): Reply {
    const unauthorized = { status: 401, body: { title: 'Non authentifié', status: 401 } };
    const key = `${method} ${path}`;
    if (key === 'GET /api/accounts/me') return state.user ? { status: 200, body: state.user } : unauthorized;
    if (key === 'POST /api/accounts/login') {
      const { email, password } = body as { email: string; password: string };
      const found = state.accounts.find((account) => account.email === email);
      if (!found || password !== DEMO_PASSWORD) return validation({ Email: [LOGIN_FAILED_MESSAGE] });
      state.user = found;
      return { status: 200, body: found };
    }
    if (key === 'POST /api/accounts/register') {
      const { password: _, ...fields } = body as User & { password: string };
      const proStatus = fields.userType === 2 ? 'pending' : 'none';
      state.user = { ...fields, isVerified: false, role: 'customer', proStatus } as User;
      return { status: 201, body: state.user };
    }
    if (key === 'POST /api/accounts/reset-password/get-token') {
      return { status: 200, body: { message: RESET_ANSWER } };
    }
    if (key === 'POST /api/accounts/reset-password/reset') {
      if ((body as { token: string }).token === 'expired') {
        return validation({ Token: ['Ce lien n’est plus valable. Demandez un nouveau lien de réinitialisation.'] });
      }
      return { status: 200, body: { message: 'Votre mot de passe est modifié.' } };
    }
    if (key === 'POST /api/accounts/confirm-email') {
      if ((body as { token: string }).token === 'expired') {
        return validation({
          Token: [
            'Ce lien n’est plus valable. Enregistrez à nouveau votre adresse dans votre profil pour recevoir un nouveau lien.',
          ],
        });
      }
      const email = state.user?.pendingEmail ?? 'nouvelle@example.com';
      if (state.user) state.user = { ...state.user, email, pendingEmail: null };
      return { status: 200, body: { message: `Votre adresse e-mail est confirmée\u00a0: c’est désormais ${email}.` } };
    }
    if (!state.user) return unauthorized;
    if (key === 'POST /api/accounts/verify') {
      if ((body as { activationCode: string }).activationCode !== '123456') {
        return validation({ ActivationCode: ['Code incorrect. Il vous reste 4 essais.'] });
      }
      state.user = { ...state.user, isVerified: true };
      return { status: 200, body: state.user };
    }
    if (key === 'POST /api/accounts/resend-sms-code') {
      return { status: 200, body: { message: 'Un nouveau code vous a été envoyé par SMS.' } };
    }
    if (key === 'POST /api/accounts/change-phone-number') {
      const { phoneNumber } = body as { phoneNumber: string };
      if (!/^\+33[67]\d{8}$/.test(phoneNumber)) {
        return validation({
          PhoneNumber: ['Saisissez un numéro de mobile valide (France, Luxembourg, Belgique ou Allemagne).'],
        });
      }
      state.user = { ...state.user, phoneNumber };
      return { status: 200, body: state.user };
    }
    if (key === 'PUT /api/accounts') {
      const changes = body as Partial<User>;
      state.user = { ...state.user, ...changes, ...contactsAfter(state.user, changes) };
      state.user.proStatus = proStatusAfter(state.user, changes);
      return { status: 200, body: state.user };
    }
    if (key === 'POST /api/accounts/confirm-phone-number') {
      if ((body as { code: string }).code !== '123456' || !state.user.pendingPhoneNumber) {
        return validation({ Code: ['Code incorrect. Il vous reste 4 essais.'] });
      }
      state.user = { ...state.user, phoneNumber: state.user.pendingPhoneNumber, pendingPhoneNumber: null };
      return { status: 200, body: state.user };
    }
    if (key === 'POST /api/accounts/logout' || key === 'POST /api/accounts/delete') {
      const before = state.user;
      state.user = null;
      return { status: 200, body: key.endsWith('delete') ? before : { message: 'Vous êtes déconnecté.' } };
    }
    return { status: 404, body: { title: 'Introuvable', status: 404 } };
  }

  const reply = ({ status, body, headers = {} }: Reply) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', authenticated: String(state.user !== null), ...headers },
    });

  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, state };
}

/** As the server decides it: a new mobile or e-mail waits for its proof, the old one stays meanwhile. */
function contactsAfter(before: User, changes: Partial<User>) {
  const newPhone = changes.phoneNumber !== undefined && changes.phoneNumber !== before.phoneNumber;
  const newEmail = changes.email !== undefined && changes.email !== before.email;
  return {
    phoneNumber: before.phoneNumber,
    email: before.email,
    pendingPhoneNumber: newPhone ? (changes.phoneNumber as string) : before.pendingPhoneNumber,
    pendingEmail: newEmail ? (changes.email as string) : before.pendingEmail,
  };
}

/** As the server decides it: a new pro, or a pro with a new VAT number, waits for the shop's approval. */
function proStatusAfter(before: User, changes: Partial<User>): User['proStatus'] {
  const userType = changes.userType ?? before.userType;
  if (userType !== 2) return 'none';
  const samePro = before.userType === 2 && (changes.vatNumber ?? before.vatNumber) === before.vatNumber;
  return samePro ? before.proStatus : 'pending';
}

/** A 400 answer with per-field messages, as the server words them. */
export function validation(errors: Record<string, string[]>): Reply {
  return {
    status: 400,
    body: { title: 'Requête invalide', status: 400, detail: 'Certaines valeurs sont invalides.', errors },
  };
}
