import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { DemoModel, PaymentIntent, Session } from './demo-stripe-objects.js';
import { StripeRefusal } from './demo-stripe-objects.js';
import { rememberAnswer, rememberedAnswer, type StripeObject } from './demo-stripe-store.js';
import { parseStripeForm } from './form-body.js';

type Emit = (type: string, object: StripeObject) => Promise<void>;
type Params = { id: string };

/**
 * The subset of Stripe's API the shop's adapter calls through the official SDK, served on 127.0.0.1 at a
 * port the system chooses (two shop processes on one machine never collide), to `secretKey` only (sent as the
 * SDK sends it, `Authorization: Bearer sk_…`). Idempotency keys replay the first answer, as Stripe's do.
 */
export function demoStripeApi(db: Db, modelOf: (db: Db) => DemoModel, emit: Emit, secretKey: string): FastifyInstance {
  const model = modelOf(db);
  const api = Fastify({ logger: false });
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseStripeForm(String(body)));
  });
  api.addHook('onRequest', async (request, reply) => {
    const refusal = keyRefusal(request.headers.authorization, secretKey);
    if (refusal) return reply.code(401).send({ error: { type: 'invalid_request_error', message: refusal } });
  });

  /**
   * A write: replayed for a known idempotency key, else run and remembered (errors included). The change and
   * the remembered answer commit together, as Stripe's do: a process killed between them would otherwise
   * leave a refund made and its key unknown, and the shop's retry with the same key refused (issue 46).
   * Its events are sent once the change is committed.
   */
  const write =
    (run: (params: Record<string, unknown>, id: string, model: DemoModel, emit: Emit) => Promise<StripeObject>) =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      const scoped = typeof key === 'string' ? `${request.method} ${request.url} ${key}` : null;
      const events: [string, StripeObject][] = [];
      const answer = await db.transaction().execute(async (trx) => {
        if (scoped) {
          const known = await rememberedAnswer(trx, scoped);
          if (known) return known;
        }
        const params = (request.body ?? {}) as Record<string, unknown>;
        const later: Emit = async (type, object) => {
          events.push([type, object]);
        };
        const { status, body } = await run(params, request.params.id, modelOf(trx), later).then(
          (object) => ({ status: 200, body: JSON.stringify(object) }),
          (error: unknown) => {
            if (error instanceof StripeRefusal)
              return { status: error.status, body: JSON.stringify({ error: error.error }) };
            throw error;
          },
        );
        if (scoped) await rememberAnswer(trx, scoped, status, body);
        return { status, body };
      });
      for (const [type, object] of events) await emit(type, object);
      return reply.code(answer.status).type('application/json').send(answer.body);
    };
  const get = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) =>
    model.read(request.params.id).then(
      (object) => reply.send(expanded(object, request.url)),
      (error: unknown) => {
        if (error instanceof StripeRefusal) return reply.code(error.status).send({ error: error.error });
        throw error;
      },
    );

  api.post(
    '/v1/customers',
    write((p, _id, model) => model.createCustomer(p)),
  );
  api.get('/v1/customers/:id', get);
  api.delete(
    '/v1/customers/:id',
    write((_p, id, model) => model.deleteCustomer(id)),
  );
  api.get('/v1/payment_methods/:id', get);
  api.post(
    '/v1/payment_methods/:id/detach',
    write((_p, id, model) => model.detachPaymentMethod(id)),
  );
  api.post(
    '/v1/checkout/sessions',
    write((p, _id, model) => model.createSession(p)),
  );
  api.get('/v1/checkout/sessions/:id', get);
  api.post(
    '/v1/checkout/sessions/:id/expire',
    write(async (_p, id, model, emit) => {
      const session = await model.expireSession(id);
      await emit('checkout.session.expired', session);
      return session;
    }),
  );
  api.get('/v1/payment_intents/:id', get);
  api.get('/v1/setup_intents/:id', get);
  api.post(
    '/v1/payment_intents',
    write(async (p, _id, model, emit) => {
      try {
        const pi = await model.createPaymentIntent(p);
        if (pi.status === 'requires_capture') await emit('payment_intent.amount_capturable_updated', pi);
        return pi;
      } catch (error) {
        if (error instanceof StripeRefusal && error.error.payment_intent)
          await emit('payment_intent.payment_failed', error.error.payment_intent as PaymentIntent);
        throw error;
      }
    }),
  );
  api.post(
    '/v1/payment_intents/:id/capture',
    write(async (p, id, model, emit) => {
      const pi = await model.capture(id, p);
      await emit('payment_intent.succeeded', pi);
      return pi;
    }),
  );
  api.post(
    '/v1/payment_intents/:id/cancel',
    write(async (_p, id, model, emit) => {
      const pi = await model.cancel(id);
      await emit('payment_intent.canceled', pi);
      return pi;
    }),
  );
  api.post(
    '/v1/refunds',
    write(async (p, _id, model, emit) => {
      const refund = await model.refund(p);
      await emit('refund.created', refund);
      return refund;
    }),
  );
  return api;
}

/** Stripe's words for a request without its secret key, or null for the right one (compared in constant time). */
function keyRefusal(authorization: string | undefined, secretKey: string): string | null {
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!given)
    return "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
  const digest = (key: string) => createHash('sha256').update(key).digest();
  if (timingSafeEqual(digest(given), digest(secretKey))) return null;
  return `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`;
}

/** A PaymentIntent's charge, expanded as `expand[]=latest_charge` asks: where Stripe keeps the refunds. */
function expanded(object: StripeObject, url: string): StripeObject {
  const query = parseStripeForm(url.split('?')[1] ?? '');
  const wanted = Array.isArray(query.expand) && query.expand.includes('latest_charge');
  if (!wanted || object.object !== 'payment_intent') return object;
  const pi = object as PaymentIntent;
  const charge = pi.amount_received
    ? {
        id: `ch_${pi.id.slice(3)}`,
        object: 'charge',
        amount_captured: pi.amount_received,
        amount_refunded: pi.amount_refunded,
      }
    : null;
  return { ...pi, latest_charge: charge };
}

/** The hosted page's buttons, acted on the model and told to the shop as Stripe would tell it. */
export function demoCheckoutActions(model: DemoModel, emit: Emit) {
  const redirect = (session: Session, to: 'success_url' | 'cancel_url') =>
    session[to].replace('{CHECKOUT_SESSION_ID}', session.id);
  return {
    read: (id: string) => model.read<Session>(id),
    async authorize(id: string, card = { declineOffSession: false }): Promise<string> {
      const session = await model.completeSession(id, card);
      if (session.payment_intent)
        await emit('payment_intent.amount_capturable_updated', await model.read(session.payment_intent));
      await emit('checkout.session.completed', session);
      return redirect(session, 'success_url');
    },
    async decline(id: string): Promise<string | undefined> {
      const pi = await model.declineSession(id);
      if (pi) await emit('payment_intent.payment_failed', pi);
      return pi ? undefined : redirect(await model.read<Session>(id), 'cancel_url');
    },
    async abandon(id: string): Promise<string> {
      return redirect(await model.read<Session>(id), 'cancel_url');
    },
  };
}
export type DemoCheckoutActions = ReturnType<typeof demoCheckoutActions>;
