/*
 * The escpos-tcp sender (decision 0079): a network printer's raw port (JetDirect, 9100 by default)
 * takes a job's bytes over one TCP connection. The job counts as printed once every byte was
 * written and the connection closed cleanly; a refused or broken connection, or no close within
 * the timeout, leaves it to be sent again. The raw port sends no receipt, so the job's id is
 * printed on the ticket: a kitchen can tell a reprint from a duplicate.
 */
import net from 'node:net';
import type { PrinterConnection } from '@storefront/domain';

const TIMEOUT_MS = 10_000;

export async function sendEscPosTcp(
  connection: Extract<PrinterConnection, { kind: 'escpos-tcp' }>,
  bytes: Uint8Array,
  timeoutMs = TIMEOUT_MS,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: connection.host, port: connection.port });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`the printer did not answer within ${timeoutMs / 1000} s`)),
    );
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      if (!hadError) resolve();
    });
    socket.on('connect', () => socket.end(bytes));
    // A printer may answer status bytes; nothing here reads them.
    socket.resume();
  });
}

/** The connections the server sends jobs to (CloudPRNT printers and the agent come for theirs). */
export type PushedConnection = Extract<PrinterConnection, { kind: 'escpos-tcp' }>;

/** How a printer of each connection kind is sent a job: one line per kind. */
export const PRINTER_SENDERS: {
  [K in PushedConnection['kind']]: (
    connection: Extract<PushedConnection, { kind: K }>,
    bytes: Uint8Array,
  ) => Promise<void>;
} = {
  'escpos-tcp': sendEscPosTcp,
};

export const sendToPrinter = (connection: PushedConnection, bytes: Uint8Array): Promise<void> =>
  PRINTER_SENDERS[connection.kind](connection, bytes);
