/*
 * npm run webhook:listen [-- --port 4001] [-- --secret whsec_…]: a local receiver of the storefront's
 * outbound webhooks (decision 0064), for trying an endpoint from the owner console. It answers 200
 * to every POST and prints each delivery: its event id and type, the order's number and status (or
 * the booking's), and, given the endpoint's secret, whether the Storefront-Signature is valid.
 * Point the endpoint at http://localhost:4001/ with WEBHOOK_ALLOW_PRIVATE=true on the server.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { verifySignature } from '../apps/server/src/modules/webhooks/webhook-signature';

/** How far a signature's t may be from this machine's clock before the listener says so. */
const TOLERANCE_SECONDS = 300;

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4001' }, secret: { type: 'string' } },
});
const port = Number(values.port);
const secret = values.secret;

interface Delivery {
  id?: string;
  type?: string;
  created?: number;
  data?: { orderNumber?: number; reservationNumber?: number; status?: string };
}

/** What the delivery is about: `order #1001 Accepted`, `booking #104 Confirmed`, or nothing. */
function subject(data: Delivery['data']): string {
  if (data?.orderNumber !== undefined) return `order #${data.orderNumber} ${data.status ?? ''}`.trim();
  if (data?.reservationNumber !== undefined)
    return `booking #${data.reservationNumber} ${data.status ?? ''}`.trim();
  return '';
}

function signatureNote(header: string | undefined, body: string): string {
  if (!header) return 'unsigned';
  if (!secret) return 'signature not checked (no --secret)';
  if (!verifySignature(header, body, secret, 0, Infinity)) return 'INVALID signature';
  const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  const skew = Math.round(Date.now() / 1000 - t);
  return Math.abs(skew) <= TOLERANCE_SECONDS
    ? 'valid signature'
    : `valid signature, but signed ${skew} s away from this clock (a server with FIXED_NOW?)`;
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
    if (request.method !== 'POST') return;
    let delivery: Delivery = {};
    try {
      delivery = JSON.parse(body) as Delivery;
    } catch {
      console.log(`${new Date().toISOString()} a POST that is not JSON (${body.length} bytes)`);
      return;
    }
    const header = request.headers['storefront-signature'];
    const parts = [
      new Date().toISOString(),
      delivery.id ?? '(no id)',
      delivery.type ?? '(no type)',
      subject(delivery.data),
      signatureNote(typeof header === 'string' ? header : undefined, body),
    ].filter((part) => part !== '');
    console.log(parts.join('  '));
  });
});

server.listen(port, () => {
  console.log(
    `Listening for webhooks on http://localhost:${port}/ (${secret ? 'checking signatures' : 'pass --secret whsec_… to check signatures'})`,
  );
});
