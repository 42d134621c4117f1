import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { e2ePort, smtpPort } from '../mail-config';
import { expect, expectAccessible, FIXED_NOW, test } from './fixtures';
import { waitForMail } from './mail';

/*
 * A new brand from the command line (issue 19 item 3): `npm run tenant -- create` makes the tenant
 * in a database of its own (SQLite belongs to one process at a time, decision 0005, so not the
 * suite's running server's), a second server serves it, the storefront greets diners with "coming
 * soon" until it has a menu, and the owner's invitation arrives by mail with a link that works.
 */
const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../../apps/server/src/db/tenant-cli.ts', import.meta.url));
const server = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
const port = e2ePort() + 2;
const dir = `.tmp/${e2ePort()}/onboarding`;
const env = {
  ...process.env,
  DATABASE_URL: `${dir}/brand.db`,
  PORT: String(port),
  FIXED_NOW,
  SEED_DEMO: 'false',
  DEFAULT_TENANT: 'riverside',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
  MAIL_FROM: 'orders@storefront.test',
};

test('@desktop a brand created from the CLI shows "coming soon" and its owner is invited', async ({
  page,
}) => {
  test.slow();
  rmSync(`${e2eDir}/${dir}`, { recursive: true, force: true });
  mkdirSync(`${e2eDir}/${dir}`, { recursive: true });
  const args = [
    'create',
    '--slug',
    'riverside',
    '--name',
    'Riverside Diner',
    '--owner-email',
    'owner@riverside.example',
  ];
  const run = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: e2eDir,
    encoding: 'utf8',
    env,
  });
  expect(run.stderr + run.stdout).toContain('Created riverside');
  expect(run.status).toBe(0);

  const brandServer = spawn(process.execPath, [server], { cwd: e2eDir, env, stdio: 'ignore' });
  try {
    await expect(async () => {
      expect((await fetch(`http://localhost:${port}/api/health`)).ok).toBe(true);
    }).toPass({ timeout: 30_000 });

    await page.goto(`http://riverside.localhost:${port}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Diner' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toBeVisible();
    await expect(page.getByRole('link', { name: 'owner@riverside.example' })).toBeVisible();
    await expectAccessible(page);

    const mail = await waitForMail('owner@riverside.example', (m) => m.subject.includes('Riverside Diner'));
    const link = new RegExp(`http://riverside\\.localhost:${port}/staff/invite\\?token=\\S+`).exec(
      mail.text,
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByLabel(/password/i).first()).toBeVisible();
  } finally {
    brandServer.kill();
  }
});
