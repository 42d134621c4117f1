import type { ApiPrinter, PrinterConnection, PrinterDocument, PrinterWidth } from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { PrintersTable } from '../../db/schema';
import { bool, fromJson } from '../../http/json';

/* Printers as the console and the board show them, and a printer's columns (decision 0079). */

/** Only `npm run printer:fake` can listen on the server's own loopback address. */
const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

export function presentPrinter(row: Selectable<PrintersTable>, waitingJobs: number): ApiPrinter {
  const connection = fromJson<PrinterConnection>(row.connection, {
    kind: 'escpos-tcp',
    host: '',
    port: 9100,
  });
  return {
    _id: row.id,
    name: row.name,
    restaurantId: row.restaurant_id,
    stations: fromJson<string[]>(row.stations, []),
    width: row.width as PrinterWidth,
    connection,
    test: connection.kind === 'escpos-tcp' && isLoopback(connection.host),
    state: {
      online: bool(row.online),
      lastSeenAt: row.last_seen_at,
      lastError: bool(row.online) ? null : row.last_error,
      waitingJobs,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a printer's form (or a tenant document) sets. */
export const printerColumnsOf = (
  input: Pick<PrinterDocument, 'name' | 'stations' | 'width' | 'connection'>,
  at: string,
) => ({
  name: input.name,
  stations: JSON.stringify(input.stations),
  width: input.width,
  connection: JSON.stringify(input.connection),
  kind: input.connection.kind,
  updated_at: at,
});
