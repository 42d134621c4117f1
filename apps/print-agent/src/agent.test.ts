import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PRINT_AGENT_EVENTS,
  PRINT_AGENT_PATH,
  PRINT_AGENT_REFUSED,
  type PrintAgentAck,
} from '@storefront/domain';
import { Server, type Socket } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { startAgent, type Agent } from './agent';

/*
 * The agent against a real socket.io server speaking the server's side of the protocol, printing to
 * a device file (as /dev/usb/lp0 is written): a job sent again after its acknowledgement was lost
 * is acknowledged, not written twice; a printer that cannot be written is said so; a refused token
 * stops it. (apps/server's printers.pull.test.ts runs it as a process against the real server.)
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fakeServer(acceptToken: string) {
  const http = createServer();
  const io = new Server(http, { path: PRINT_AGENT_PATH });
  io.use((socket, next) =>
    socket.handshake.auth.token === acceptToken ? next() : next(new Error(PRINT_AGENT_REFUSED)),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => void io.close(() => resolve())));
  const connected = new Promise<Socket>((resolve) => io.on('connection', resolve));
  return { origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, connected };
}

const sendJob = (socket: Socket, id: string, text: string) =>
  socket.timeout(5_000).emitWithAck(PRINT_AGENT_EVENTS.job, {
    id,
    bytes: Buffer.from(text).toString('base64'),
  }) as Promise<PrintAgentAck>;

function run(agent: Agent): Agent {
  cleanups.push(() => agent.stop());
  return agent;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'print-agent-'));
  cleanups.push(() => rm(dir, { recursive: true }));
  return dir;
}

/** An agent writing to the device file at `device`, and the server's end of its socket once connected. */
async function connectedDeviceAgent(device: string): Promise<Socket> {
  const server = await fakeServer('good-token');
  run(
    startAgent({
      server: server.origin,
      token: 'good-token',
      printer: { kind: 'device', path: device },
      log: () => {},
    }),
  );
  return server.connected;
}

describe('the print agent', () => {
  it('writes each job once to a device file, in order, however often it is sent', async () => {
    const device = path.join(await tempDir(), 'lp0');
    const socket = await connectedDeviceAgent(device);
    expect(await sendJob(socket, 'job-1', 'first\n')).toEqual({ ok: true });
    // The acknowledgement was lost on the way: the server sends the job again.
    expect(await sendJob(socket, 'job-1', 'first\n')).toEqual({ ok: true });
    expect(await sendJob(socket, 'job-2', 'second\n')).toEqual({ ok: true });
    expect(await readFile(device, 'utf8')).toBe('first\nsecond\n');
  });

  it('says why a job could not be written, and writes it when sent again', async () => {
    const socket = await connectedDeviceAgent(path.join(await tempDir(), 'no-such-dir', 'lp0'));
    const answer = await sendJob(socket, 'job-1', 'first\n');
    expect(answer).toMatchObject({ ok: false, error: expect.stringContaining('ENOENT') });
  });

  it('stops when the server refuses its token', async () => {
    const server = await fakeServer('good-token');
    const agent = run(
      startAgent({
        server: server.origin,
        token: 'stale',
        printer: { kind: 'tcp', host: '127.0.0.1', port: 9 },
        log: () => {},
      }),
    );
    expect(await agent.refused).toBe(PRINT_AGENT_REFUSED);
  });
});
