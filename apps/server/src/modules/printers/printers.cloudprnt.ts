import {
  CLOUDPRNT_MEDIA_TYPE,
  parseCloudPrntStatus,
  type CloudPrntPollAnswer,
  type CloudPrntStatus,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { PrintersTable } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { findJobOf, handOutJob, markPrinted, nextJobOf, recordPull, releaseJob } from './printers.repository';
import { printerOfToken } from './printers.tokens';

/*
 * Star CloudPRNT (issue 29 item 1; decision 0084). The printer polls its URL (POST) with its status
 * code; when its next job is free the answer says `jobReady` with the job's token (the job's id) and
 * the one media type it is served as; the printer GETs the bytes, prints, and confirms (DELETE) with
 * a code, where 2xx means printed. A job is handed to one printer at a time and its queue waits
 * behind it: the next job is offered only once it is confirmed, or after HAND_OUT_MS without a
 * confirmation (the printer lost it: it is offered again). A confirmation repeated prints nothing
 * more: the job is printed once.
 */

/** How long a job handed to its printer and not confirmed is its; then it is offered again. */
export const HAND_OUT_MS = 60_000;

const refused = () =>
  new HttpError(
    401,
    'PRINTER_TOKEN',
    'This CloudPRNT URL names no printer (it was replaced or the printer removed): copy the printer’s URL from Settings → Printers, or make a new one there.',
  );

async function cloudPrntPrinter(db: Executor, token: string) {
  const printer = await printerOfToken(db, token, 'cloudprnt');
  if (!printer) throw refused();
  return printer;
}

function statusOf(code: string, name: string): CloudPrntStatus {
  const status = parseCloudPrntStatus(code);
  if (!status)
    throw badRequest(`${name} must be a CloudPRNT status code such as "200 OK", got "${code.slice(0, 40)}"`);
  return status;
}

/** What the status says of the printer's reach: online when it can print, else why not. */
const reachOf = (status: CloudPrntStatus, at: string) => ({
  online: status.canPrint ? (1 as const) : (0 as const),
  last_seen_at: at,
  last_error: status.canPrint ? null : `${status.problem ?? 'Printer error'} (status ${status.code})`,
});

/** A poll: the printer's state, and its next job if it can print and no earlier one is out. */
export async function pollCloudPrnt(
  db: Executor,
  token: string,
  statusCode: string,
  now: Date,
): Promise<CloudPrntPollAnswer> {
  const printer = await cloudPrntPrinter(db, token);
  const status = statusOf(statusCode, 'statusCode');
  const at = now.toISOString();
  await recordPull(db, printer.id, reachOf(status, at));
  if (!status.canPrint) return { jobReady: false };
  const job = await nextJobOf(db, printer.id);
  if (!job) return { jobReady: false };
  const expiredBefore = new Date(now.getTime() - HAND_OUT_MS).toISOString();
  if (!(await handOutJob(db, job.id, at, expiredBefore))) return { jobReady: false };
  return { jobReady: true, mediaTypes: [CLOUDPRNT_MEDIA_TYPE], jobToken: job.id };
}

/** The job a GET or a DELETE names by its token; without one (older firmware), the one handed out. */
async function namedJob(db: Executor, printer: Selectable<PrintersTable>, jobToken: string | undefined) {
  if (jobToken) return findJobOf(db, printer.id, jobToken);
  const next = await nextJobOf(db, printer.id);
  return next?.handed_out_at ? next : undefined;
}

/** A job's bytes, as the media type the poll offered. */
export async function cloudPrntJob(
  db: Executor,
  token: string,
  query: { type?: string; token?: string },
  now: Date,
): Promise<Buffer> {
  const printer = await cloudPrntPrinter(db, token);
  if (query.type !== undefined && query.type !== CLOUDPRNT_MEDIA_TYPE) {
    throw new HttpError(
      415,
      'MEDIA_TYPE',
      `Jobs are served as ${CLOUDPRNT_MEDIA_TYPE} (ESC/POS) only: set the printer to ESC/POS emulation.`,
    );
  }
  const job = await namedJob(db, printer, query.token);
  if (!job || job.status !== 'pending') {
    throw new HttpError(404, 'NO_JOB', 'No job waits under this token: poll again.');
  }
  await recordPull(db, printer.id, { online: 1, last_seen_at: now.toISOString(), last_error: null });
  return Buffer.from(job.body, 'base64');
}

/**
 * A job's confirmation: a 2xx code marks it printed (once, however often it is repeated); any other
 * puts it back at the head of the queue and says why on the board.
 */
export async function confirmCloudPrnt(
  db: Executor,
  token: string,
  query: { code: string; token?: string },
  now: Date,
): Promise<{ printed: boolean }> {
  const printer = await cloudPrntPrinter(db, token);
  const status = statusOf(query.code, 'code');
  const job = await namedJob(db, printer, query.token);
  if (!job) throw new HttpError(404, 'NO_JOB', 'No job of this printer has this token.');
  const at = now.toISOString();
  await recordPull(db, printer.id, reachOf(status, at));
  if (!status.canPrint) {
    await releaseJob(db, job.id, at);
    return { printed: false };
  }
  await markPrinted(db, job.id, at);
  return { printed: true };
}
