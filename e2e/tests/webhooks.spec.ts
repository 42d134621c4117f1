import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectAccessible, FIXED_NOW, test } from './fixtures';
import { ownerPage } from './steps';

/*
 * Outbound webhooks (issue 26 item 4; decision 0064): the demo owner adds an endpoint that points
 * to a real HTTP receiver started here, sends a test event, and sees it arrive signed with the
 * secret the console showed once, and logged as delivered; Resend sends it again. The endpoint is
 * deleted at the end. (The server runs with WEBHOOK_ALLOW_PRIVATE=true: the receiver is on 127.0.0.1.)
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Whether `header` is `t=…,v1=…` signing `body` with `secret`, and its t. */
function signedBy(header: string, body: string, secret: string): { valid: boolean; t: number } {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return { valid: given.length === expected.length && timingSafeEqual(given, expected), t };
}

test('the owner adds a webhook endpoint, sends a test event and sees it arrive signed and logged @desktop', async ({
  browser,
}) => {
  // The console's screens and one axe pass: about 20 s alone, longer beside another worker.
  test.setTimeout(60_000);
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pos/hooks`;

  try {
    const owner = await ownerPage(browser, '/staff/settings/webhooks');
    await expect(owner.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await owner.getByRole('button', { name: 'Add endpoint' }).click();
    const form = owner.getByRole('form', { name: 'New endpoint' });
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByLabel('Description').fill('Point of sale (browser test)');
    await form.getByLabel('order.accepted').check();
    await form.getByRole('button', { name: 'Create endpoint' }).click();

    // The secret, shown this once.
    const secret = (await owner.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[\w-]+$/);
    const endpoints = owner.getByRole('region', { name: 'Endpoints' });
    await expect(endpoints.getByText(url, { exact: true })).toBeVisible();
    await expect(endpoints.getByText('order.placed, order.accepted')).toBeVisible();

    await endpoints.getByRole('button', { name: `Deliveries of ${url}` }).click();
    const log = owner.getByRole('region', { name: `Deliveries to ${url}` });
    await log.getByRole('button', { name: 'Send test event' }).click();

    await expect.poll(() => received.length).toBe(1);
    const [delivery] = received;
    const payload = JSON.parse(delivery!.body) as { id: string; type: string; created: number };
    expect(payload.type).toBe('webhook.test');
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['storefront-event-id']).toBe(payload.id);
    const signature = signedBy(String(delivery!.headers['storefront-signature']), delivery!.body, secret);
    // Signed with the secret the console showed, at the server's (pinned) clock.
    expect(signature).toEqual({ valid: true, t: Date.parse(FIXED_NOW) / 1000 });

    const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(row).toContainText('Delivered');
    await expect(row.getByRole('cell').nth(3)).toHaveText('200');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await expectAccessible(owner);

    await row.getByRole('button', { name: 'Resend webhook.test' }).click();
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.headers['storefront-event-id']).toBe(payload.id);
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');

    await endpoints.getByRole('button', { name: `Delete ${url}` }).click();
    await expect(endpoints.getByText(url, { exact: true })).toHaveCount(0);
    await owner.context().close();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
