import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2ePort, smtpPort } from '../mail-config';
import { expect, expectAccessible, FIXED_NOW, test, tenantUrl } from './fixtures';
import { waitForMail } from './mail';

/*
 * A new brand from the command line (issue 19 item 3): `npm run tenant -- create` against the running
 * server's database makes the tenant, the storefront greets diners with "coming soon" until it has a
 * menu, and the owner's invitation arrives by mail with a link that works.
 */
const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../../apps/server/src/db/tenant-cli.ts', import.meta.url));

test('@desktop a brand created from the CLI shows "coming soon" and its owner is invited', async ({
  page,
}) => {
  test.slow();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      cli,
      'create',
      '--slug',
      'riverside',
      '--name',
      'Riverside Diner',
      '--owner-email',
      'owner@riverside.example',
    ],
    {
      cwd: e2eDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: `.tmp/${e2ePort()}/e2e.db`,
        PORT: String(e2ePort()),
        FIXED_NOW,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
        MAIL_FROM: 'orders@storefront.test',
      },
    },
  );
  expect(run.stderr + run.stdout).toContain('Created riverside');
  expect(run.status).toBe(0);

  // The server reads its directory of tenants every 10 seconds.
  await expect(async () => {
    await page.goto(tenantUrl('riverside'));
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Diner' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Coming soon')).toBeVisible();
  await expect(page.getByRole('link', { name: 'owner@riverside.example' })).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail('owner@riverside.example', (m) => m.subject.includes('Riverside Diner'));
  const link = /http:\/\/riverside\.localhost:\d+\/staff\/invite\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel(/password/i).first()).toBeVisible();
});
