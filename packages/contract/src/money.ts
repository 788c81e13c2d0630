/** Money is integer minor units + ISO currency (ARCHITECTURE.md conventions). */

const digitsCache = new Map<string, number>();

/** Minor-unit digits of an ISO currency (JPY 0, USD 2, KWD 3), from the platform's ICU data. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * Converts a base-currency price to a local one: base minor → base major × rate → local minor,
 * rounded half away from zero to the local currency's minor unit (PRODUCT.md §5).
 */
export function convertPrice(baseMinor: number, baseCurrency: string, rate: string, localCurrency: string): number {
  if (localCurrency === baseCurrency) return baseMinor;
  const major = (baseMinor / 10 ** currencyDigits(baseCurrency)) * Number(rate);
  const minor = major * 10 ** currencyDigits(localCurrency);
  return Math.sign(minor) * Math.round(Math.abs(minor));
}

export function formatMoney(amountMinor: number, currency: string, locale = "en"): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amountMinor / 10 ** digits);
}
