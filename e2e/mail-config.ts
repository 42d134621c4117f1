import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/* Where the e2e SMTP sink listens and keeps mail, per E2E_PORT so suites on other ports do not mix. */

export const e2ePort = () => Number(process.env.E2E_PORT ?? 3100);

/** A fixed port per suite: 1000 above the web server's. */
export const smtpPort = () => e2ePort() + 1000;

export const mailDirectory = () =>
  join(fileURLToPath(new URL('.', import.meta.url)), '.tmp', String(e2ePort()), 'mail');
