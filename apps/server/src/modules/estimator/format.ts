import { currencyDigits } from "@tq/contract/money";

/**
 * Minor units as a plain number for spreadsheets (1234.5): no symbol, no grouping. A number, not
 * text: toCsv writes numbers as they are, while a string starting with "-" would get the formula
 * guard's apostrophe and a negative net would become text that drops out of every sum.
 */
export function formatMinor(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}
