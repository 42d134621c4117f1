import { describe, expect, it } from 'vitest';
import { resolveTenantSlug } from './tenancy';

const TENANTS = [
  { slug: 'goldenmaple', website_url: 'https://www.goldenmaple.ca' },
  { slug: 'emerald', website_url: null },
  { slug: 'harbour', website_url: 'https://orders.example.com/menu?x=1' },
  { slug: 'prairie', website_url: 'prairiekitchen.net' },
  { slug: 'jade', website_url: 'http://user@jade-house.com:8443/' },
];

describe('resolveTenantSlug', () => {
  it.each([
    // Local development.
    ['localhost', 'demo'],
    ['localhost:5173', 'demo'],
    ['127.0.0.1:3000', 'demo'],
    ['192.168.1.20', 'demo'],
    ['[::1]:3000', 'demo'],
    ['', 'demo'],
    ['emerald.localhost:3000', 'emerald'],
    ['Emerald.LocalHost', 'emerald'],
    // Our own domain, with and without prefixes.
    ['goldenmaple.myfoodcourt.app', 'goldenmaple'],
    ['www.goldenmaple.myfoodcourt.app', 'goldenmaple'],
    ['orders.emerald.myfoodcourt.app:443', 'emerald'],
    // A tenant's own website host, ignoring 'www.' on either side.
    ['goldenmaple.ca', 'goldenmaple'],
    ['www.goldenmaple.ca', 'goldenmaple'],
    ['orders.example.com', 'harbour'],
    ['www.orders.example.com', 'harbour'],
    ['prairiekitchen.net', 'prairie'],
    ['www.prairiekitchen.net', 'prairie'],
    ['jade-house.com', 'jade'],
    // Unknown: the first label (the spec's fallback).
    ['unknown.myfoodcourt.app', 'unknown'],
    ['www.unknown.myfoodcourt.app', 'www'],
    ['example.com', 'example'],
    ['shop.example.com', 'shop'],
  ])('%j -> %s', (host, slug) => {
    expect(resolveTenantSlug(host, TENANTS, 'demo')).toBe(slug);
  });

  it('falls back to the default for a missing host', () => {
    expect(resolveTenantSlug(undefined, TENANTS, 'demo')).toBe('demo');
    expect(resolveTenantSlug(null, [], 'demo')).toBe('demo');
  });

  it('prefers a website match over a slug label', () => {
    const tenants = [
      { slug: 'emerald', website_url: null },
      { slug: 'other', website_url: 'https://emerald.myfoodcourt.app' },
    ];
    expect(resolveTenantSlug('emerald.myfoodcourt.app', tenants, 'demo')).toBe('other');
  });

  it('does not match a website that only shares a suffix', () => {
    expect(resolveTenantSlug('notgoldenmaple.ca', TENANTS, 'demo')).toBe('notgoldenmaple');
  });
});
