import { describe, expect, it } from 'vitest';
import { formatCheck, productionChecks, type ProductionFacts } from './production-checks';

const demo: ProductionFacts = {
  production: false,
  testPaymentsRequested: false,
  realPaymentProvider: false,
  onlinePaymentLocations: ['Golden Maple Bistro: Saskatoon'],
  geoProvider: 'offline',
  smtp: false,
  smsProvider: 'log',
  linkOrigin: false,
  httpCloudPrntPrinters: [],
  node: { major: 20, timeZoneData: '2025c' },
};

const levels = (facts: ProductionFacts) =>
  Object.fromEntries(productionChecks(facts).map((check) => [check.name, check.level]));

describe('productionChecks', () => {
  it("passes the demo's defaults outside production", () => {
    expect(levels(demo)).toEqual({
      Payments: 'ok',
      'Addresses (geo)': 'ok',
      Mail: 'ok',
      Texts: 'ok',
      'Links in mail': 'ok',
      'CloudPRNT printers': 'ok',
      'Node.js': 'ok',
    });
  });

  it('fails online payment without a provider and links without an origin in production, warns on the rest', () => {
    const checks = productionChecks({ ...demo, production: true });
    expect(levels({ ...demo, production: true })).toEqual({
      Payments: 'fail',
      'Addresses (geo)': 'warn',
      Mail: 'warn',
      Texts: 'warn',
      'Links in mail': 'fail',
      'CloudPRNT printers': 'ok',
      'Node.js': 'warn',
    });
    expect(formatCheck(checks[0]!)).toBe(
      '[fail] Payments: Online payment is on at Golden Maple Bistro: Saskatoon, but no payment provider is configured. Set STRIPE_SECRET_KEY (sk_live_…), or PAYMENTS_PROVIDER=test to take test payments on purpose.',
    );
    for (const check of checks.filter((c) => c.level !== 'ok' && c.name !== 'Node.js'))
      expect(check.todo).toMatch(/Set [A-Z_]+/);
    expect(formatCheck(checks.find((c) => c.name === 'Node.js')!)).toBe(
      "[warn] Node.js: Node 20 with time zone data 2025c: past its end of life, and its time zone rules are out of date (Alberta's clocks, for one). Run the server on Node.js 24, the current LTS (docs/deploy/README.md).",
    );
    expect(levels({ ...demo, production: true, node: { major: 24, timeZoneData: '2026e' } })['Node.js']).toBe(
      'ok',
    );
  });

  it('warns on test payments asked for by name, and passes once every real service is configured', () => {
    expect(levels({ ...demo, production: true, testPaymentsRequested: true }).Payments).toBe('warn');
    expect(levels({ ...demo, production: true, onlinePaymentLocations: [] }).Payments).toBe('ok');
    const configured = {
      ...demo,
      production: true,
      realPaymentProvider: true,
      geoProvider: 'osm',
      smtp: true,
      smsProvider: 'twilio' as const,
      linkOrigin: true,
      node: { major: 24, timeZoneData: '2026e' },
    };
    expect(productionChecks(configured).every((check) => check.level === 'ok' && check.todo === null)).toBe(
      true,
    );
  });

  it('warns in production on a CloudPRNT printer whose URL is plain http', () => {
    const facts = { ...demo, httpCloudPrntPrinters: ['Golden Maple: Hot line at Saskatoon'] };
    expect(levels(facts)['CloudPRNT printers']).toBe('ok');
    const check = productionChecks({ ...facts, production: true }).find(
      (c) => c.name === 'CloudPRNT printers',
    )!;
    expect(check.level).toBe('warn');
    expect(formatCheck(check)).toMatch(
      /^\[warn\] CloudPRNT printers: Golden Maple: Hot line at Saskatoon polls over plain http: .* Serve the server over https/,
    );
  });

  it('names at most three locations, then how many more', () => {
    const many = {
      ...demo,
      production: true,
      onlinePaymentLocations: ['A: 1', 'A: 2', 'B: 1', 'B: 2', 'C: 1'],
    };
    expect(productionChecks(many)[0]!.detail).toBe(
      'Online payment is on at A: 1, A: 2, B: 1 and 2 more, but no payment provider is configured.',
    );
  });
});
