/*
 * Where the agent prints (decision 0084): a network printer's raw port (JetDirect, 9100), one TCP
 * connection per job, written once every byte is sent and the printer closed cleanly; or a device
 * file such as /dev/usb/lp0 (a USB printer on Linux), written like a file.
 */
import { appendFile } from 'node:fs/promises';
import net from 'node:net';

export type LocalPrinter = { kind: 'tcp'; host: string; port: number } | { kind: 'device'; path: string };

const TIMEOUT_MS = 10_000;

function writeTcp(printer: { host: string; port: number }, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: printer.host, port: printer.port });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('the printer did not answer within 10 s')));
    socket.on('error', reject);
    socket.on('close', (hadError) => hadError || resolve());
    socket.on('connect', () => socket.end(bytes));
    socket.resume();
  });
}

/** Writes one job's bytes to the printer; throws when they could not all be written. */
export const writeToPrinter = (printer: LocalPrinter, bytes: Uint8Array): Promise<void> =>
  printer.kind === 'tcp' ? writeTcp(printer, bytes) : appendFile(printer.path, bytes);

/** `host`, `host:port` or a device path (starting with /). */
export function parsePrinter(text: string): LocalPrinter {
  if (text.startsWith('/')) return { kind: 'device', path: text };
  const match = /^([A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(text);
  const port = Number(match?.[2] ?? 9100);
  if (!match || port < 1 || port > 65535) {
    throw new Error(
      `--printer must be host[:port] (e.g. 192.168.1.50:9100) or a device path such as /dev/usb/lp0, got '${text}'`,
    );
  }
  return { kind: 'tcp', host: match[1]!, port };
}
