import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailDirectory, smtpPort } from './mail-config';

/*
 * Playwright's global setup: a real SMTP server on a fixed port (playwright.config.ts points the app's
 * SMTP_URL at it). Each message it receives is parsed the way a mail client would (transfer
 * encodings undone) and written as one JSON file under .tmp/{E2E_PORT}/mail, where the tests read it
 * (tests/mail.ts). The returned function is the global teardown.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const directory = mailDirectory();
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          // The web server's start empties .tmp/{port}, so the folder is made at each write.
          mkdirSync(directory, { recursive: true });
          const record = {
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          sequence += 1;
          writeFileSync(join(directory, `${Date.now()}-${sequence}.json`), JSON.stringify(record, null, 2));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort(), '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
