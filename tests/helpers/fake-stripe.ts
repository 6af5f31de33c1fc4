import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as the fake keeps it: Stripe's wire shape, trimmed to what the adapter reads. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  items: { object: 'list'; data: { id: string; current_period_end: number; price: { id: string } }[] };
  pending_setup_intent: { id: string; object: 'setup_intent'; client_secret: string; status: string } | null;
  latest_invoice: { id: string; object: 'invoice'; status: string; confirmation_secret: { client_secret: string; type: 'payment_intent' } | null } | null;
  metadata: Record<string, string>;
  /** The promotion codes applied at creation (`discounts[n][promotion_code]`). */
  discounts: string[];
}

export interface FakeCoupon {
  id: string;
  object: 'coupon';
  percent_off: number;
  duration: string;
  duration_in_months: number | null;
  name: string | null;
  metadata: Record<string, string>;
}

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: URLSearchParams;
}

/**
 * A local stand-in for Stripe's API, enough for the real `stripe` library to create customers and
 * subscriptions and retrieve them: form-encoded bodies, Bearer keys, idempotent replays of the
 * first answer for a key (as Stripe does for 24 h), 404s in Stripe's error shape. Tests change a
 * subscription's state to play Stripe's side of the lifecycle.
 */
export async function startFakeStripe(options: { now?: () => Date } = {}) {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const customers = new Map<string, { id: string; object: 'customer'; name: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const coupons = new Map<string, FakeCoupon>();
  const promotionCodes = new Map<
    string,
    { id: string; object: 'promotion_code'; code: string; active: boolean; promotion: { type: 'coupon'; coupon: string }; metadata: Record<string, string> }
  >();
  const metadataOf = (params: URLSearchParams) => {
    const out: Record<string, string> = {};
    for (const [k, v] of params) if (k.startsWith('metadata[')) out[k.slice(9, -1)] = v;
    return out;
  };
  const replays = new Map<string, { status: number; body: string }>();
  const requests: Recorded[] = [];
  let seq = 0;
  /** Answers to drop (the connection closes after the work is done): a lost answer. */
  let dropAnswers = 0;
  let failWith500 = 0;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, params });
    const send = (status: number, payload: unknown, replayed = false) => {
      const text = JSON.stringify(payload);
      if (idempotencyKey && req.method === 'POST' && !replayed && status < 500) replays.set(idempotencyKey, { status, body: text });
      if (dropAnswers > 0 && req.method === 'POST') {
        dropAnswers--;
        res.socket?.destroy();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}`, ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
      res.end(text);
    };
    if (!req.headers.authorization?.startsWith('Bearer sk_'))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (failWith500 > 0) {
      failWith500--;
      return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
    }
    if (req.method === 'POST' && idempotencyKey && replays.has(idempotencyKey)) {
      const r = replays.get(idempotencyKey)!;
      return send(r.status, JSON.parse(r.body), true);
    }

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: `cus_fake${++seq}`, object: 'customer' as const, name: params.get('name') ?? '' };
      customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (req.method === 'POST' && url.pathname === '/v1/coupons') {
      const percent = Number(params.get('percent_off'));
      const duration = params.get('duration') ?? 'once';
      const months = params.get('duration_in_months');
      if (!(percent > 0 && percent <= 100))
        return send(400, { error: { type: 'invalid_request_error', message: 'Invalid percent_off', param: 'percent_off' } });
      if ((duration === 'repeating') !== (months !== null))
        return send(400, { error: { type: 'invalid_request_error', message: 'duration_in_months goes with duration=repeating', param: 'duration_in_months' } });
      const coupon: FakeCoupon = {
        id: `coupon_fake${++seq}`,
        object: 'coupon',
        percent_off: percent,
        duration,
        duration_in_months: months === null ? null : Number(months),
        name: params.get('name'),
        metadata: metadataOf(params),
      };
      coupons.set(coupon.id, coupon);
      return send(200, coupon);
    }
    if (req.method === 'POST' && url.pathname === '/v1/promotion_codes') {
      const coupon = params.get('promotion[coupon]');
      if (params.get('promotion[type]') !== 'coupon' || !coupon || !coupons.has(coupon))
        return send(400, { error: { type: 'invalid_request_error', message: 'No such coupon', param: 'promotion[coupon]' } });
      const id = `promo_fake${++seq}`;
      const promotionCode = {
        id,
        object: 'promotion_code' as const,
        code: params.get('code') ?? `GEN${seq}`,
        active: true,
        promotion: { type: 'coupon' as const, coupon },
        metadata: metadataOf(params),
      };
      promotionCodes.set(id, promotionCode);
      return send(200, promotionCode);
    }
    if (req.method === 'POST' && url.pathname === '/v1/subscriptions') {
      const customer = params.get('customer');
      if (!customer || !customers.has(customer)) return send(400, { error: { type: 'invalid_request_error', message: 'No such customer', param: 'customer' } });
      const discounts: string[] = [];
      for (let i = 0; params.has(`discounts[${i}][promotion_code]`); i++) discounts.push(params.get(`discounts[${i}][promotion_code]`)!);
      if (discounts.some((d) => !promotionCodes.has(d)))
        return send(400, { error: { type: 'invalid_request_error', message: 'No such promotion code', param: 'discounts' } });
      const start = now();
      const trialEndParam = params.get('trial_end');
      const trialDays = trialEndParam ? (Number(trialEndParam) - start) / 86400 : Number(params.get('trial_period_days') ?? 0);
      const id = `sub_fake${++seq}`;
      const trialEnd = trialEndParam ? Number(trialEndParam) : trialDays > 0 ? start + trialDays * 86400 : null;
      const sub: FakeSubscription = {
        id,
        object: 'subscription',
        customer,
        status: trialDays > 0 ? 'trialing' : 'incomplete',
        trial_end: trialEnd,
        cancel_at_period_end: false,
        items: {
          object: 'list',
          data: [{ id: `si_${seq}`, current_period_end: trialEnd ?? start + 30 * 86400, price: { id: params.get('items[0][price]') ?? '' } }],
        },
        pending_setup_intent:
          trialDays > 0 ? { id: `seti_${seq}`, object: 'setup_intent', client_secret: `seti_${seq}_secret_fake`, status: 'requires_payment_method' } : null,
        latest_invoice:
          trialDays > 0
            ? { id: `in_${seq}`, object: 'invoice', status: 'paid', confirmation_secret: null }
            : { id: `in_${seq}`, object: 'invoice', status: 'open', confirmation_secret: { client_secret: `pi_${seq}_secret_fake`, type: 'payment_intent' } },
        metadata: { userId: params.get('metadata[userId]') ?? '' },
        discounts,
      };
      subscriptions.set(id, sub);
      return send(200, sub);
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const sub = subscriptions.get(decodeURIComponent(match[1]!));
      if (!sub) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${match[1]}'` } });
      return send(200, sub);
    }
    if ((req.method === 'POST' || req.method === 'DELETE') && match) {
      const sub = subscriptions.get(decodeURIComponent(match[1]!));
      if (!sub) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${match[1]}'` } });
      if (req.method === 'DELETE') sub.status = 'canceled';
      else if (params.get('cancel_at_period_end') !== null) sub.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
      return send(200, sub);
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const customer = params.get('customer');
      if (!customer || !customers.has(customer)) return send(400, { error: { type: 'invalid_request_error', message: 'No such customer', param: 'customer' } });
      return send(200, {
        id: `bps_${++seq}`,
        object: 'billing_portal.session',
        customer,
        url: `https://billing.stripe.test/session/${seq}`,
        return_url: params.get('return_url'),
      });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    subscriptions,
    coupons,
    promotionCodes,
    requests,
    /** The next `n` POST answers are lost after the work is done. */
    dropAnswers: (n: number) => void (dropAnswers = n),
    failNext: (n: number) => void (failWith500 = n),
    /** Plays Stripe's side: change a subscription as Stripe would. */
    update(id: string, change: (s: FakeSubscription) => void) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no fake subscription ${id}`);
      change(sub);
      return sub;
    },
    created: (path: '/v1/customers' | '/v1/subscriptions') => requests.filter((r) => r.method === 'POST' && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export const STRIPE_TEST_ENV = (url: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_PRICE_ID: 'price_premium',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
  STRIPE_API_BASE_URL: url,
});
