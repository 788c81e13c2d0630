import { currencyDigits } from "@tq/contract/money";

/** Minor units as a plain decimal number for spreadsheets ("1234.50"): no symbol, no grouping. */
export function formatMinor(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
