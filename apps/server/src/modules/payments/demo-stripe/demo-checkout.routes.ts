import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors.js';
import { acceptPageForms, hostedPageAnswer, refuseAnotherSite } from '../hosted-page.js';
import { demoCheckoutPage } from './demo-checkout-page.js';
import { DEMO_PAGE_PATH } from './index.js';

const Params = z.object({ id: z.string().regex(/^cs_test_\w{1,64}$/, { error: 'Page de paiement inconnue.' }) });
const Form = z.object({ action: z.enum(['autoriser', 'refuser', 'abandonner', 'carte-refusee']) });

/** The demo provider's hosted page, on the shop's own address (PAYMENT_PROVIDER=demo only). */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptPageForms(app);
  const hide = true;

  app.get(`${DEMO_PAGE_PATH}/:id`, { schema: { hide, params: Params } }, async (request, reply) => {
    const demo = await app.payments.demo();
    if (!demo) throw new AppError('NOT_FOUND', 'Cette page n’existe pas.');
    const session = await demo.actions.read(request.params.id).catch(() => {
      throw new AppError('NOT_FOUND', 'Cette page de paiement n’existe pas.');
    });
    return hostedPageAnswer(reply).send(demoCheckoutPage(session, null));
  });

  app.post(`${DEMO_PAGE_PATH}/:id`, { schema: { hide, params: Params, body: Form } }, async (request, reply) => {
    refuseAnotherSite(request);
    const demo = await app.payments.demo();
    if (!demo) throw new AppError('NOT_FOUND', 'Cette page n’existe pas.');
    const { id } = request.params;
    await demo.actions.read(id).catch(() => {
      throw new AppError('NOT_FOUND', 'Cette page de paiement n’existe pas.');
    });
    const { action } = request.body;
    const to =
      action === 'autoriser'
        ? await demo.actions.authorize(id)
        : action === 'carte-refusee'
          ? await demo.actions.authorize(id, { declineOffSession: true })
          : action === 'refuser'
            ? await demo.actions.decline(id)
            : await demo.actions.abandon(id);
    if (to) return reply.code(303).header('location', to).send();
    const session = await demo.actions.read(id);
    return hostedPageAnswer(reply).send(
      demoCheckoutPage(session, 'Paiement refusé par la banque de démonstration. Vous pouvez réessayer.'),
    );
  });
};
