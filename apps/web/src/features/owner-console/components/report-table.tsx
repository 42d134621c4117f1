import { Trans } from '@lingui/react/macro';
import { toCents } from '@storefront/domain';
import { createContext, useContext } from 'react';
import { staffFormats, type StaffFormats } from '../../staff/staff-i18n';

/** The figures' formats, in the console's language on the chosen location's clock. */
export const ReportFormats = createContext<StaffFormats>(staffFormats('en', 'UTC'));

/** The reports' formats, and dollars of the API as money ('$12.99', '12,99 $'). */
export function useReportFormats(): StaffFormats & { dollars: (amount: number) => string } {
  const formats = useContext(ReportFormats);
  return { ...formats, dollars: (amount) => formats.money(toCents(amount)) };
}

export type Cell = string | number;

/** A column of a report's table: its heading, and what it shows of each row. */
export interface Column<Row> {
  heading: string;
  cell: (row: Row) => Cell;
}

/**
 * A table of figures: a caption, a column per `columns` (the first one heading each row), a row per
 * `rows`, and a foot.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  foot,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  foot?: Cell[];
}) {
  const cell = (value: Cell, i: number, Tag: 'td' | 'th' = 'td') => (
    <Tag
      key={i}
      scope={Tag === 'th' ? 'row' : undefined}
      className={`py-1.5 pr-3 ${i > 0 ? 'text-right tabular-nums' : 'text-left'}`}
    >
      {value}
    </Tag>
  );
  return (
    // A wide table scrolls sideways on a phone: its box takes focus so a keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            {columns.map(({ heading }, i) => (
              <th key={heading} scope="col" className={`py-2 pr-3 ${i > 0 ? 'text-right' : 'text-left'}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-2 text-stone-600">
                <Trans>No orders in these dates.</Trans>
              </td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r} className="border-b border-stone-100">
                {columns.map((column, i) => cell(column.cell(row), i, i === 0 ? 'th' : 'td'))}
              </tr>
            ))
          )}
        </tbody>
        {foot && rows.length > 0 && (
          <tfoot>
            <tr className="border-t-2 border-stone-400 font-semibold">
              {foot.map((value, i) => cell(value, i, i === 0 ? 'th' : 'td'))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
