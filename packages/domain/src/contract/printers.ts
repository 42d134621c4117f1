/*
 * The owner console's Printers (issue 29 items 1, 4 and 5; decision 0079): kitchen printers per
 * location, their state for the board, and when a location prints.
 * GET|POST /api/staff/printers, PUT|DELETE /api/staff/printers/{id}, POST /api/staff/printers/{id}/test,
 * PUT /api/staff/printing/{restaurantId}, POST /api/staff/orders/{id}/print,
 * POST /api/staff/printers/{id}/token (a CloudPRNT or agent printer's new token; decision 0084).
 */
import { z } from 'zod';
import {
  ESCPOS_DEFAULT_PORT,
  PRINT_MOMENTS,
  PRINTER_MESSAGES,
  printerFields,
  type PrintMoment,
  type PrinterConnection,
  type PrinterWidth,
} from './tenant/printer';

/** POST /api/staff/printers and PUT /api/staff/printers/{id}. */
export const printerRequestSchema = z.object({
  ...printerFields,
  restaurantId: z.string({ message: 'Choose the printer’s location' }).min(1).max(100),
});
export type PrinterRequest = z.input<typeof printerRequestSchema>;
export type PrinterInput = z.output<typeof printerRequestSchema>;

/** PUT /api/staff/printing/{restaurantId}. */
export const printingSettingsSchema = z.object({
  printOn: z.enum(PRINT_MOMENTS, { message: 'Choose when tickets print: accept or arrival' }),
});

/** What the server knows of a printer's reach: it took the last job, or it could not be reached. */
export interface ApiPrinterState {
  online: boolean;
  /** The last time it took a job (or answered a test); null: never. */
  lastSeenAt: string | null;
  /** Why the last attempt failed, while it is offline. */
  lastError: string | null;
  /** Tickets queued for it and not yet printed. */
  waitingJobs: number;
}

export interface ApiPrinter {
  _id: string;
  name: string;
  restaurantId: string;
  stations: string[];
  width: PrinterWidth;
  connection: PrinterConnection;
  /**
   * A printer on the server's own loopback address: only `npm run printer:fake` can be there, so
   * every screen labels it a test printer (no kitchen sees its tickets).
   */
  test: boolean;
  state: ApiPrinterState;
  createdAt: string;
  updatedAt: string;
  /**
   * A CloudPRNT or agent printer's secret, only in the answer that made it (the creation, or a new
   * token): the server keeps its hash and can never show it again.
   */
  secret?: PrinterSecret;
}

/** What a CloudPRNT printer or the print agent is given to reach the server (decision 0084). */
export interface PrinterSecret {
  /** The printer's token (the agent's `--token`). */
  token: string;
  /** A CloudPRNT printer's URL (its token in it), built from the configured public origin; null: an agent. */
  url: string | null;
}

export interface PrintersResponse {
  printers: ApiPrinter[];
  nextCursor: string | null;
  /** When each of the staff member's locations prints. */
  printOn: Record<string, PrintMoment>;
}

/** The answer of a test print or a reprint: the jobs queued. */
export interface PrintJobsQueued {
  jobs: number;
}

/** The form's values of a printer the owner edits. */
export const printerRequestOf = (printer: ApiPrinter): PrinterInput => ({
  name: printer.name,
  restaurantId: printer.restaurantId,
  stations: printer.stations,
  width: printer.width,
  connection: printer.connection,
});

/** A printer the board warns about: offline with tickets waiting. */
export const isStuckPrinter = (printer: ApiPrinter): boolean =>
  !printer.state.online && printer.state.waitingJobs > 0;

/**
 * The console's printer form: the stations typed on one line, separated by commas, and the paper
 * width chosen from a list; what it submits is a printer request.
 */
export const printerFormSchema = printerRequestSchema.extend({
  stations: z
    .string({ message: PRINTER_MESSAGES.stations })
    .transform((line) =>
      line
        .split(',')
        .map((station) => station.trim())
        .filter(Boolean),
    )
    .pipe(printerFields.stations),
  width: z
    .enum(['58', '80'], { message: PRINTER_MESSAGES.width })
    .transform((width) => Number(width) as PrinterWidth),
});
export type PrinterFormValues = z.input<typeof printerFormSchema>;

/** A network printer's fields, empty: what a form shows when the owner switches to that kind. */
const NO_ADDRESS = { kind: 'escpos-tcp', host: '', port: ESCPOS_DEFAULT_PORT } as const;

/** The form's values of a printer the owner edits, or of a new one at `restaurantId`. */
export const printerFormOf = (printer: ApiPrinter | null, restaurantId: string): PrinterFormValues =>
  printer
    ? {
        ...printerRequestOf(printer),
        // A CloudPRNT or agent printer keeps the network fields (empty) the form shows if its kind changes.
        connection: { ...NO_ADDRESS, ...printer.connection } as PrinterConnection,
        stations: printer.stations.join(', '),
        width: printer.width === 58 ? '58' : '80',
      }
    : { name: '', restaurantId, stations: 'kitchen, expo', width: '80', connection: NO_ADDRESS };
