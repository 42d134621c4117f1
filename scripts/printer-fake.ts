/*
 * npm run printer:fake [-- --port 9100]: a local ESC/POS printer for trying the kitchen printers
 * (decision 0079). It listens on the raw printer port and shows each job as the paper would: the
 * text (large lines between ** **), the QR code's link and the cut, decoded by the same decoder the
 * tests use. Add it in Settings → Printers as host 127.0.0.1 and this port; the console labels a
 * printer on the server's own loopback address a test printer.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { CP858_ESC_T, decodeEscPos, printedText } from '@storefront/domain';

const { values } = parseArgs({ options: { port: { type: 'string', default: '9100' } } });
const port = Number(values.port);

let jobs = 0;
const server = net.createServer((socket) => {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('end', () => {
    socket.end();
    const bytes = Buffer.concat(chunks);
    jobs += 1;
    console.log(`\n=== job ${jobs}: ${bytes.length} bytes from ${socket.remoteAddress} ===`);
    try {
      for (const ticket of decodeEscPos(bytes)) {
        const page =
          ticket.codePage === CP858_ESC_T ? 'code page 858' : `code page ${ticket.codePage ?? 'not set'}`;
        console.log(`--- ${page} ---`);
        console.log(printedText(ticket));
        for (const link of ticket.qrCodes) console.log(`[QR ${link}]`);
        console.log(ticket.cuts ? '--- cut ---' : '--- (no cut) ---');
      }
    } catch (error) {
      console.log(`Could not read these bytes: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  socket.on('error', (error) => console.log(`connection error: ${error.message}`));
});

server.listen(port, () => {
  console.log(`A fake ESC/POS printer listens on port ${port}.`);
  console.log(`In Settings → Printers, add a printer with host 127.0.0.1 and port ${port}.`);
});
