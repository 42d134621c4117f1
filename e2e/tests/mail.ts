import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailDirectory } from '../mail-config';

/** A message the SMTP sink received (mail-sink.ts), as a recipient reads it. */
export interface CapturedMail {
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function readAll(): CapturedMail[] {
  const directory = mailDirectory();
  let files: string[];
  try {
    files = readdirSync(directory).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as CapturedMail);
}

/** Waits for the first mail to `to` that matches, as mail arrives in the background. */
export async function waitForMail(
  to: string,
  match: (mail: CapturedMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readAll().find((mail) => mail.to.includes(to.toLowerCase()) && match(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
