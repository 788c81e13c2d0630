import type { EstimatorBaseline, EstimatorCountry, EstimatorInputs } from "@tq/contract/estimator";
import { addMonths, project, toBaseMinor } from "@tq/contract/estimator-model";
import { formatMinor } from "./format.ts";
import type { AppContext, Session } from "../../context.ts";
import { toCsv } from "../../lib/csv.ts";
import { authorize } from "../../policies/authorize.ts";
import { priceOf } from "../enrolment/pricing.ts";
import { listCountries } from "../site/countries-repo.ts";
import { siteSettings } from "../site/settings.ts";
import { activeSubscriptionGroups, overridesFor } from "./repo.ts";

/**
 * The estimator (issue #6, ADR 0035): each active subscription counts at the price its renewal
 * would be charged today (pricing.ts's rule: the country's override or the converted base price),
 * converted to the base currency at today's rate and spread over the course's months.
 */
export async function baseline(ctx: AppContext, session: Session, now = new Date()): Promise<EstimatorBaseline> {
  authorize(session, "estimator.use", null);
  const { baseCurrency } = await siteSettings(ctx);
  const all = await listCountries(ctx.db, false);
  const byCode = new Map(all.map((c) => [c.code, c]));
  const groups = await activeSubscriptionGroups(ctx.db, now);
  const overrides = await overridesFor(ctx.db, [...new Set(groups.map((g) => g.courseId))]);
  const overrideOf = new Map(overrides.map((o) => [`${o.country} ${o.courseId}`, o]));

  const perCountry = new Map<string, { subscriptions: number; monthly: number; tutored: number }>();
  for (const g of groups) {
    // quotesFor's rule: an unknown or inactive country pays the base price.
    const found = byCode.get(g.country);
    const country = found?.active ? found : undefined;
    const q = priceOf(
      { id: g.courseId, basePriceMinor: g.basePriceMinor },
      country,
      country ? overrideOf.get(`${country.code} ${g.courseId}`) : undefined,
      baseCurrency,
    );
    // Converted at this country's own rate: two countries may share a currency at different rates,
    // and an override is in the country's own currency.
    const rate = country ? Number(country.exchangeRate) : 1;
    const each = toBaseMinor(q.amountMinor, q.currency, rate, baseCurrency) / Math.max(1, g.months);
    let acc = perCountry.get(g.country);
    if (!acc) perCountry.set(g.country, (acc = { subscriptions: 0, monthly: 0, tutored: 0 }));
    acc.subscriptions += g.subscriptions;
    acc.monthly += each * g.subscriptions;
    acc.tutored += each * g.tutored;
  }

  const countries: EstimatorCountry[] = [];
  for (const [code, acc] of perCountry) {
    const country = byCode.get(code);
    countries.push({
      country: code,
      name: country?.name ?? code,
      currency: country?.currency ?? baseCurrency,
      exchangeRate: country?.exchangeRate ?? "1",
      subscriptions: acc.subscriptions,
      monthlyMinor: Math.round(acc.monthly),
      tutoredMonthlyMinor: Math.round(acc.tutored),
    });
  }
  countries.sort((a, b) => b.monthlyMinor - a.monthlyMinor || a.country.localeCompare(b.country));
  const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return { baseCurrency, firstMonth: addMonths(thisMonth, 1), countries };
}

/** GET /api/estimator.csv: the projection under the inputs, a row per month × country, in the base currency. */
export async function projectionCsv(
  ctx: AppContext,
  session: Session,
  inputs: EstimatorInputs,
  now = new Date(),
): Promise<{ fileName: string; body: string }> {
  const b = await baseline(ctx, session, now);
  const p = project(b, inputs);
  const money = (minor: number) => formatMinor(minor, b.baseCurrency);
  const rows: (string | number)[][] = [
    [
      "Month",
      "Country",
      `Gross (${b.baseCurrency})`,
      `Payment fees (${b.baseCurrency})`,
      `Tutor share (${b.baseCurrency})`,
      `Net (${b.baseCurrency})`,
    ],
  ];
  for (const m of p.months) {
    for (const c of m.cells)
      rows.push([m.month, c.country, money(c.grossMinor), money(c.feesMinor), money(c.tutorsMinor), money(c.netMinor)]);
    rows.push([
      m.month,
      "All",
      money(m.total.grossMinor),
      money(m.total.feesMinor),
      money(m.total.tutorsMinor),
      money(m.total.netMinor),
    ]);
  }
  rows.push([
    "Total",
    "All",
    money(p.total.grossMinor),
    money(p.total.feesMinor),
    money(p.total.tutorsMinor),
    money(p.total.netMinor),
  ]);
  rows.push([]);
  rows.push([
    `Inputs: growth ${inputs.growth} %/month, churn ${inputs.churn} %/month, tutor share ${inputs.tutorShare} %, payment fees ${inputs.paymentFees} %`,
  ]);
  return { fileName: `revenue-projection-${now.toISOString().slice(0, 10)}.csv`, body: toCsv(rows) };
}
