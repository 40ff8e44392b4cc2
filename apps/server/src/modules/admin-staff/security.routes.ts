import { SecuritySettings } from '@boucherie/contract';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import * as twoFactor from '../two-factor/two-factor.service.js';

const tags = ['Double authentification'];

/** The owner's requirement (admin only). */
export const securityRoutes = behindRole('admin', async (app) => {
  app.get(
    '/api/admin/security',
    {
      schema: {
        tags,
        summary: 'Les réglages de sécurité de l’entreprise',
        response: { 200: SecuritySettings },
      },
    },
    async () => twoFactor.getRequirement(app.db),
  );

  app.put(
    '/api/admin/security',
    {
      schema: {
        tags,
        summary: 'Exiger (ou non) la double authentification de tous les comptes qui peuvent rembourser',
        description:
          'Exigée, un compte qui peut rembourser (avoirs, remboursements) et ne l’a pas activée ne peut plus, ' +
          'dans l’espace boutique, que l’activer (403 ailleurs). 409 pour l’exiger tant que le gérant qui le ' +
          'demande ne l’a pas activée lui-même.',
        body: SecuritySettings,
        response: { 200: SecuritySettings },
      },
    },
    async (req) => twoFactor.setRequirement(deps(), staffScope(req).userId, req.body.requireTwoFactorForRefunds),
  );

  function deps(): twoFactor.TwoFactorDeps {
    return { db: app.db, now: app.clock(), config: app.config };
  }
});
