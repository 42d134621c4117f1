/*
 * For tests of the HTTP geo providers: a real HTTP server on 127.0.0.1 (random port) that answers
 * like the upstream API it stands in for, and records what it was sent. No fetch is mocked: the
 * provider's own requests go over a socket.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type LocalReply =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType?: string }
  /** Never answers: for timeouts. */
  | { hang: true };

export interface LocalHttpServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startLocalHttpServer(
  handle: (request: RecordedRequest) => LocalReply,
): Promise<LocalHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      let reply: LocalReply;
      try {
        reply = handle(recorded);
      } catch (error) {
        reply = { status: 500, text: error instanceof Error ? error.message : String(error) };
      }
      if ('hang' in reply) return;
      if ('json' in reply) {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(reply.json));
      } else {
        res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/plain' });
        res.end(reply.text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A logger that keeps what it was told, to assert warnings. */
export function recordingLogger() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    warn(details: Record<string, unknown>, message: string) {
      warnings.push({ details, message });
    },
  };
}
