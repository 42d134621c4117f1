/*
 * Which printer prints what of an order (issue 29 item 2; decision 0079). Each item goes to one
 * station (its own, else its section's, else the kitchen); a printer prints one ticket per station
 * it serves that has items, the expo station every item, and the receipt station the diner's
 * receipt. An UPDATE or VOID slip goes to exactly the printers and stations that printed the order.
 */
import { DEFAULT_STATION, EXPO_STATION, RECEIPT_STATION } from '../contract/tenant/printer';

/** The station an item is made at: its own, else its menu section's, else the kitchen. */
export const stationOf = (item: { station: string | null }, section: { station: string | null }): string =>
  item.station ?? section.station ?? DEFAULT_STATION;

/** A ticket's kind follows from its station. */
export type TicketKind = 'station' | 'expo' | 'receipt';
export const ticketKindOf = (station: string): TicketKind =>
  station === EXPO_STATION ? 'expo' : station === RECEIPT_STATION ? 'receipt' : 'station';

export interface RoutedTicket {
  printerId: string;
  station: string;
}

/**
 * The tickets of an order at its location's printers, in the printers' order and each printer's
 * stations' order: a station's ticket only where one of the order's items is made there.
 */
export function routeTickets(
  itemStations: readonly string[],
  printers: readonly { id: string; stations: readonly string[] }[],
): RoutedTicket[] {
  const made = new Set(itemStations);
  return printers.flatMap((printer) =>
    printer.stations
      .filter((station) => ticketKindOf(station) !== 'station' || made.has(station))
      .map((station) => ({ printerId: printer.id, station })),
  );
}

/** Where an UPDATE or VOID slip goes: each printer and kitchen station that had a ticket of the order, once. */
export function slipTargets(tickets: readonly RoutedTicket[]): RoutedTicket[] {
  const seen = new Set<string>();
  return tickets.filter((ticket) => {
    const key = `${ticket.printerId}\n${ticket.station}`;
    if (ticketKindOf(ticket.station) === 'receipt' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
