/*
 * The kitchen display (issue 29 item 6; decision 0085): which items a station's screen shows of an
 * order, how late a ticket is against the time promised, and when the expo may call it ready. The
 * stations are the printers' (routing.ts `stationOf`): each item is made at one; `expo` sees all.
 */
import type { OrderStatus } from '../contract/orders';
import { EXPO_STATION, type PrintMoment } from '../contract/tenant/printer';

/** How a ticket's timer is coloured: on time, within DUE_SOON_MINUTES of the promised time, late. */
export type Lateness = 'on-time' | 'due-soon' | 'late';

export const DUE_SOON_MINUTES = 5;

/** A ticket's lateness at `now` against the time promised to the diner (both epoch milliseconds). */
export function latenessOf(promisedAt: number, now: number): Lateness {
  if (now > promisedAt) return 'late';
  if (promisedAt - now <= DUE_SOON_MINUTES * 60_000) return 'due-soon';
  return 'on-time';
}

/** The timer's words: minutes and seconds left, or late by ('-3:05'). */
export function timerText(promisedAt: number, now: number): string {
  const seconds = Math.round((promisedAt - now) / 1000);
  const abs = Math.abs(seconds);
  const text = `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  return seconds < 0 ? `-${text}` : text;
}

/** The items of an order a station's screen shows: its own, or every item on the expo's. */
export const stationItems = <Item extends { station: string }>(
  items: readonly Item[],
  station: string,
): Item[] => (station === EXPO_STATION ? [...items] : items.filter((item) => item.station === station));

/** The stations that make something of an order, in the order its items come. */
export const stationsOfItems = (items: readonly { station: string }[]): string[] => [
  ...new Set(items.map((item) => item.station)),
];

/** Whether every station that makes something of the order has bumped it (the expo may call it ready). */
export const isExpoComplete = (items: readonly { station: string }[], bumped: readonly string[]): boolean =>
  stationsOfItems(items).every((station) => bumped.includes(station));

/**
 * The statuses of the orders a display shows (those not yet ready): accepted ones, and where the
 * location starts on arrival (its tickets print then) the received ones too.
 */
export const displayedStatuses = (printOn: PrintMoment): OrderStatus[] =>
  printOn === 'arrival' ? ['Received', 'Accepted'] : ['Accepted'];

/** Whether an order is on the display: being made (in a displayed status) and not yet marked ready. */
export const isOnKitchenDisplay = (
  order: { status: OrderStatus; readyAt?: string | null },
  printOn: PrintMoment,
): boolean => !order.readyAt && displayedStatuses(printOn).includes(order.status);
