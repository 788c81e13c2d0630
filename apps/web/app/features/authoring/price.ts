import { currencyDigits } from "@tq/contract/money";

/** A price typed in major units (12.50) as the API's integer minor units (1250), by the currency's digits. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}
