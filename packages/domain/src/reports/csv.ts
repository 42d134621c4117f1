/*
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, a
 * quote doubled. A field a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe (OWASP's CSV injection advice), since names and reasons come from diners and staff.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (values: readonly (string | number | null | undefined)[]): string =>
  `${values.map(csvField).join(',')}\r\n`;

/** Cents as the CSV's dollars, always with two decimals (12.5 would read as 12.50 in a sheet, not in a diff). */
export const csvDollars = (cents: number): string => (cents / 100).toFixed(2);
