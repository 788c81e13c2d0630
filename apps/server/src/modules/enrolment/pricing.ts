import { convertPrice } from "@tq/contract/money";
import type { AppContext } from "../../context.ts";
import { findCountry, type CountryRow } from "../site/countries-repo.ts";
import { siteSettings } from "../site/settings.ts";
import { overridesOf } from "./prices-repo.ts";

/** A price as charged: the amount and, when it was converted, the rate used (ADR 0026). */
export interface Quote {
  amountMinor: number;
  currency: string;
  /** The country priced for (null: the base currency, no country). */
  country: string | null;
  /** The exchange rate applied; null for the base currency or a country's override price. */
  exchangeRate: string | null;
}

interface PricedCourse {
  id: number;
  basePriceMinor: number;
}

/**
 * THE price rule (PRODUCT.md §5), for several courses at once: the country's override price,
 * else the base price converted with the country's rate and rounded to its currency's minor
 * unit; an unknown or inactive country (or none) pays the base price. home, coursedetail,
 * checkout and renewal all go through here.
 */
export async function quotesFor(
  ctx: AppContext,
  list: readonly PricedCourse[],
  countryCode: string | null | undefined,
): Promise<Map<number, Quote>> {
  const { baseCurrency } = await siteSettings(ctx);
  const found = countryCode ? await findCountry(ctx.db, countryCode) : undefined;
  const country = found?.active ? found : undefined;
  const overrides =
    country && list.length > 0
      ? await overridesOf(
          ctx.db,
          country.code,
          list.map((c) => c.id),
        )
      : [];
  const byCourse = new Map(overrides.map((o) => [o.courseId, o]));
  const quotes = new Map<number, Quote>();
  for (const c of list) quotes.set(c.id, priceOf(c, country, byCourse.get(c.id), baseCurrency));
  return quotes;
}

/**
 * The rule itself, without I/O, for callers that load countries and overrides in bulk (the
 * estimator): `country` is the active country priced for (undefined: none, or inactive), and
 * `override` that country's own price for the course, if any.
 */
export function priceOf(
  c: PricedCourse,
  country: CountryRow | undefined,
  override: { amountMinor: number; currency: string } | undefined,
  baseCurrency: string,
): Quote {
  if (!country) return { amountMinor: c.basePriceMinor, currency: baseCurrency, country: null, exchangeRate: null };
  if (override) {
    return {
      amountMinor: override.amountMinor,
      currency: override.currency,
      country: country.code,
      exchangeRate: null,
    };
  }
  return {
    amountMinor: convertPrice(c.basePriceMinor, baseCurrency, country.exchangeRate, country.currency),
    currency: country.currency,
    country: country.code,
    exchangeRate: country.currency === baseCurrency ? null : country.exchangeRate,
  };
}

/** One course's price for a country (quotesFor with one course). */
export async function quoteFor(ctx: AppContext, course: PricedCourse, countryCode: string | null | undefined) {
  const quote = (await quotesFor(ctx, [course], countryCode)).get(course.id);
  if (!quote) throw new Error("quotesFor answers for every course it is given");
  return quote;
}
