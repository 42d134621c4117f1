import path from 'node:path';
import { loadGeoConfig, type GeoConfig } from './adapters/geo/geo-provider';
import { loadMailConfig, type MailConfig } from './adapters/mail/mailer';
import { loadPaymentConfig, type PaymentConfig } from './adapters/payments/payment-provider';
import { loadWriteLimits, type WriteLimits } from './http/write-limits';

/** Everything the server reads from the environment, read once at start (README: Configuration). */
export interface Config {
  port: number;
  host: string;
  /** `postgres://…` for PostgreSQL; otherwise a SQLite file path (`file:` prefix optional). */
  databaseUrl: string;
  defaultTenant: string;
  /** Public origin used in links sent by mail (reset, invites) when a request's own origin is unknown. */
  publicUrl: string | null;
  /** Seed the demo tenants on start when the database has no tenant. */
  seedDemo: boolean;
  logLevel: string;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* (secure cookies, client address). */
  trustProxy: boolean;
  /** Folder of the built storefront (index.html and hashed assets). */
  webDist: string;
  /** Folder of shipped demo images, served under /images. */
  imagesDir: string;
  mapTileUrl: string;
  mapAttribution: string;
  /** Pins the server's clock (and the demo seed's dates) to an instant: for demos and browser tests. */
  fixedNow: Date | null;
  /** Address autocomplete, geocoding and distance: offline (shipped data), google or osm. */
  geo: GeoConfig;
  /** Signs the contact form's challenges; random per process when unset (one process is fine). */
  contactChallengeSecret: string | null;
  /** Mail: SMTP when SMTP_URL is set, otherwise the outbox table and the log. */
  mail: MailConfig;
  /** Online payment: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test provider. */
  payments: PaymentConfig;
  /** Signs links that work without a sign-in (reservation manage links); kept in the database when unset. */
  linkSigningSecret: string | null;
  /** Anonymous writes per address and email, and an online order's ceiling (http/write-limits.ts). */
  writeLimits: WriteLimits;
}

const serverRoot = path.resolve(import.meta.dirname, '..');

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || path.resolve(process.cwd(), 'data', 'storefront.db'),
    defaultTenant: env.DEFAULT_TENANT || 'goldenmaple',
    publicUrl: env.PUBLIC_URL || null,
    seedDemo: flag(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: flag(env.TRUST_PROXY, false),
    webDist: env.WEB_DIST || path.resolve(serverRoot, '..', 'web', 'dist'),
    imagesDir: env.IMAGES_DIR || path.resolve(serverRoot, 'demo-assets', 'images'),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION || '© OpenStreetMap contributors',
    fixedNow: parseFixedNow(env.FIXED_NOW),
    geo: loadGeoConfig(env),
    contactChallengeSecret: env.CONTACT_CHALLENGE_SECRET || null,
    mail: loadMailConfig(env),
    payments: loadPaymentConfig(env),
    linkSigningSecret: env.LINK_SIGNING_SECRET || null,
    writeLimits: loadWriteLimits(env),
  };
}
