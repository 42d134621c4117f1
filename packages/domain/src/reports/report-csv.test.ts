import { describe, expect, it } from 'vitest';
import type { ItemsReportResponse, SalesReportResponse } from './contract';
import { emptySales } from './figures';
import { reportCsv, reportCsvTable } from './report-csv';

const scope = { from: '2026-11-01', to: '2026-11-02', restaurantIds: ['r1'] };

describe('reportCsv', () => {
  it('writes the sales rows and their total in dollars with two decimals', () => {
    const day = { ...emptySales(), orders: 1, grossSales: 12.5, netSales: 12.5, averageTicket: 12.5 };
    const report: SalesReportResponse = {
      report: 'sales',
      ...scope,
      groupBy: 'day',
      totals: { ...day, gst: 0.1 + 0.2 },
      rows: [
        { period: '2026-11-01', ...day },
        { period: '2026-11-02', ...emptySales() },
      ],
    };
    expect(reportCsv(report).split('\r\n')).toEqual([
      'period,orders,gross_sales,discounts,net_sales,gst,pst,tips,delivery_fees,refunds,voids,average_ticket',
      '2026-11-01,1,12.50,0.00,12.50,0.00,0.00,0.00,0.00,0.00,0.00,12.50',
      '2026-11-02,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00',
      'Total,1,12.50,0.00,12.50,0.30,0.00,0.00,0.00,0.00,0.00,12.50',
      '',
    ]);
  });

  it('puts items and options in one table, saying which is which, and defuses names', () => {
    const report: ItemsReportResponse = {
      report: 'items',
      ...scope,
      rows: [{ name: '=Pho, large', quantity: 2, sales: 24 }],
      options: [{ option: 'Size', choice: 'Large', quantity: 2, sales: 3 }],
      soldOut: [{ name: 'Pho', restaurantId: 'r1', times: 2, minutes: 95, soldOutAtEnd: true }],
    };
    expect(reportCsvTable(report).rows).toEqual([
      ['item', '=Pho, large', null, 2, '24.00', null, null, null],
      ['option', 'Size', 'Large', 2, '3.00', null, null, null],
      ['86d', 'Pho', null, null, null, 2, 95, 'yes'],
    ]);
    expect(reportCsv(report)).toContain(`item,"'=Pho, large",,2,24.00,,,\r\n`);
  });
});
