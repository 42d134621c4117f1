import type { PrintersResponse, PrintJobsQueued } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client';

/* The board's view of the kitchen printers (decision 0079): their state, and Reprint. */

const request = createApiClient('/api/staff');

/** A location has a handful of printers: one page holds them. */
const PRINTERS_PAGE = 100;

/** Often enough that the banner comes within seconds of a printer going quiet, and goes when it is back. */
const PRINTER_POLL_MS = 5_000;

export const printersQuery = () =>
  queryOptions({
    queryKey: ['staff', 'printers'] as const,
    queryFn: () => request<PrintersResponse>('GET', `/printers?limit=${PRINTERS_PAGE}`),
    refetchInterval: PRINTER_POLL_MS,
  });

/** Tries a printer at once, with a test page after what waits for it. */
export const testPrinter = (printerId: string) =>
  request<PrintJobsQueued>('POST', `/printers/${encodeURIComponent(printerId)}/test`, {});

export const reprintOrder = (orderId: string) =>
  request<PrintJobsQueued>('POST', `/orders/${encodeURIComponent(orderId)}/print`, {});
