/*
 * Production mode (issue 30 item 1, decision 0073): the demo's defaults (a test payment provider,
 * offline addresses, mail kept in a table, links to localhost) are honest for a demo and wrong for
 * a restaurant taking real orders. One list of checks says so, read both by the server at start
 * (refuse on a failing one, warn on the others) and by `npm run doctor` (prints them all).
 */

/** The words that mark a payment the built-in test provider "took", wherever it is shown. */
export const TEST_PAYMENT_LABEL = 'Test payment: no money was taken';

export type CheckLevel = 'ok' | 'warn' | 'fail';

export interface ProductionCheck {
  name: string;
  level: CheckLevel;
  /** What the server runs with now. */
  detail: string;
  /** What to do about it (the variable to set); null when nothing needs doing. */
  todo: string | null;
}

/** What the checks look at: read from the configuration and the database by the caller. */
export interface ProductionFacts {
  /** NODE_ENV=production. */
  production: boolean;
  /** PAYMENTS_PROVIDER=test: the operator asked for the test provider by name. */
  testPaymentsRequested: boolean;
  /** A real payment provider is configured (STRIPE_SECRET_KEY). */
  realPaymentProvider: boolean;
  /** The locations that take payment online, as "Brand: Location". */
  onlinePaymentLocations: readonly string[];
  geoProvider: string;
  /** SMTP_URL is set. */
  smtp: boolean;
  /** Who sends texts to diners: the built-in log provider or Twilio (SMS_PROVIDER). */
  smsProvider: 'log' | 'twilio';
  /** PUBLIC_URL or TENANT_BASE_DOMAIN is set. */
  linkOrigin: boolean;
  /** Star CloudPRNT printers whose URL is plain http (its origin's): `Brand: printer at location`. */
  httpCloudPrntPrinters: string[];
  /** The running Node.js: its major version and the IANA time zone data it carries (e.g. 2025c). */
  node: { major: number; timeZoneData: string };
}

const listed = (names: readonly string[]) =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

const ok = (name: string, detail: string): ProductionCheck => ({ name, level: 'ok', detail, todo: null });

/**
 * A demo default that is wrong for real orders: fine outside production; in production at `level`,
 * with what to do about it.
 */
const demoDefault = (
  facts: ProductionFacts,
  name: string,
  level: CheckLevel,
  detail: string,
  todo: string,
): ProductionCheck => ({
  name,
  level: facts.production ? level : 'ok',
  detail,
  todo: facts.production ? todo : null,
});

function paymentsCheck(facts: ProductionFacts): ProductionCheck {
  const name = 'Payments';
  if (facts.realPaymentProvider) return ok(name, 'A real payment provider (Stripe) takes card payments.');
  const online = facts.onlinePaymentLocations;
  if (!facts.production || facts.testPaymentsRequested)
    return demoDefault(
      facts,
      name,
      'warn',
      `The built-in test provider takes card payments: no money is taken (${
        facts.production ? 'PAYMENTS_PROVIDER=test' : 'outside production, the demo default'
      }).`,
      'Set STRIPE_SECRET_KEY to take real payments, and remove PAYMENTS_PROVIDER=test.',
    );
  if (online.length > 0)
    return {
      name,
      level: 'fail',
      detail: `Online payment is on at ${listed(online)}, but no payment provider is configured.`,
      todo: 'Set STRIPE_SECRET_KEY (sk_live_…), or PAYMENTS_PROVIDER=test to take test payments on purpose.',
    };
  return {
    name,
    level: 'ok',
    detail: 'No payment provider is configured; no location takes payment online.',
    todo: 'Set STRIPE_SECRET_KEY before turning online payment on.',
  };
}

/**
 * A setting whose demo default is wrong for real orders: what the server runs with once it is set
 * for them (`real`; null while it is on the default), else how bad the default is in production,
 * what it means and what to set.
 */
interface DemoSetting {
  name: string;
  real: (facts: ProductionFacts) => string | null;
  level: CheckLevel;
  detail: string;
  todo: string;
}

const DEMO_SETTINGS: readonly DemoSetting[] = [
  {
    name: 'Addresses (geo)',
    real: (facts) =>
      facts.geoProvider === 'offline' ? null : `Addresses are found with ${facts.geoProvider}.`,
    level: 'warn',
    detail: 'The offline geo provider finds addresses only in the demo areas.',
    todo: 'Set GEO_PROVIDER=osm, or GEO_PROVIDER=google with GOOGLE_MAPS_API_KEY.',
  },
  {
    name: 'Mail',
    real: (facts) => (facts.smtp ? 'Mail is sent through SMTP.' : null),
    level: 'warn',
    detail: 'Mail is kept in the mail_outbox table and the log: nobody receives it.',
    todo: 'Set SMTP_URL (smtp://user:pass@host:587 or smtps://…:465).',
  },
  {
    name: 'Texts',
    real: (facts) => (facts.smsProvider === 'twilio' ? 'Texts are sent through Twilio.' : null),
    level: 'warn',
    detail: 'Texts to diners are kept in the texts table and the log, labelled Test: nobody receives them.',
    todo: 'Set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or turn texts off per brand.',
  },
  {
    name: 'Links in mail',
    real: (facts) => (facts.linkOrigin ? 'Mail links use PUBLIC_URL or TENANT_BASE_DOMAIN.' : null),
    level: 'fail',
    detail: 'Mail links (password resets, orders, invitations) point to http://<slug>.localhost.',
    todo: "Set PUBLIC_URL (https://orders.example.com) or TENANT_BASE_DOMAIN (https://example.com: each tenant's slug under it).",
  },
];

function settingCheck(facts: ProductionFacts, setting: DemoSetting): ProductionCheck {
  const real = setting.real(facts);
  if (real !== null) return ok(setting.name, real);
  return demoDefault(facts, setting.name, setting.level, setting.detail, setting.todo);
}

/*
 * A CloudPRNT printer's URL carries its secret, and it polls across the internet: over plain http
 * anyone on the path reads the token and the tickets (decision 0084).
 */
function cloudPrntCheck(facts: ProductionFacts): ProductionCheck {
  const name = 'CloudPRNT printers';
  const printers = facts.httpCloudPrntPrinters;
  if (printers.length === 0) return ok(name, 'No CloudPRNT printer polls over plain http.');
  return demoDefault(
    facts,
    name,
    'warn',
    `${printers.join(', ')} poll${printers.length === 1 ? 's' : ''} over plain http: their URL's token and the tickets cross the network unencrypted.`,
    'Serve the server over https and set PUBLIC_URL or TENANT_BASE_DOMAIN to its https origin, then give each printer its new URL (Settings → Printers → New token).',
  );
}

/** Node's majors still supported by the Node.js project (Node 20's support ended in April 2026). */
const SUPPORTED_NODE_MAJOR = 22;

/*
 * The restaurants' clocks come from the time zone data inside Node: an old runtime keeps old rules
 * (Node 20's 2025c still puts Alberta at UTC-7 in November, an hour off since tz 2026), and every
 * pickup time, opening hour and board day at such a restaurant with it.
 */
function runtimeCheck(facts: ProductionFacts): ProductionCheck {
  const name = 'Node.js';
  const { major, timeZoneData } = facts.node;
  const detail = `Node ${major} with time zone data ${timeZoneData}`;
  if (major >= SUPPORTED_NODE_MAJOR) return ok(name, `${detail}.`);
  return demoDefault(
    facts,
    name,
    'warn',
    `${detail}: past its end of life, and its time zone rules are out of date (Alberta's clocks, for one).`,
    'Run the server on Node.js 24, the current LTS (docs/deploy/README.md).',
  );
}

/** Every check, in the order they are printed. */
export function productionChecks(facts: ProductionFacts): ProductionCheck[] {
  return [
    paymentsCheck(facts),
    ...DEMO_SETTINGS.map((setting) => settingCheck(facts, setting)),
    cloudPrntCheck(facts),
    runtimeCheck(facts),
  ];
}

/** One line per check: `[fail] Payments: … Set …`. */
export const formatCheck = (check: ProductionCheck): string =>
  `[${check.level}] ${check.name}: ${check.detail}${check.todo ? ` ${check.todo}` : ''}`;
