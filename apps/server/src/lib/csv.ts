/**
 * CSV (RFC 4180) for downloads opened in spreadsheets. Text that starts like a formula
 * (= + - @, tab, carriage return) gets a leading apostrophe, so a student named "=HYPERLINK(…)"
 * stays text in Excel or LibreOffice (OWASP's CSV injection advice). Numbers are written as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF, after a byte-order mark (spreadsheets then read the file as UTF-8). */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
