import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  PRINT_AGENT_EVENTS,
  PRINT_AGENT_PATH,
  PRINT_AGENT_REFUSED,
  type PrintAgentAck,
  type PrintAgentServerEvents,
} from '@storefront/domain';
import type { Db } from '../../db';
import { countAttempt, markPrinted, nextJobOf, recordPull } from './printers.repository';
import { printerOfToken } from './printers.tokens';

/*
 * The print agent's end (issue 29 item 1; decision 0084). The agent, on a computer in the
 * restaurant, connects out to the server over socket.io (the transport the board already uses: its
 * reconnection with backoff and its acknowledgements are what a print queue needs) with its
 * printer's token. The server sends that printer's jobs one at a time, in order, and marks each
 * printed when the agent acknowledges it written; a job not acknowledged (the connection dropped,
 * or the agent answers that its printer failed) stays first in the queue and is sent again on the
 * next connection or sweep. The agent remembers the ids it wrote, so a job whose acknowledgement
 * was lost is acknowledged again, not printed twice.
 */

/** How long the agent has to write a job and say so. */
const ACK_TIMEOUT_MS = 30_000;

interface AgentData {
  printerId: string;
}

type AgentSocket = Socket<Record<string, never>, PrintAgentServerEvents, Record<string, never>, AgentData>;

export interface AgentHub {
  /** Sends every connected agent its waiting jobs, and says each is still there (the sweep and a kick). */
  pumpAll(): Promise<void>;
  /** Whether an agent of this printer is connected to this process. */
  connected(printerId: string): boolean;
  /** Drops a printer's agent's connection, as a network failure would (it reconnects by itself). */
  dropConnection(printerId: string): void;
}

export interface AgentDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function startAgentHub(app: FastifyInstance, deps: AgentDeps): AgentHub {
  const db = () => deps.db.kysely;
  const io = new Server<Record<string, never>, PrintAgentServerEvents, Record<string, never>, AgentData>(
    app.server,
    { path: PRINT_AGENT_PATH, serveClient: false, maxHttpBufferSize: 64 * 1024 },
  );
  const sockets = new Map<string, AgentSocket>();
  const sending = new Set<string>();

  io.use((socket: AgentSocket, next) => {
    const token: unknown = socket.handshake.auth.token;
    const refuse = () => next(new Error(PRINT_AGENT_REFUSED));
    if (typeof token !== 'string') return refuse();
    printerOfToken(db(), token, 'agent').then(
      (printer) => {
        if (!printer) return refuse();
        socket.data.printerId = printer.id;
        next();
      },
      (error: unknown) => {
        deps.log.error({ err: error }, 'print agent authentication failed');
        refuse();
      },
    );
  });

  const reach = (printerId: string, online: boolean, lastError: string | null) =>
    recordPull(db(), printerId, {
      online: online ? 1 : 0,
      last_seen_at: deps.now().toISOString(),
      last_error: lastError,
    });

  /** Sends a printer's jobs in order, one at a time, until none waits or one is not acknowledged. */
  async function pump(printerId: string): Promise<void> {
    if (sending.has(printerId)) return;
    sending.add(printerId);
    try {
      for (;;) {
        const socket = sockets.get(printerId);
        if (!socket?.connected) return;
        const job = await nextJobOf(db(), printerId);
        if (!job) return;
        await countAttempt(db(), job.id, deps.now().toISOString());
        let answer: PrintAgentAck;
        try {
          answer = await Promise.race([
            socket
              .timeout(ACK_TIMEOUT_MS)
              .emitWithAck(PRINT_AGENT_EVENTS.job, { id: job.id, bytes: job.body }),
            // A dropped connection ends the wait at once: the agent's next connection gets the job.
            new Promise<never>((_, reject) =>
              socket.once('disconnect', () => reject(new Error('disconnected'))),
            ),
          ]);
        } catch {
          // Dropped or silent: the job stays first and goes again on the next connection or sweep.
          return;
        }
        if (!answer.ok) {
          await reach(
            printerId,
            false,
            `The print agent could not print: ${String(answer.error).slice(0, 200)}`,
          );
          return;
        }
        await markPrinted(db(), job.id, deps.now().toISOString());
        await reach(printerId, true, null);
      }
    } finally {
      sending.delete(printerId);
    }
  }

  io.on('connection', (socket: AgentSocket) => {
    const { printerId } = socket.data;
    // One agent per printer: a new connection (the agent restarted) replaces the old one.
    const before = sockets.get(printerId);
    sockets.set(printerId, socket);
    before?.disconnect(true);
    socket.on('disconnect', () => {
      if (sockets.get(printerId) !== socket) return;
      sockets.delete(printerId);
      app.background.run('a print agent gone', () =>
        reach(printerId, false, 'The print agent is not connected'),
      );
    });
    app.background.run('a print agent connected', async () => {
      await reach(printerId, true, null);
      await pump(printerId);
    });
  });

  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });

  return {
    pumpAll: async () => {
      const at = deps.now().toISOString();
      await Promise.all(
        [...sockets.keys()].map(async (printerId) => {
          await recordPull(db(), printerId, { last_seen_at: at });
          await pump(printerId);
        }),
      );
    },
    connected: (printerId) => sockets.get(printerId)?.connected ?? false,
    dropConnection: (printerId) => sockets.get(printerId)?.conn.close(),
  };
}
