import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { loopbackOrigin } from '../../http/loopback-origin.js';
import { acceptPageForms, hostedPageAnswer, refuseAnotherSite } from './hosted-page.js';
import { answerVoucherPage } from './meal-voucher-answer.js';
import { mealVoucherPage } from './meal-voucher-page.js';
import { findVoucherPage } from './meal-voucher-page.repository.js';
import { MEAL_VOUCHER_PAGE_PATH } from './meal-voucher-split.js';
import { pageOpened } from './page-opened.js';
import { findPayment, type PaymentRow } from './payments.repository.js';

const Params = z.object({
  token: z.string().regex(/^[\w-]{32}$/, { error: 'Page de paiement inconnue.' }),
});
const Form = z.object({ action: z.enum(['payer', 'refuser'], { error: 'Réponse inconnue (payer ou refuser).' }) });

const unknownPage = () => notFound('Cette page de paiement n’existe pas.');

/** Where the customer goes on from the titres' page: the card's page once opened, else the order's page. */
function nextOf(orderId: number, card: PaymentRow | undefined) {
  const payable = card?.status === 'awaiting_authorization' || card?.status === 'failed';
  const url = card?.checkout_url;
  if (payable && url && !url.includes(MEAL_VOUCHER_PAGE_PATH))
    return { href: url, text: 'Continuer vers le paiement par carte' };
  return { href: `/order/${orderId}?paiement=retour`, text: 'Voir ma commande' };
}

/**
 * The demo titres-restaurant provider's page (ADR 073), on the shop's own address (MEAL_VOUCHER_PROVIDER=demo
 * only), with the card's page's safety: another site's POST refused, never cached, its address (a capability)
 * told to no other site.
 */
export const mealVoucherPageRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptPageForms(app);
  const hide = true;
  const label = app.payments.mealVouchers?.label ?? 'Titre-restaurant';

  app.get(`${MEAL_VOUCHER_PAGE_PATH}/:token`, { schema: { hide, params: Params } }, async (request, reply) => {
    const page = await findVoucherPage(app.db, request.params.token);
    if (!page) throw unknownPage();
    const card = await findPayment(app.db, page.order_id);
    return hostedPageAnswer(reply).send(mealVoucherPage(label, page, card, nextOf(page.order_id, card)));
  });

  app.post(
    `${MEAL_VOUCHER_PAGE_PATH}/:token`,
    { schema: { hide, params: Params, body: Form } },
    async (request, reply) => {
      refuseAnotherSite(request);
      const orderId = await answerVoucherPage(app.db, {
        token: request.params.token,
        answer: request.body.action,
        now: app.clock(),
        returnUrl: app.config.PUBLIC_URL_GIVEN
          ? app.config.PUBLIC_URL
          : (loopbackOrigin(request) ?? app.config.PUBLIC_URL),
      });
      if (orderId === null) throw unknownPage();
      // The titres' debit, then the card's page, now: the customer goes on to it at once (a second answer waits
      // for the first's page).
      await app.effects.runOrder(orderId);
      const card = await pageOpened(app.db, app.effects.runOrder, orderId);
      return reply.code(303).header('location', nextOf(orderId, card).href).send();
    },
  );
};
