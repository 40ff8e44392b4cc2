import type { User } from '@boucherie/contract';
import { json } from './fake-responses';

export type TwoFactor = { enabled: boolean; required: boolean };

/** The account's second factor (ADR 045): enrolment, confirmation with 123456, new recovery codes, status. */
export function answerTwoFactor(
  path: string,
  method: string,
  body: Record<string, unknown>,
  user: User | null,
  account: { twoFactor: TwoFactor },
) {
  if (path === '/api/accounts/two-factor/enrolment' && method === 'POST') {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const otpauthUri = `otpauth://totp/Maison%20Thirion:staff?secret=${secret}`;
    return json(200, { secret, otpauthUri, qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' });
  }
  if (path === '/api/accounts/two-factor/recovery-codes' && method === 'POST') {
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `wxyz-wxyz-wxyz-wxy${'abcdefghij'[i]}`);
    const status = { enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', recoveryCodesLeft: 10, required: false };
    return json(200, { recoveryCodes, status });
  }
  if (path === '/api/accounts/two-factor/confirm' && method === 'POST') {
    if (body.code !== '123456') {
      const message = 'Code incorrect.';
      return json(400, { title: 'Requête invalide', status: 400, detail: message, errors: { Code: [message] } });
    }
    account.twoFactor = { ...account.twoFactor, enabled: true };
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mno${'abcdefghij'[i]}`);
    const status = { enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', recoveryCodesLeft: 10, required: false };
    return json(200, { recoveryCodes, status });
  }
  if (path === '/api/accounts/two-factor' && user) {
    const { enabled, required } = account.twoFactor;
    return json(200, { enabled, enabledAt: null, recoveryCodesLeft: enabled ? 10 : 0, required });
  }
  return undefined;
}
