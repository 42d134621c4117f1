import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@storefront/domain';
import { createGeoProvider } from './adapters/geo/geo-provider';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { createSmsProvider, type SmsConfig } from './adapters/sms/sms-provider';
import { mailBrandLoader } from './modules/tenants/mail-brand';
import { createPaymentProviders, type PaymentProviders } from './adapters/payments/payment-providers';
import type { Config } from './config';
import type { Db } from './db';
import { HttpError } from './http/errors';
import { requestLogSerializers } from './http/log';
import type { LinkOrigins } from './http/origin';
import { createLinkSigner, linkSigningSecret, type LinkSigner } from './http/signed-links';
import { authRoutes } from './modules/auth/auth.routes';
import { findSessionByToken } from './modules/auth/auth.service';
import { contactRoutes } from './modules/contact/contact.routes';
import {
  giftCardOrderRoutes,
  giftCardOrderStaffRoutes,
} from './modules/gift-card-orders/gift-card-orders.routes';
import { mailPaidGiftCardOrder, startGiftSends } from './modules/gift-card-orders/gift-card-orders.sends';
import { customerRoutes } from './modules/customers/customers.routes';
import { customerStaffRoutes } from './modules/customers/customers.staff-routes';
import { readBacklog } from './modules/health/backlog';
import { healthRoutes } from './modules/health/health.routes';
import { giftCardRoutes } from './modules/giftcards/giftcards.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { menuRoutes } from './modules/menus/menus.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { orderStaffRoutes } from './modules/orders/orders.staff-routes';
import {
  paymentRoutes,
  paymentWebhookRoutes,
  startPaymentRetries,
  type PaymentPurposes,
} from './modules/payments/payments.routes';
import { savedCardForPayment } from './modules/customers/payment-methods.service';
import { completeGiftCardOrderPayment } from './modules/gift-card-orders/gift-card-orders.service';
import { completeOnlineOrder } from './modules/orders/orders.service';
import { pricingDepsOf } from './modules/orders/pricing.service';
import { reconciliationRoutes, startReconciliation } from './modules/reconciliation/reconciliation.routes';
import type { PlaceLookup } from './modules/orders/pricing.service';
import { MenusCache, getMenusDocument } from './modules/menus/menus.service';
import { activePromotionCodes, PromotionsCache } from './modules/promotions/promotions.service';
import { promotionStaffRoutes } from './modules/promotions/promotions.staff-routes';
import { couponStaffRoutes } from './modules/coupons/coupons.staff-routes';
import { giftCardProductStaffRoutes } from './modules/giftcards/gift-card-products.staff-routes';
import { mediaStaffRoutes } from './modules/media/media.staff-routes';
import { reservationRoutes } from './modules/reservations/reservations.routes';
import { tableBooking } from './modules/reservations/reservations.service';
import type { TableBooking } from './modules/orders/table-booking';
import { reservationStaffRoutes } from './modules/reservations/reservations.staff-routes';
import { staffAccountRoutes } from './modules/staff/staff-accounts.routes';
import { loyaltyCounterRoutes } from './modules/loyalty/loyalty-counter.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { settingsSummaryRoutes } from './modules/settings-summary/settings-summary.routes';
import { paymentSettingsRoutes } from './modules/payments/payment-settings';
import { mediaRoutes } from './modules/media/media.routes';
import { menuConsoleRoutes } from './modules/menu-console/menu-console.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { restaurantRoutes } from './modules/restaurants/restaurants.routes';
import { locationStaffRoutes } from './modules/restaurants/restaurants.staff-routes';
import { tenantRoutes } from './modules/tenants/tenants.routes';
import { startWebhookDeliveries } from './modules/webhooks/webhooks.deliveries';
import { webhookStaffRoutes } from './modules/webhooks/webhooks.routes';
import { printerSubscriber, startPrinting } from './modules/printers/printers.jobs';
import { printerPullRoutes, printerStaffRoutes } from './modules/printers/printers.routes';
import { shortLinkRoutes, smsWebhookRoutes, textStaffRoutes } from './modules/texts/texts.routes';
import { textSubscriber, type Texting } from './modules/texts/texts.service';
import { kitchenDisplayRoutes } from './modules/kitchen-display/kitchen-display.routes';
import { brandStaffRoutes } from './modules/tenants/tenants.staff-routes';
import { findPageVersions, getTenantDocument, listTenantDirectory } from './modules/tenants/tenants.service';
import { bumpContentVersionOnWrites } from './modules/tenants/content-version';
import { staffRoutes } from './modules/staff/staff.routes';
import { kitchenPublicRoutes, kitchenStaffRoutes } from './modules/kitchen/kitchen.routes';
import { findOrderCustomerId } from './modules/orders/order-records.service';
import { authenticateStaff } from './modules/staff/staff.service';
import { registerBackgroundWork } from './plugins/background';
import { registerCrossSiteGuard, registerCustomerSessions } from './plugins/customer-session';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimiter } from './plugins/rate-limit';
import { registerMetrics, type Metrics } from './plugins/metrics';
import { registerRealtime } from './plugins/realtime';
import { registerNoStoreApi, registerSecurityHeaders, registerTextHygiene } from './plugins/security';
import { registerStaffSessions } from './plugins/staff-session';
import { registerTenantResolution, TenantDirectory } from './plugins/tenant';
import { registerRequestLocale } from './plugins/locale';
import { messageIn } from './i18n/messages';
import { registerWeb } from './plugins/web';
import { createEventDispatcher, type EventDispatcher } from './events/dispatcher';
import type { OutboxEvent } from './events/event';
import {
  createOrderLife,
  expireUnansweredOrders,
  type OrderLife,
  type OrderSides,
} from './modules/orders/order-life.service';
import { orderSubscribers } from './modules/orders/orders.subscribers';
import { pruneDeliveredNews, tendCustomerRanges } from './housekeeping';
import { reservationSubscribers } from './modules/reservations/reservations.subscribers';
import { webhookSubscriber } from './modules/webhooks/webhooks.deliveries';
import { oweCardMoney, paymentDepsOf, settleCardMoney } from './modules/payments/payments.service';
import { refundCapturedRedemptions } from './modules/giftcards/giftcards.service';
import { restoreOrderCoupons, voidIssuedCoupons } from './modules/coupons/coupons.service';
import { returnOrderPoints } from './modules/loyalty/loyalty-points.service';
import { awardFulfilledOrder } from './modules/loyalty/loyalty.service';
import { releaseKitchenSlot } from './modules/kitchen/kitchen-slots.service';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tenants: TenantDirectory;
    menusCache: MenusCache;
    promotionsCache: PromotionsCache;
    /** Address lookups for delivery pricing: the geo adapter. */
    places: PlaceLookup;
    /** Outgoing mail: SMTP when configured, else the outbox table and the log. */
    mailer: Mailer;
    /** Where mail links point (configuration only, never the request's Host). */
    links: LinkOrigins;
    /** Texts to diners (decision 0086): what `sendText` needs, and the provider's configuration. */
    texts: Texting;
    smsConfig: SmsConfig;
    /** The hosts whose https: images an owner may name (IMAGE_HOSTS; http/image-hosts.ts). */
    imageHosts: readonly string[];
    /** Online payment: Stripe when a key is configured, else the built-in test provider. */
    paymentProviders: PaymentProviders;
    /** The current time; tests pin it. Routes read time only through this. */
    now(): Date;
    /** Signs and checks links that work without a sign-in (decision 0036). */
    linkSigner: LinkSigner;
    /** The table of a Dine-in order (reservations, for orders and staff; decision 0043). */
    tableBooking: TableBooking;
    /** Delivers the outbox's events to their subscribers (decision 0063). */
    events: EventDispatcher;
    /** Every change of an order after its placement (decision 0063). */
    orderLife: OrderLife;
    /** What a payment is for: the order or gift card order it completes, a member's saved card (decision 0067). */
    paymentPurposes: PaymentPurposes;
    /** Counters for Prometheus, served at /metrics when METRICS_TOKEN is set (issue 30). */
    metrics: Metrics;
    /** Set on SIGTERM: readiness answers 503 while the proxy in front stops sending requests. */
    shutdown: { draining: boolean };
  }
}

/** Counts the order events a process committed under their tenant's slug (the directory is cached). */
async function countOrderEvents(
  metrics: Metrics,
  directory: TenantDirectory,
  committed: readonly OutboxEvent[],
): Promise<void> {
  const orderEvents = committed.filter((event) => event.aggregate === 'order');
  if (orderEvents.length === 0) return;
  const tenants = await directory.list();
  for (const event of orderEvents)
    metrics.countOrderEvent(tenants.find((t) => t.id === event.tenantId)?.slug ?? event.tenantId, event.type);
}

/**
 * What an order holds outside its rows, wired once: the lifecycle moves each only as the domain's
 * transition table says (decision 0063).
 */
export function orderSidesOf(app: FastifyInstance): OrderSides {
  const payments = paymentDepsOf(app);
  return {
    cardMoney: {
      owe: oweCardMoney,
      settle: (tenantId, orderId, now) => settleCardMoney(payments, tenantId, orderId, now),
    },
    giftCards: {
      giveBack: (trx, tenantId, orderId, reason, at) =>
        refundCapturedRedemptions(trx, tenantId, orderId, { reason, at }),
    },
    coupons: { restore: restoreOrderCoupons, voidIssued: voidIssuedCoupons },
    loyalty: { returnPoints: returnOrderPoints, award: awardFulfilledOrder },
    kitchen: { releaseSlot: releaseKitchenSlot },
    tables: app.tableBooking,
  };
}

/** What payments complete and pay with, wired once: payments import none of these modules (decision 0067). */
export function paymentPurposesOf(app: FastifyInstance): PaymentPurposes {
  return {
    async complete(payment, current) {
      const payments = paymentDepsOf(app);
      if (payment.purpose === 'gift card order') {
        const placed = await completeGiftCardOrderPayment(
          app.db.kysely,
          payments,
          { payment, current },
          app.now(),
        );
        const order = placed.response.giftCardOrder;
        if (placed.created) {
          app.realtime.emitNewGiftCardOrder(order.restaurant._id, order, order.restaurant.settings.time_zone);
          mailPaidGiftCardOrder(app, payment.tenant_id, order._id);
        }
        return { order: null, couponCode: null, giftCardOrder: order };
      }
      // The order's event tells the board (and a Dine-in order's table the inbox) once it is written.
      const placed = await completeOnlineOrder(pricingDepsOf(app), payments, { payment, current }, app.now());
      const { order, couponCode } = placed.response;
      return { order, couponCode, giftCardOrder: null };
    },
    savedCard: (member, methodId, payment) =>
      savedCardForPayment(
        { db: app.db.kysely, providers: app.paymentProviders, now: app.now },
        member,
        methodId,
        payment,
      ),
  };
}

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  now?: () => Date;
}

/** Builds the whole application; server.ts only listens, and tests build it with app.inject. */
export async function buildApp({
  config,
  db,
  logger = false,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false ? false : { ...(logger === true ? {} : logger), serializers: requestLogSerializers },
    // A hop count trusts that many proxies nearest the server (proxy-addr's rule).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids tie a logged error to what the user was shown, and to the proxy's log line when
    // the proxy in front names one (X-Request-Id); every request's log lines carry it.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given)
        ? given
        : Math.random().toString(36).slice(2, 10);
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  // Plugins import no module (decision 0023): what they need of the modules is wired here.
  const directory = new TenantDirectory(() => listTenantDirectory(db.kysely), config.defaultTenant);
  app.decorate('db', db);
  app.decorate('tenants', directory);
  app.decorate('menusCache', new MenusCache());
  app.decorate('promotionsCache', new PromotionsCache());
  const geo = createGeoProvider(config.geo, fetch, { logger: app.log });
  app.decorate('geo', geo);
  app.decorate('places', geo as PlaceLookup);
  app.decorate('now', now);
  app.decorate('tableBooking', tableBooking);
  app.decorate('links', config.links);
  app.decorate('imageHosts', config.imageHosts);
  app.decorate(
    'paymentProviders',
    createPaymentProviders(config.payments, { db: db.kysely, now: () => app.now() }),
  );
  app.decorate(
    'linkSigner',
    createLinkSigner(await linkSigningSecret(db.kysely, config.linkSigningSecret, now())),
  );

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  registerNoStoreApi(app);
  registerTextHygiene(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Uploads (the owner console's photos) set their own limits where they are read (http/uploads.ts).
  await app.register(multipart);
  registerCrossSiteGuard(app);
  registerCustomerSessions(app, (tenantId, token) =>
    findSessionByToken(db.kysely, tenantId, token, app.now()),
  );
  registerBackgroundWork(app);
  const metrics = registerMetrics(app, {
    token: config.metricsToken,
    backlog: () => readBacklog(db.kysely, app.now()),
    pool: () =>
      db.pgPool
        ? { total: db.pgPool.totalCount, idle: db.pgPool.idleCount, waiting: db.pgPool.waitingCount }
        : null,
  });
  app.decorate('metrics', metrics);
  app.decorate('shutdown', { draining: false });
  registerRateLimiter(app, config);
  const mailer = createMailer(config.mail, {
    db: db.kysely,
    log: app.log,
    now: () => app.now(),
    brandOf: mailBrandLoader(db.kysely, config.links),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  app.decorate('smsConfig', config.sms);
  app.decorate('texts', {
    db: db.kysely,
    provider: createSmsProvider(config.sms, { fetch, log: app.log }),
    now: () => app.now(),
    log: app.log,
    webhookOrigin: config.sms.webhookOrigin,
  } satisfies Texting);
  // Outbound webhooks' worker (decision 0064): the outbox hands it events through webhookSubscriber.
  startWebhookDeliveries(app, config.webhooks);
  // Kitchen printers' worker (decision 0079): the outbox hands it events through printerSubscriber.
  startPrinting(app);
  // The outbox's subscribers: each audience of the domain's tables that hears of an order's or a booking's change.
  const events = createEventDispatcher({
    db: db.kysely,
    engine: db.engine,
    subscribers: [
      ...orderSubscribers(app),
      ...reservationSubscribers(app),
      webhookSubscriber(app.webhooks),
      printerSubscriber(app.printing),
      textSubscriber({ texting: app.texts, links: app.links }),
    ],
    now: () => app.now(),
    log: app.log,
    background: app.background,
    committed: (committed) =>
      void countOrderEvents(metrics, directory, committed).catch((err: unknown) =>
        app.log.warn({ err }, 'order events not counted'),
      ),
  });
  app.decorate('events', events);
  app.decorate('orderLife', createOrderLife({ db, sides: orderSidesOf(app), events }));
  app.decorate('paymentPurposes', paymentPurposesOf(app));
  registerTenantResolution(app, directory);
  registerRequestLocale(app);
  const staffSessionOf = (tenantId: string, token: string) =>
    authenticateStaff(db.kysely, tenantId, token, app.now());
  await registerRealtime(app, {
    databaseUrl: config.databaseUrl,
    authenticateStaff: staffSessionOf,
    // Holding the order's link (its unguessable id) is what lets a diner follow it live.
    orderExists: async (tenantId, orderId) =>
      (await findOrderCustomerId(db.kysely, tenantId, orderId)) !== undefined,
  });

  await app.register(healthRoutes);
  await app.register(mediaRoutes, { imagesDir: config.imagesDir });
  await app.register(
    async (api) => {
      const modules = [
        tenantRoutes,
        restaurantRoutes,
        menuRoutes,
        authRoutes,
        customerRoutes,
        referralRoutes,
        orderRoutes,
        paymentRoutes,
        giftCardOrderRoutes,
        giftCardRoutes,
        geoRoutes,
        reservationRoutes,
        kitchenPublicRoutes,
      ];
      for (const routes of modules) await api.register(routes);
      await api.register(contactRoutes, { challengeSecret: config.contactChallengeSecret });
    },
    { prefix: '/api/eater' },
  );
  await app.register(paymentWebhookRoutes, { prefix: '/api/payments' });
  await app.register(smsWebhookRoutes, { prefix: '/api/sms' });
  await app.register(shortLinkRoutes);
  // Printers that come for their jobs: Star CloudPRNT's URL (decision 0084).
  await app.register(printerPullRoutes, { prefix: '/api/print' });
  startPaymentRetries(app);
  startReconciliation(app);
  startGiftSends(app);
  await events.start();
  app.background.repeat('the expiry of unanswered orders', 60_000, () =>
    expireUnansweredOrders(db.kysely, app.orderLife, app.now()),
  );
  app.background.repeat('the pruning of delivered news', 3_600_000, () =>
    pruneDeliveredNews(db.kysely, app.now()),
  );
  app.background.repeat('the customers report’s kept ranges', 900_000, () =>
    tendCustomerRanges(db.kysely, app.now()),
  );
  await app.register(
    async (staff) => {
      // One hook signs in every staff route but the few that say otherwise (decision 0067).
      registerStaffSessions(staff, staffSessionOf);
      bumpContentVersionOnWrites(staff, db, app.log);
      const modules = [
        staffRoutes,
        orderStaffRoutes,
        kitchenStaffRoutes,
        giftCardOrderStaffRoutes,
        reservationStaffRoutes,
        staffAccountRoutes,
        customerStaffRoutes,
        locationStaffRoutes,
        promotionStaffRoutes,
        (coupons: FastifyInstance) => couponStaffRoutes(coupons, { promotionCodes: activePromotionCodes }),
        brandStaffRoutes,
        giftCardProductStaffRoutes,
        mediaStaffRoutes,
        loyaltyCounterRoutes,
        auditRoutes,
        settingsSummaryRoutes,
        paymentSettingsRoutes,
        reconciliationRoutes,
        reportRoutes,
        menuConsoleRoutes,
        webhookStaffRoutes,
        printerStaffRoutes,
        textStaffRoutes,
        kitchenDisplayRoutes,
      ];
      for (const routes of modules) await staff.register(routes);
    },
    { prefix: '/api/staff' },
  );
  // A page's language (issue 31) is the caller's; without one, the tenant's default.
  const defaultLanguageOf = async (tenantId: string): Promise<Locale> =>
    (await directory.list()).find((t) => t.id === tenantId)?.default_language ?? DEFAULT_LOCALE;
  await registerWeb(app, config, {
    tenant: async (tenantId: string, locale?: Locale) =>
      getTenantDocument(app.db.kysely, tenantId, locale ?? (await defaultLanguageOf(tenantId))),
    menus: async (tenantId: string, restaurantId: string, locale?: Locale) =>
      (
        await getMenusDocument(
          app.db.kysely,
          app.menusCache,
          tenantId,
          restaurantId,
          false,
          locale ?? (await defaultLanguageOf(tenantId)),
        )
      ).data,
    pageVersions: async (tenantId) => {
      const rows = await findPageVersions(app.db.kysely, tenantId);
      return {
        content: rows[0]?.content_version ?? 0,
        restaurants: rows.flatMap((row) =>
          row.restaurant_id ? [{ _id: row.restaurant_id, menusVersion: row.menus_version ?? 0 }] : [],
        ),
      };
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) {
      return app.renderStorefront(request, reply);
    }
    const error = new HttpError(404, 'NOT_FOUND', `There is nothing at ${request.method} ${pathname}.`);
    return reply.status(404).send({ message: messageIn(request.locale, error.message), code: error.code });
  });

  return app;
}
