import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { decodeEscPos, type PrintedTicket } from '@storefront/domain';

/*
 * A real ESC/POS printer's raw port for tests (decision 0079): a TCP listener that keeps the bytes
 * of each connection (one job each) and decodes them with the shared decoder. `stop` closes the
 * port (a printer switched off: connections are refused); `start` opens it again on the same port.
 */
export interface PrinterListener {
  port: number;
  /** Each connection's bytes, in the order they arrived. */
  jobs: Buffer[];
  /** Every ticket received, decoded. */
  tickets(): PrintedTicket[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startPrinterListener(port = 0): Promise<PrinterListener> {
  let server: net.Server | null = null;
  const open = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const next = net.createServer((socket) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => {
          listener.jobs.push(Buffer.concat(chunks));
          socket.end();
        });
      });
      next.once('error', reject);
      next.listen(at, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as AddressInfo).port);
      });
    });
  const shut = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  const listener: PrinterListener = {
    port: 0,
    jobs: [],
    tickets: () => listener.jobs.flatMap((job) => decodeEscPos(job)),
    stop: shut,
    start: async () => {
      await open(listener.port);
    },
    close: shut,
  };
  listener.port = await open(port);
  return listener;
}
