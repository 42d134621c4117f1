import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { tenantOriginOf } from '../../http/origin';
import { call, newAddress, newEmail, registerMember } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

/*
 * Issue 16, hole 1: `goldenmaple.<anything>` resolves to Golden Maple, so a mail link built from the
 * Host header would carry a genuine reset token to the attacker's host. Links come from
 * configuration only.
 */
let t: TestApp;
let smtp: SmtpSink;
const logLines: string[] = [];
const attacker = { host: 'goldenmaple.attacker.example' };

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    now: TEST_NOW,
    logLines,
    config: {
      mail: { smtpUrl: smtp.url, from: 'orders@storefront.test' },
      ...{ links: loadConfig({ TENANT_BASE_DOMAIN: 'myfoodcourt.test' }).links },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const linksIn = (text: string) => text.match(/https?:\/\/[^\s>)"]+/g) ?? [];

describe('mail links come from configuration, never from the Host header', () => {
  it('a reset asked for through a foreign Host mails a link on the tenant’s configured origin', async () => {
    const member = await registerMember(t.app);
    const email = member.user.local.email;
    const response = await call(t.app, 'POST', '/api/eater/auth/forgot-password', {
      headers: attacker,
      body: { email },
      remoteAddress: newAddress(),
    });
    expect(response.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Reset your'));
    expect(mail.text).toMatch(
      /^https:\/\/goldenmaple\.myfoodcourt\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/m,
    );
    expect(mail.raw).not.toContain('attacker.example');
  });

  it('welcome and invite mails sent through a foreign Host link to the configured origin', async () => {
    const email = newEmail();
    const registered = await call<{ token: string; user: { _id: string } }>(
      t.app,
      'POST',
      '/api/eater/auth/register',
      {
        headers: attacker,
        remoteAddress: newAddress(),
        body: { email, firstName: 'Ada', lastName: 'Quinn', password: 'a-good-password' },
      },
    );
    expect(registered.status).toBe(201);
    const welcome = await smtp.waitFor((m) => m.to.includes(email));
    expect(linksIn(welcome.text).length).toBeGreaterThan(0);
    for (const link of linksIn(welcome.text))
      expect(link).toMatch(/^https:\/\/goldenmaple\.myfoodcourt\.test\//);
    expect(welcome.raw).not.toContain('attacker.example');

    const invitee = newEmail('friend');
    const invite = await call(
      t.app,
      'POST',
      `/api/eater/customers/${registered.body.user._id}/referral/email`,
      {
        headers: attacker,
        token: registered.body.token,
        body: { inviteeEmail: invitee },
      },
    );
    expect(invite.status, invite.body.message).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(invitee));
    expect(mail.text).toContain('https://goldenmaple.myfoodcourt.test/referral/');
    expect(mail.raw).not.toContain('attacker.example');
  });

  it('a reset token never reaches the access log (API path or page query)', async () => {
    const token = 'Zx9-secret-reset-token-Zx9-secret-reset-token';
    await call(t.app, 'POST', `/api/eater/auth/reset-password/${token}`, {
      body: { password: 'a-new-password' },
      remoteAddress: newAddress(),
    });
    await t.app.inject({
      method: 'GET',
      url: `/reset-password?token=${token}`,
      headers: { host: 'localhost' },
    });
    const access = logLines.filter((line) => line.includes('reset-password'));
    expect(access.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(token);
    expect(access.join('\n')).toContain('[redacted]');
  });
});

describe('the configured origin of a tenant’s links', () => {
  const golden = { slug: 'goldenmaple', website_url: null };
  it('is the tenant’s website, else its slug under TENANT_BASE_DOMAIN, else PUBLIC_URL', () => {
    const both = loadConfig({
      TENANT_BASE_DOMAIN: 'myfoodcourt.com',
      PUBLIC_URL: 'https://order.example.ca',
    });
    expect(
      tenantOriginOf({ slug: 'prairiepie', website_url: 'www.prairiepie.example.ca/' }, both.links),
    ).toBe('https://www.prairiepie.example.ca');
    expect(tenantOriginOf(golden, both.links)).toBe('https://goldenmaple.myfoodcourt.com');
    expect(tenantOriginOf(golden, loadConfig({ PUBLIC_URL: 'https://order.example.ca/' }).links)).toBe(
      'https://order.example.ca',
    );
    expect(tenantOriginOf(golden, loadConfig({ TENANT_BASE_DOMAIN: 'http://localhost:3000' }).links)).toBe(
      'http://goldenmaple.localhost:3000',
    );
    // Nothing configured: the dev server's own address.
    expect(tenantOriginOf(golden, loadConfig({ PORT: '3200' }).links)).toBe(
      'http://goldenmaple.localhost:3200',
    );
  });

  it('refuses a malformed setting at start', () => {
    expect(() => loadConfig({ TENANT_BASE_DOMAIN: 'ftp://files.example' })).toThrow(/TENANT_BASE_DOMAIN/);
  });
});
