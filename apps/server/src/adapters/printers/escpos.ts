/*
 * The ESC/POS adapter (issue 29 item 3; decision 0079): a ticket's lines (the domain's layout) as
 * the bytes an Epson-compatible thermal printer prints. It resets the printer, selects code page
 * 858, prints each line with its alignment, weight and size, the QR code (model 2) and a partial cut.
 */
import { CP858_ESC_T, encodeCp858, type TicketLine } from '@storefront/domain';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export const ESCPOS = {
  init: [ESC, 0x40],
  codePage: [ESC, 0x74, CP858_ESC_T],
  align: (center: boolean) => [ESC, 0x61, center ? 1 : 0],
  bold: (on: boolean) => [ESC, 0x45, on ? 1 : 0],
  /** GS ! n: the high nibble is the width's multiple less one, the low nibble the height's. */
  size: (wide: boolean, tall: boolean) => [GS, 0x21, (wide ? 0x10 : 0) | (tall ? 0x01 : 0)],
  /** GS V 66 n: feed n dots and cut, leaving a hinge (a partial cut). */
  cut: [GS, 0x56, 66, 3],
} as const;

/** GS ( k, function `fn` of the QR code symbol, with its data. */
const qrCommand = (fn: number, data: readonly number[]) => {
  const length = data.length + 2;
  return [GS, 0x28, 0x6b, length & 0xff, length >> 8, 0x31, fn, ...data];
};

function qrCode(data: string): number[] {
  const bytes = [...Buffer.from(data, 'ascii')];
  return [
    ...qrCommand(0x41, [0x32, 0]), // model 2
    ...qrCommand(0x43, [6]), // 6-dot modules
    ...qrCommand(0x45, [0x31]), // error correction M
    ...qrCommand(0x50, [0x30, ...bytes]), // store the data
    ...qrCommand(0x51, [0x30]), // print it
  ];
}

/** The bytes of a ticket for a printer of `columns` columns. */
export function encodeTicket(lines: readonly TicketLine[], columns: number): Buffer {
  const parts: (readonly number[] | Uint8Array)[] = [ESCPOS.init, ESCPOS.codePage];
  for (const line of lines) {
    if (line.kind === 'cut') parts.push([LF, LF], ESCPOS.cut);
    else if (line.kind === 'rule') parts.push(encodeCp858('-'.repeat(columns)), [LF]);
    else if (line.kind === 'qr') parts.push(ESCPOS.align(true), qrCode(line.data), [LF], ESCPOS.align(false));
    else {
      const center = line.center ?? false;
      const bold = line.bold ?? false;
      const big = line.big ?? false;
      // Double width only where the text still fits the line; double height always.
      const wide = big && line.text.length * 2 <= columns;
      parts.push(ESCPOS.align(center), ESCPOS.bold(bold), ESCPOS.size(wide, big), encodeCp858(line.text), [
        LF,
      ]);
      if (big) parts.push(ESCPOS.size(false, false));
      if (bold) parts.push(ESCPOS.bold(false));
      if (center) parts.push(ESCPOS.align(false));
    }
  }
  return Buffer.concat(parts.map((part) => Uint8Array.from(part)));
}
