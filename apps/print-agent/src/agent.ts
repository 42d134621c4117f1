/*
 * The print agent (issue 29 item 1; decision 0084): on a computer in the restaurant, it connects out
 * to the server (no port opened in the restaurant's network) with its printer's token, takes that
 * printer's jobs one at a time, writes each to the local printer and acknowledges it once written.
 * socket.io reconnects by itself with a growing delay; the server sends again what was not
 * acknowledged. The ids of the jobs written are remembered, so a job sent again because its
 * acknowledgement was lost is acknowledged, not printed twice.
 */
import {
  PRINT_AGENT_EVENTS,
  PRINT_AGENT_PATH,
  PRINT_AGENT_REFUSED,
  type PrintAgentServerEvents,
} from '@storefront/domain';
import { io, type Socket } from 'socket.io-client';
import { writeToPrinter, type LocalPrinter } from './printer';

export interface AgentOptions {
  /** The server's origin: https://order.example.ca. */
  server: string;
  token: string;
  printer: LocalPrinter;
  log?: (line: string) => void;
  /** The first wait before reconnecting, doubling up to 30 s. */
  reconnectDelayMs?: number;
}

export interface Agent {
  /** Resolves when the server refused the token (the agent stops): its message. */
  refused: Promise<string>;
  stop(): void;
}

/** How many written job ids are kept: far more than a queue sent again after a lost connection. */
const REMEMBERED = 1_000;

type AgentSocket = Socket<PrintAgentServerEvents, Record<string, never>>;

export function startAgent(options: AgentOptions): Agent {
  const log = options.log ?? ((line: string) => console.log(`${new Date().toISOString()} ${line}`));
  const written = new Set<string>();
  let refuse: (message: string) => void = () => {};
  const refused = new Promise<string>((resolve) => (refuse = resolve));
  const socket: AgentSocket = io(options.server, {
    path: PRINT_AGENT_PATH,
    auth: { token: options.token },
    transports: ['websocket'],
    reconnectionDelay: options.reconnectDelayMs ?? 1_000,
    reconnectionDelayMax: 30_000,
  });
  // One job at a time, in the order they came.
  let queue = Promise.resolve();

  socket.on('connect', () => log(`connected to ${options.server}`));
  socket.on('disconnect', (reason) =>
    // The server ends a connection itself only when another agent of this printer connected.
    log(
      reason === 'io server disconnect'
        ? 'disconnected: another print agent of this printer connected; this one stops'
        : `disconnected (${reason}); reconnecting`,
    ),
  );
  socket.on('connect_error', (error) => {
    if (error.message === PRINT_AGENT_REFUSED || !socket.active) {
      log(`refused: ${error.message}`);
      socket.disconnect();
      refuse(error.message);
    } else log(`cannot reach the server (${error.message}); trying again`);
  });
  socket.on(PRINT_AGENT_EVENTS.job, (job, ack) => {
    queue = queue.then(async () => {
      if (written.has(job.id)) return ack({ ok: true });
      try {
        await writeToPrinter(options.printer, Buffer.from(job.bytes, 'base64'));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`job ${job.id} not printed: ${message}`);
        return ack({ ok: false, error: message });
      }
      written.add(job.id);
      if (written.size > REMEMBERED) written.delete(written.values().next().value!);
      log(`job ${job.id} printed`);
      ack({ ok: true });
    });
  });

  return { refused, stop: () => socket.disconnect() };
}
