import type { GroupBy, ReportName, ReportResponse } from '@storefront/domain';
import { settingsRequest } from './settings-api';

/* The owner's reports (/api/staff/reports; issue 32). */

export interface ReportQuery {
  from: string;
  to: string;
  /** '' for every location the signed-in staff member has. */
  restaurantId: string;
  groupBy: GroupBy;
}

const searchOf = (query: ReportQuery) => {
  const search = new URLSearchParams({ from: query.from, to: query.to, groupBy: query.groupBy });
  if (query.restaurantId) search.set('restaurantId', query.restaurantId);
  return search.toString();
};

export const reportKeys = {
  one: (report: ReportName, query: ReportQuery) => ['staff', 'reports', report, query] as const,
};

export const fetchReport = <R extends ReportResponse>(report: ReportName, query: ReportQuery) =>
  settingsRequest<R>('GET', `/reports/${report}?${searchOf(query)}`);

/** The orders of the range as CSV: a link the browser downloads with the staff session's cookie. */
export const ordersCsvHref = (query: ReportQuery) => `/api/staff/reports/orders.csv?${searchOf(query)}`;

/** A report as CSV, written by the server from the same figures as the JSON report. */
export const reportCsvHref = (report: ReportName, query: ReportQuery) =>
  `/api/staff/reports/${report}.csv?${searchOf(query)}`;
