import type {
  ApiPrinter,
  PrinterInput,
  PrintersResponse,
  PrintJobsQueued,
  PrintMoment,
} from '@storefront/domain';
import { settingsCollection, settingsRequest } from './settings-api';

/* The owner console's Printers (/api/staff/printers, /api/staff/printing; decision 0079). */

export const printerKeys = { all: ['staff', 'settings', 'printers'] as const };

export const printers = {
  ...settingsCollection<PrintersResponse, ApiPrinter, PrinterInput>('/printers'),
  /** A CloudPRNT or agent printer's new token (the old one stops working); the answer carries it once. */
  newToken: (printerId: string) =>
    settingsRequest<ApiPrinter>('POST', `/printers/${encodeURIComponent(printerId)}/token`, {}),
  test: (printerId: string) =>
    settingsRequest<PrintJobsQueued>('POST', `/printers/${encodeURIComponent(printerId)}/test`, {}),
  printOn: (restaurantId: string, printOn: PrintMoment) =>
    settingsRequest<{ restaurantId: string; printOn: PrintMoment }>(
      'PUT',
      `/printing/${encodeURIComponent(restaurantId)}`,
      { printOn },
    ),
};
