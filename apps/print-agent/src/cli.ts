/*
 * npm run print-agent -- --server https://order.example.ca --token <printer token> --printer 192.168.1.50:9100
 * (or --printer /dev/usb/lp0). The token may come from PRINT_AGENT_TOKEN instead, to keep it out of
 * the process list. Runs until stopped; exits 1 when the server refuses the token.
 */
import { parseArgs } from 'node:util';
import { startAgent } from './agent';
import { parsePrinter } from './printer';

const USAGE =
  'Usage: npm run print-agent -- --server https://order.example.ca --token <token> --printer <host[:port] | /dev/usb/lp0>';

function main(): void {
  const { values } = parseArgs({
    options: { server: { type: 'string' }, token: { type: 'string' }, printer: { type: 'string' } },
  });
  const token = values.token ?? process.env.PRINT_AGENT_TOKEN;
  if (!values.server || !token || !values.printer) {
    console.error(USAGE);
    process.exit(2);
  }
  const agent = startAgent({ server: values.server, token, printer: parsePrinter(values.printer) });
  void agent.refused.then(() => process.exit(1));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      agent.stop();
      process.exit(0);
    });
  }
}

main();
