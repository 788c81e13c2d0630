import type { EstimatorBaseline, EstimatorCountry, EstimatorInputs } from "@tq/contract/estimator";
import { addMonths, project, toBaseMinor } from "@tq/contract/estimator-model";
import { formatMinor } from "./format.ts";
import type { AppContext, Session } from "../../context.ts";
import { toCsv } from "../../lib/csv.ts";
import { authorize } from "../../policies/authorize.ts";
import { quotesFor } from "../enrolment/pricing.ts";
import { listCountries } from "../site/countries-repo.ts";
import { siteSettings } from "../site/settings.ts";
import { activeSubscriptions } from "./repo.ts";

/**
 * The estimator (issue #6, ADR 0035): each active subscription counts at the price its renewal
 * would be charged today (quotesFor: the country's override or the converted base price),
 * converted to the base currency at today's rate and spread over the course's months.
 */
export async function baseline(ctx: AppContext, session: Session, now = new Date()): Promise<EstimatorBaseline> {
  authorize(session, "estimator.use", null);
  const { baseCurrency } = await siteSettings(ctx);
  const all = await listCountries(ctx.db, false);
  const byCode = new Map(all.map((c) => [c.code, c]));
  // An override price may be in any currency a country uses: its rate is that country's.
  const rateOf = new Map(all.map((c) => [c.currency, Number(c.exchangeRate)]));
  const subs = await activeSubscriptions(ctx.db, now);

  const perCountry = new Map<string, typeof subs>();
  for (const s of subs) perCountry.set(s.country, [...(perCountry.get(s.country) ?? []), s]);

  const countries: EstimatorCountry[] = [];
  for (const [code, list] of perCountry) {
    const distinct = [
      ...new Map(list.map((s) => [s.courseId, { id: s.courseId, basePriceMinor: s.basePriceMinor }])).values(),
    ];
    const quotes = await quotesFor(ctx, distinct, code);
    let monthly = 0;
    let tutored = 0;
    for (const s of list) {
      const q = quotes.get(s.courseId);
      if (!q) continue;
      const base =
        toBaseMinor(q.amountMinor, q.currency, rateOf.get(q.currency) ?? 0, baseCurrency) / Math.max(1, s.months);
      monthly += base;
      if (s.tutored !== null) tutored += base;
    }
    const country = byCode.get(code);
    countries.push({
      country: code,
      name: country?.name ?? code,
      currency: country?.currency ?? baseCurrency,
      exchangeRate: country?.exchangeRate ?? "1",
      subscriptions: list.length,
      monthlyMinor: Math.round(monthly),
      tutoredMonthlyMinor: Math.round(tutored),
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
