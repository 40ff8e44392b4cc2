import { QuantityLimits, UpdateQuantityLimitsRequest } from '@boucherie/contract';
import { behindRole, staffScope } from '../admin/staff-scope.js';
import { readQuantityLimits, updateQuantityLimits } from './quantity-limits.service.js';

const tags = ['Boutique'];

/** The owner's (admin) ceilings per article: a staff member or a customer gets 403, a visitor 401. */
export const quantityLimitsRoutes = behindRole('admin', async (app) => {
  app.get(
    '/api/admin/quantity-limits',
    {
      schema: {
        tags,
        summary: 'Les quantités maximales d’un article par commande en ligne (particulier, professionnel)',
        response: { 200: QuantityLimits },
      },
    },
    async () => readQuantityLimits(app.db),
  );

  app.put(
    '/api/admin/quantity-limits',
    {
      schema: {
        tags,
        summary: 'Fixer les quantités maximales d’un article par commande en ligne',
        body: UpdateQuantityLimitsRequest,
        response: { 200: QuantityLimits },
      },
    },
    async (req) => updateQuantityLimits({ db: app.db, now: app.clock(), userId: staffScope(req).userId }, req.body),
  );
});
