import { describe, expect, it } from 'vitest';
import { isStuckPrinter, printerFormOf, printerFormSchema, type ApiPrinter } from './printers';
import { PRINTER_MESSAGES } from './tenant/printer';

const printer: ApiPrinter = {
  _id: 'p1',
  name: 'Hot line',
  restaurantId: 'r1',
  stations: ['kitchen', 'expo'],
  width: 58,
  connection: { kind: 'escpos-tcp', host: '192.168.1.50', port: 9100 },
  test: false,
  state: { online: false, lastSeenAt: null, lastError: 'connect ECONNREFUSED', waitingJobs: 2 },
  createdAt: '2026-11-25T20:30:00.000Z',
  updatedAt: '2026-11-25T20:30:00.000Z',
};

describe('the console’s printer form', () => {
  it('reads the stations typed on one line, lowercased, each once, and the width as a number', () => {
    const values = {
      ...printerFormOf(null, 'r1'),
      name: 'Bar',
      stations: ' Bar, cold ,, bar ',
      width: '58' as const,
    };
    expect(
      printerFormSchema.parse({ ...values, connection: { kind: 'escpos-tcp', host: '10.0.0.7' } }),
    ).toEqual({
      name: 'Bar',
      restaurantId: 'r1',
      stations: ['bar', 'cold'],
      width: 58,
      connection: { kind: 'escpos-tcp', host: '10.0.0.7', port: 9100 },
    });
    const empty = printerFormSchema.safeParse({ ...values, stations: ' , ' });
    expect(empty.error?.issues[0]?.message).toBe(PRINTER_MESSAGES.stations);
  });

  it('gives back what a printer was, as the form shows it', () => {
    expect(printerFormOf(printer, 'r2')).toMatchObject({
      stations: 'kitchen, expo',
      width: '58',
      restaurantId: 'r1',
    });
  });

  it('calls a printer stuck only while it is offline with tickets waiting', () => {
    expect(isStuckPrinter(printer)).toBe(true);
    expect(isStuckPrinter({ ...printer, state: { ...printer.state, waitingJobs: 0 } })).toBe(false);
    expect(isStuckPrinter({ ...printer, state: { ...printer.state, online: true } })).toBe(false);
  });
});
