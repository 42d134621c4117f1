/*
 * A kitchen printer (issue 29 item 1; decision 0079): its name, the location it prints for, the
 * stations it prints, its paper and how the server reaches it. A station is a name the owner
 * chooses (kitchen, bar, cold…); two are special: `expo` prints every item of an order, `receipt`
 * prints the diner's receipt. No secrets: a document holds printers as the console shows them.
 */
import { z } from 'zod';

/** The station of an item (or section) that names none. */
export const DEFAULT_STATION = 'kitchen';
/** A printer's station that gets every item of the order. */
export const EXPO_STATION = 'expo';
/** A printer's station that gets the diner's receipt (prices, totals); none at a location: no receipt. */
export const RECEIPT_STATION = 'receipt';

/** Paper widths in millimetres and the columns of text a line holds in the printer's font A. */
export const PRINTER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PrinterWidth = keyof typeof PRINTER_COLUMNS;

export const ESCPOS_DEFAULT_PORT = 9100;

/** When a location's tickets print: when the kitchen accepts the order, or as soon as it arrives. */
export const PRINT_MOMENTS = ['accept', 'arrival'] as const;
export type PrintMoment = (typeof PRINT_MOMENTS)[number];

export const PRINTER_MESSAGES = {
  name: 'Give the printer a name of at most 60 characters',
  station: 'A station is a name of 1 to 30 letters, digits, spaces or dashes',
  stations: 'Choose between 1 and 10 stations for the printer',
  width: 'The paper width must be 58 or 80 (mm)',
  kind: 'The connection must be escpos-tcp, cloudprnt or agent',
  host: 'The host must be a printer’s IP address or host name',
  port: 'The port must be a whole number from 1 to 65535',
} as const;

/** A station's name as the owner types it, kept lowercase so `Bar` and `bar` are one station. */
export const stationName = z
  .string({ message: PRINTER_MESSAGES.station })
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,29}$/u, PRINTER_MESSAGES.station);

/** A menu section's or item's station; empty or null: none of its own. */
export const optionalStation = z
  .union([z.literal('').transform(() => null), stationName])
  .nullable()
  .default(null);

/** A network printer's raw port (JetDirect, 9100), reached from the server or the restaurant's network. */
export const escposTcpConnectionSchema = z.object({
  kind: z.literal('escpos-tcp'),
  host: z
    .string({ message: PRINTER_MESSAGES.host })
    .trim()
    .min(1, PRINTER_MESSAGES.host)
    .max(253, PRINTER_MESSAGES.host)
    .regex(/^[A-Za-z0-9.:-]+$/, PRINTER_MESSAGES.host),
  port: z
    .number({ message: PRINTER_MESSAGES.port })
    .int(PRINTER_MESSAGES.port)
    .min(1, PRINTER_MESSAGES.port)
    .max(65535, PRINTER_MESSAGES.port)
    .default(ESCPOS_DEFAULT_PORT),
});

/**
 * A Star CloudPRNT printer polls the server over HTTPS at its own URL (decision 0084); the URL's
 * secret is no part of the connection (a document or an audit entry never holds it).
 */
export const cloudPrntConnectionSchema = z.object({ kind: z.literal('cloudprnt') });

/** A printer behind the print agent (`npm run print-agent`), which connects out to the server with its token. */
export const agentConnectionSchema = z.object({ kind: z.literal('agent') });

export const printerConnectionSchema = z.discriminatedUnion(
  'kind',
  [escposTcpConnectionSchema, cloudPrntConnectionSchema, agentConnectionSchema],
  { message: PRINTER_MESSAGES.kind },
);
export type PrinterConnection = z.output<typeof printerConnectionSchema>;
export type PrinterKind = PrinterConnection['kind'];

/** The kinds that come to the server for their jobs (with a token) rather than being sent them. */
export const PULLING_PRINTER_KINDS = ['cloudprnt', 'agent'] as const satisfies readonly PrinterKind[];
export const isPullingPrinter = (kind: PrinterKind): kind is (typeof PULLING_PRINTER_KINDS)[number] =>
  (PULLING_PRINTER_KINDS as readonly PrinterKind[]).includes(kind);

/** How a printer is reached, as the console and the audit trail say it. */
export function printerAddress(connection: PrinterConnection): string {
  if (connection.kind === 'cloudprnt') return 'Star CloudPRNT';
  if (connection.kind === 'agent') return 'Print agent';
  return `${connection.host}:${connection.port}`;
}

/** What a printer is, apart from where it is (the API names its location by id, a document by slug). */
export const printerFields = {
  name: z
    .string({ message: PRINTER_MESSAGES.name })
    .trim()
    .min(1, PRINTER_MESSAGES.name)
    .max(60, PRINTER_MESSAGES.name),
  stations: z
    .array(stationName, { message: PRINTER_MESSAGES.stations })
    .min(1, PRINTER_MESSAGES.stations)
    .max(10, PRINTER_MESSAGES.stations)
    .transform((stations) => [...new Set(stations)]),
  width: z.union([z.literal(58), z.literal(80)], { message: PRINTER_MESSAGES.width }),
  connection: printerConnectionSchema,
};

export const printerDocumentSchema = z.object({
  ...printerFields,
  /** The location's slug. */
  restaurant: z.string().min(1).max(100),
});
export type PrinterDocument = z.output<typeof printerDocumentSchema>;
