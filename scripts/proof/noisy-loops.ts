/*
 * The noisy tenant of `npm run proof -- noisy`, in a process of its own:
 *   node --import tsx scripts/proof/noisy-loops.ts <url> <host> <loops> <seconds>
 * Each loop fetches the menus again as soon as the last answer has arrived, reads the bytes and drops
 * them, and the timings are printed as one line of JSON. It is not autocannon in the proof's process:
 * autocannon keeps every answer's body as a string, and decoding 280 KB of brotli as UTF-8 took about
 * 6.5 s of each 7 s of the proof's CPU, in the event loop that was timing the quiet tenant.
 */
import http from 'node:http';

export interface LoopsResult {
  requests: number;
  perSecond: number;
  p99: number;
  errors: number;
}

const [url, host, loops, seconds] = process.argv.slice(2);
if (!url || !host || !loops || !seconds)
  throw new Error('usage: noisy-loops.ts <url> <host> <loops> <seconds>');

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(loops) });
const latencies: number[] = [];
let errors = 0;

function fetchOnce(): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get(url!, { agent, headers: { host: host!, 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - started);
          resolve();
        });
      })
      .on('error', () => {
        errors += 1;
        resolve();
      });
  });
}

const until = Date.now() + Number(seconds) * 1000;
await Promise.all(
  Array.from({ length: Number(loops) }, async () => {
    while (Date.now() < until) await fetchOnce();
  }),
);
agent.destroy();
latencies.sort((a, b) => a - b);
const result: LoopsResult = {
  requests: latencies.length,
  perSecond: latencies.length / Number(seconds),
  p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
  errors,
};
console.log(JSON.stringify(result));
