import path from 'node:path';
import { isProduction } from './environment';
import { loadGeoConfig, type GeoConfig } from './adapters/geo/geo-provider';
import { loadMailConfig, type MailConfig } from './adapters/mail/mailer';
import { loadSmsConfig, type SmsConfig } from './adapters/sms/sms-provider';
import { configuredUrl, type LinkOrigins } from './http/origin';
import { loadPaymentConfig, type PaymentConfig } from './adapters/payments/registry';
import { loadWriteLimits, type WriteLimits } from './http/write-limits';
import { loadAuthLimits, type AuthLimits } from './http/auth-limits';

/** Everything the server reads from the environment, read once at start (README: Configuration). */
export interface Config {
  /**
   * NODE_ENV=production: the demo's defaults are refused or warned about at start (decision 0073),
   * and the test payment provider runs only when PAYMENTS_PROVIDER=test asks for it.
   */
  production: boolean;
  port: number;
  host: string;
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file path (`file:` prefix optional). */
  databaseUrl: string;
  defaultTenant: string;
  /**
   * Where mail links (reset, welcome, invites) point for a tenant without a website_url: its slug under
   * `tenantBaseUrl`, else `publicUrl`. Never the request's Host (issue 16). With neither configured,
   * `http://<slug>.localhost:<port>`, the dev server's own address.
   */
  links: LinkOrigins;
  /** Seed the demo tenants on start when the database has no tenant. */
  seedDemo: boolean;
  logLevel: string;
  /**
   * Behind a TLS-terminating proxy: which hops' X-Forwarded-* to trust (secure cookies, client
   * address): a hop count, or the proxies' addresses/CIDRs. Never every hop: a client could then
   * name any address it likes and escape every per-address limit.
   */
  trustProxy: false | number | string[];
  /** Folder of the built storefront (index.html and hashed assets). */
  webDist: string;
  /** Folder of shipped demo images, served under /images. */
  imagesDir: string;
  /**
   * The hosts whose https: images an owner may name (logos, photos, promotion and gift card images)
   * and a tenant import may fetch; empty: the site's own images only (decision 0071).
   */
  imageHosts: string[];
  mapTileUrl: string;
  mapAttribution: string;
  /**
   * PAGE_CACHE=off: every storefront page is drawn for its request, none kept or shared (the bench
   * measures what a drawing costs with it); on by default.
   */
  pageCache: boolean;
  /** Pins the server's clock (and the demo seed's dates) to an instant: for demos and browser tests. */
  fixedNow: Date | null;
  /** Address autocomplete, geocoding and distance: offline (shipped data), google or osm. */
  geo: GeoConfig;
  /** Signs the contact form's challenges; random per process when unset (one process is fine). */
  contactChallengeSecret: string | null;
  /** Mail: SMTP when SMTP_URL is set, otherwise the outbox table and the log. */
  mail: MailConfig;
  /** Online payment: each provider's settings (adapters/payments/registry.ts). */
  payments: PaymentConfig;
  /** Texts to diners: the log provider (the demo's default) or Twilio (SMS_PROVIDER; decision 0086). */
  sms: SmsConfig;
  /** Signs links that work without a sign-in (reservation manage links); kept in the database when unset. */
  linkSigningSecret: string | null;
  /** Anonymous writes per address and email, and an online order's ceiling (http/write-limits.ts). */
  writeLimits: WriteLimits;
  authLimits: AuthLimits;
  /**
   * Outbound webhooks: WEBHOOK_ALLOW_PRIVATE=true lets endpoints be on private, loopback and
   * link-local addresses (tests, private networks); refused otherwise (decision 0064).
   */
  webhooks: { allowPrivate: boolean };
  /** METRICS_TOKEN: `GET /metrics` answers only with this bearer token; unset, it is not served. */
  metricsToken: string | null;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM the process says it is not ready for this long before it stops
   * taking requests, so the proxy in front stops sending them first (docs/deploy/README.md).
   */
  shutdownDrainMs: number;
}

const serverRoot = path.resolve(import.meta.dirname, '..');

function parseDrainMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
    throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds up to 60000, got '${value}'`);
  return ms;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function parseFixedNow(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`FIXED_NOW must be an ISO 8601 instant, got '${value}'`);
  return date;
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  // 'true' was the old setting: it now trusts the one proxy in front of the server, not every hop.
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = list.find(
    (entry) =>
      !/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry),
  );
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a list of proxy addresses (CIDR allowed), got '${bad}'`,
    );
  }
  return list;
}

function parseImageHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = hosts.find(
    (host) => !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(host),
  );
  if (bad !== undefined)
    throw new Error(`IMAGE_HOSTS must be host names separated by commas (cdn.example.com), got '${bad}'`);
  return hosts;
}

function loadLinkOrigins(env: NodeJS.ProcessEnv, port: number): LinkOrigins {
  const publicUrl = env.PUBLIC_URL ? configuredUrl(env.PUBLIC_URL, 'PUBLIC_URL').origin : null;
  const base = env.TENANT_BASE_DOMAIN
    ? configuredUrl(env.TENANT_BASE_DOMAIN, 'TENANT_BASE_DOMAIN')
    : publicUrl
      ? null
      : new URL(`http://localhost:${port}`);
  return { tenantBaseUrl: base, publicUrl };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  const links = loadLinkOrigins(env, port);
  return {
    production: isProduction(env),
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || path.resolve(process.cwd(), 'data', 'storefront.db'),
    defaultTenant: env.DEFAULT_TENANT || 'goldenmaple',
    links,
    seedDemo: flag(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: env.WEB_DIST || path.resolve(serverRoot, '..', 'web', 'dist'),
    imagesDir: env.IMAGES_DIR || path.resolve(serverRoot, 'demo-assets', 'images'),
    imageHosts: parseImageHosts(env.IMAGE_HOSTS),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION || '© OpenStreetMap contributors',
    pageCache: env.PAGE_CACHE !== 'off',
    fixedNow: parseFixedNow(env.FIXED_NOW),
    geo: loadGeoConfig(env),
    contactChallengeSecret: env.CONTACT_CHALLENGE_SECRET || null,
    mail: loadMailConfig(env),
    payments: loadPaymentConfig(env),
    // Twilio calls back at PUBLIC_URL (or SMS_WEBHOOK_ORIGIN): one address for every tenant.
    sms: loadSmsConfig(env, links.publicUrl ?? `http://localhost:${port}`),
    linkSigningSecret: env.LINK_SIGNING_SECRET || null,
    writeLimits: loadWriteLimits(env),
    authLimits: loadAuthLimits(env),
    webhooks: { allowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE, false) },
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    shutdownDrainMs: parseDrainMs(env.SHUTDOWN_DRAIN_MS),
  };
}
