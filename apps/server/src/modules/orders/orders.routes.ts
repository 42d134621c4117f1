import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { parsePageQuery, sendArrayPage } from '../../http/pagination';
import { parse } from '../../http/validate';
import { writeRateChecks } from '../../http/write-limits';
import type { RateCheck, RateRule } from '../../plugins/rate-limit';
import { currentCustomer, requireCustomer } from '../../plugins/customer-session';
import { requireTenant, requireTenantParam } from '../../plugins/tenant';
import { requireMember } from '../customers/member';
import { requireRestaurant } from '../restaurants/restaurants.service';
import { applyCoupon } from './apply-coupon.service';
import { messageIn } from '../../i18n/messages';
import { findOrderCustomerId, findPlacedOrder, listCustomerOrders } from './order-records.service';
import { getOrder, placeOrder, priceForRestaurant, quoteOf } from './orders.service';
import { cancelOrder } from './order-life.service';
import { idempotencyKeySchema } from '../../http/idempotency';
import { applyCouponSchema, cartQuoteSchema, placeOrderSchema } from './orders.schemas';
import { pricingDepsOf } from './pricing.service';
import { paymentDepsOf } from '../payments/payments.service';

const restaurantParams = z.object({ id: z.string() });
const orderParams = z.object({ id: z.string(), orderId: z.string() });

/** Codes are guessable words: one client address may try this many per 15 minutes (architecture §4). */
export const APPLY_COUPON_LIMIT: RateRule = { limit: 60, windowSeconds: 15 * 60, what: 'coupon attempts' };

const couponGuessCheck = (tenantId: string, ip: string): RateCheck => ({
  rule: APPLY_COUPON_LIMIT,
  key: `apply-coupon:${tenantId}:${ip}`,
});

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => pricingDepsOf(app);

  app.post('/restaurants/:id/cart/quote', async (request, reply) => {
    const { id } = parse(restaurantParams, request.params);
    const body = parse(cartQuoteSchema, request.body);
    const tenant = requireTenant(request);
    // The quote answers whether a code exists, as apply-coupon does: guesses share apply-coupon's limit.
    // Only unknown codes count, so a diner re-quoting a cart with a good coupon is never slowed down.
    const guesses = [couponGuessCheck(tenant.id, request.ip)];
    if (body.couponCode) await app.rateLimiter.check(reply, guesses);
    const member = (await currentCustomer(request))?.customer.id ?? null;
    const priced = await priceForRestaurant(deps(), tenant.id, id, body, app.now(), member, request.locale);
    const { quote, unknownCoupon } = quoteOf(priced);
    if (unknownCoupon) await app.rateLimiter.hit(reply, guesses);
    // The cart's problems are shown as they are, like an error's message: in the request's language.
    return { ...quote, messages: quote.messages.map((message) => messageIn(request.locale, message)) };
  });

  app.post('/restaurants/:id/orders', async (request, reply) => {
    const { id } = parse(restaurantParams, request.params);
    const key = parse(idempotencyKeySchema, request.headers['idempotency-key']);
    const body = parse(placeOrderSchema, request.body);
    const tenantId = requireTenant(request).id;
    // Read together (one round trip's wait, not two): the restaurant, and whether the key placed an
    // order already (a retry is answered from what is stored, placeOrder, and not counted).
    const [restaurant, placedBefore] = await Promise.all([
      requireRestaurant(app.db.kysely, tenantId, id),
      findPlacedOrder(app.db.kysely, tenantId, key),
    ]);
    // Counted before any work (decision 0012), with the restaurant's own limits where it set them.
    const rate = app.writeLimits.rates.order;
    const checks = writeRateChecks(
      'order',
      {
        ...rate,
        perAddress: restaurant.orders_per_address_limit ?? rate.perAddress,
        perEmail: restaurant.orders_per_email_limit ?? rate.perEmail,
      },
      restaurant.id,
      request,
      body.customer.email,
    );
    await app.rateLimiter.hit(reply, placedBefore ? [] : checks);
    const customerId = (await currentCustomer(request))?.customer.id ?? null;
    const placing = {
      tenantId,
      restaurant,
      idempotencyKey: key,
      placedBefore,
      request: body,
      customerId,
      now: app.now(),
      locale: request.locale,
    };
    const { created, response } = await placeOrder(deps(), placing, paymentDepsOf(app));
    const { order } = response;
    // An Online order not paid yet: no order, the payment to confirm (202 Accepted).
    return reply.status(order ? (created ? 201 : 200) : 202).send(response);
  });

  app.post('/restaurants/:id/apply-coupon', async (request, reply) => {
    const { id } = parse(restaurantParams, request.params);
    const tenant = requireTenant(request);
    await app.rateLimiter.hit(reply, [couponGuessCheck(tenant.id, request.ip)]);
    // The message alone (no field name): the cart shows it as it is in its danger alert.
    const parsed = applyCouponSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.', 'VALIDATION_FAILED');
    const member = (await currentCustomer(request))?.customer.id ?? null;
    return applyCoupon(deps(), tenant.id, id, parsed.data, app.now(), member);
  });

  // Reachable by a guest through the order's unguessable id (64 random bits after its time).
  app.get('/tenants/:id/orders/:orderId', async (request) => {
    const { orderId } = parse(orderParams, request.params);
    return getOrder(app.db.kysely, requireTenantParam(request).id, orderId);
  });

  app.post('/tenants/:id/orders/:orderId/cancel', async (request) => {
    const { orderId } = parse(orderParams, request.params);
    const tenantId = requireTenantParam(request).id;
    // A member's order is cancelled only by that member; a guest's by whoever holds its link.
    const customerId = await findOrderCustomerId(app.db.kysely, tenantId, orderId);
    if (customerId) await requireCustomer(request, customerId, 'Order');
    return cancelOrder(app.orderLife, tenantId, orderId, app.now());
  });

  // A member's order history (accounts-and-extras §5): the orders module serves it, so customers does
  // not depend on orders.
  app.get('/customers/:id/orders', async (request, reply) => {
    const { tenant_id, id } = await requireMember(request);
    const member = { db: app.db.kysely, tenantId: tenant_id, customerId: id, now: app.now() };
    const page = await listCustomerOrders(member, parsePageQuery(request));
    return sendArrayPage(request, reply, page);
  });
}
