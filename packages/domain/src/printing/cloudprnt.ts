/*
 * Star CloudPRNT (issue 29 item 1; decision 0084): what a printer's status code says. The code is
 * three or four digits, maybe followed by a space and a description for logs ("200 OK",
 * "410 Out of paper"), URL-encoded in the poll's JSON ("200%20OK"). Star's list: 2xx the printer is
 * online and can print (21x: paper low, a warning); 4xx a printer error (41x paper: 410 out of
 * paper, 411 jam; 42x: 420 cover open); 5xx a client error (51x the job's media, 52x its download).
 */
import { z } from 'zod';

/** The one media type a job is served as: our ESC/POS bytes, passed to the printer as they are. */
export const CLOUDPRNT_MEDIA_TYPE = 'application/octet-stream';

/** How long a CloudPRNT or agent printer not heard from is still online (then the board says offline). */
export const PULLING_PRINTER_OFFLINE_AFTER_MS = 30_000;

export interface CloudPrntStatus {
  /** The three or four digits. */
  code: string;
  /** The printer can print (a 2xx code). */
  canPrint: boolean;
  /** What a person at the board should know; null: nothing. */
  problem: string | null;
}

const PROBLEMS: readonly [RegExp, string][] = [
  [/^410/, 'Out of paper'],
  [/^411/, 'Paper jam'],
  [/^41/, 'Paper error'],
  [/^42/, 'Cover open'],
  [/^4/, 'Printer error'],
  [/^51/, 'The printer cannot print this job’s format (set it to ESC/POS emulation)'],
  [/^52/, 'The printer could not download the job'],
  [/^5/, 'The printer could not print the job'],
  [/^21/, 'Paper low'],
];

/** A status code as a printer sends it (encoded or not); null: not a status code. */
export function parseCloudPrntStatus(raw: string): CloudPrntStatus | null {
  let text = raw;
  try {
    text = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // Not URL-encoded after all: read as sent.
  }
  // Star's guide has a printer confirm a printed job with the code "OK" as well as "200 OK".
  const code = /^\s*OK\s*$/i.test(text) ? '200' : /^\s*([1-9]\d{2,3})(?:\s|$)/.exec(text)?.[1];
  if (!code) return null;
  return {
    code,
    canPrint: code.startsWith('2'),
    problem: PROBLEMS.find(([pattern]) => pattern.test(code))?.[1] ?? null,
  };
}

const STATUS_MESSAGE = 'statusCode must be a CloudPRNT status code such as "200 OK"';

/** The poll's JSON (POST): its status code is what the server reads; the rest is the printer's own. */
export const cloudPrntPollSchema = z
  .object({
    statusCode: z.string({ message: STATUS_MESSAGE }).max(200, STATUS_MESSAGE),
    printerMAC: z.string().max(64).optional(),
    jobToken: z.string().max(100).optional(),
    printingInProgress: z.boolean().optional(),
  })
  .passthrough();

/** The job's request (GET): the media type and the job token the poll's answer gave. */
export const cloudPrntJobQuerySchema = z
  .object({
    type: z.string().max(100).optional(),
    token: z.string().max(100).optional(),
  })
  .passthrough();

/** The job's confirmation (DELETE): its status code (2xx: printed) and its job token. */
export const cloudPrntConfirmQuerySchema = z
  .object({
    code: z.string({ message: 'code must be the printer’s status code, such as "200 OK"' }).max(200),
    token: z.string().max(100).optional(),
  })
  .passthrough();

/** The poll's answer: a job is ready (its token and the one media type it is served as) or not. */
export type CloudPrntPollAnswer =
  { jobReady: false } | { jobReady: true; mediaTypes: [typeof CLOUDPRNT_MEDIA_TYPE]; jobToken: string };
