/*
 * Reads ESC/POS bytes back into what a printer would print (decision 0079): the lines of text with
 * their style, the code page selected, the QR codes and the cuts. Shared by the server's tests and
 * the browser test (which check what a printer received) and `npm run printer:fake` (which shows it
 * in a terminal). It knows the commands the server's encoder writes, and says so of any other
 * instead of guessing.
 */
import { cp858Char, CP858_ESC_T } from './escpos-code-page';

export interface PrintedLine {
  text: string;
  bold: boolean;
  /** GS ! size: double height (and width, where it fit). */
  big: boolean;
  center: boolean;
}

export interface PrintedTicket {
  lines: PrintedLine[];
  /** The ESC t number in force when text was printed; null when never selected. */
  codePage: number | null;
  qrCodes: string[];
  cuts: number;
}

export class EscPosDecodeError extends Error {}

/** Decodes the bytes of one or more tickets; text after the last cut is kept too. */
export function decodeEscPos(bytes: Uint8Array): PrintedTicket[] {
  const tickets: PrintedTicket[] = [];
  let ticket: PrintedTicket = { lines: [], codePage: null, qrCodes: [], cuts: 0 };
  let style = { bold: false, big: false, center: false };
  let text = '';
  let i = 0;
  const need = (n: number) => {
    if (i + n > bytes.length) throw new EscPosDecodeError(`a command at byte ${i} is cut short`);
  };
  const endLine = () => {
    ticket.lines.push({ text, ...style });
    text = '';
  };
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (byte === 0x0a) {
      endLine();
      i += 1;
    } else if (byte === 0x1b) {
      need(2);
      const command = bytes[i + 1]!;
      if (command === 0x40) {
        style = { bold: false, big: false, center: false };
        i += 2;
      } else {
        need(3);
        const n = bytes[i + 2]!;
        if (command === 0x74) ticket.codePage = n;
        else if (command === 0x61) style.center = n === 1;
        else if (command === 0x45) style.bold = n === 1;
        else throw new EscPosDecodeError(`unknown command ESC ${command} at byte ${i}`);
        i += 3;
      }
    } else if (byte === 0x1d) {
      need(3);
      const command = bytes[i + 1]!;
      if (command === 0x21) {
        style.big = bytes[i + 2]! !== 0;
        i += 3;
      } else if (command === 0x56) {
        const m = bytes[i + 2]!;
        i += m === 65 || m === 66 ? 4 : 3;
        if (text !== '') endLine();
        ticket.cuts += 1;
        tickets.push(ticket);
        ticket = { lines: [], codePage: ticket.codePage, qrCodes: [], cuts: 0 };
      } else if (command === 0x28 && bytes[i + 2] === 0x6b) {
        need(7);
        const length = bytes[i + 3]! + (bytes[i + 4]! << 8);
        need(5 + length);
        const fn = bytes[i + 6]!;
        if (fn === 0x50) ticket.qrCodes.push(String.fromCharCode(...bytes.subarray(i + 8, i + 5 + length)));
        i += 5 + length;
      } else throw new EscPosDecodeError(`unknown command GS ${command} at byte ${i}`);
    } else if (byte < 0x20) {
      throw new EscPosDecodeError(`unknown control byte ${byte} at byte ${i}`);
    } else {
      if (byte >= 0x80 && ticket.codePage !== CP858_ESC_T) {
        throw new EscPosDecodeError(`byte ${byte} printed before code page 858 was selected`);
      }
      text += cp858Char(byte);
      i += 1;
    }
  }
  if (text !== '') endLine();
  if (ticket.lines.length || ticket.qrCodes.length) tickets.push(ticket);
  return tickets;
}

/** A decoded ticket as plain text, the big lines marked, for a terminal or a failing test's message. */
export const printedText = (ticket: PrintedTicket): string =>
  ticket.lines.map((line) => (line.big ? `** ${line.text} **` : line.text)).join('\n');
