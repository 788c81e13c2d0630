import { currencyDigits } from "./money.ts";
import { PROJECTION_MONTHS, type EstimatorBaseline, type EstimatorInputs } from "./estimator.ts";

/**
 * The estimator's projection (ADR 0035), pure so the screen answers as the inputs change and
 * the CSV export computes exactly the same numbers. Month m (1 = the first projected month) of
 * a country: gross = today's monthly revenue × ((1 + growth) × (1 − churn))^m; fees = gross ×
 * payment fees; tutors = tutored gross × tutor share; net = gross − fees − tutors. Amounts stay
 * unrounded until each cell is rounded to a minor unit, so totals are sums of the shown cells.
 */

export interface ProjectionCell {
  country: string;
  grossMinor: number;
  feesMinor: number;
  tutorsMinor: number;
  netMinor: number;
}

export interface ProjectionMonth {
  /** "YYYY-MM". */
  month: string;
  cells: ProjectionCell[];
  total: Omit<ProjectionCell, "country">;
}

export interface Projection {
  months: ProjectionMonth[];
  /** Per country over the whole period. */
  countryTotals: ProjectionCell[];
  total: Omit<ProjectionCell, "country">;
}

/** "YYYY-MM" plus n months. */
export function addMonths(month: string, n: number): string {
  const [y = 0, m = 1] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * A local amount in the base currency's minor units at `rate` (local units per base unit),
 * unrounded: the caller rounds once it has summed.
 */
export function toBaseMinor(amountMinor: number, currency: string, rate: number, baseCurrency: string): number {
  if (currency === baseCurrency) return amountMinor;
  if (!(rate > 0)) return 0;
  const major = amountMinor / 10 ** currencyDigits(currency) / rate;
  return major * 10 ** currencyDigits(baseCurrency);
}

const zero = () => ({ grossMinor: 0, feesMinor: 0, tutorsMinor: 0, netMinor: 0 });

function add(into: Omit<ProjectionCell, "country">, c: Omit<ProjectionCell, "country">): void {
  into.grossMinor += c.grossMinor;
  into.feesMinor += c.feesMinor;
  into.tutorsMinor += c.tutorsMinor;
  into.netMinor += c.netMinor;
}

/** The projection of `months` months from the baseline under the inputs. */
export function project(
  baseline: Pick<EstimatorBaseline, "firstMonth" | "countries">,
  inputs: EstimatorInputs,
  months = PROJECTION_MONTHS,
): Projection {
  const factor = (1 + inputs.growth / 100) * (1 - inputs.churn / 100);
  const countryTotals = new Map(baseline.countries.map((c) => [c.country, { country: c.country, ...zero() }]));
  const total = zero();
  const out: ProjectionMonth[] = [];
  for (let m = 1; m <= months; m++) {
    const scale = factor ** m;
    const monthTotal = zero();
    const cells = baseline.countries.map((c) => {
      const gross = Math.round(c.monthlyMinor * scale);
      const fees = Math.round(gross * (inputs.paymentFees / 100));
      const tutors = Math.round(c.tutoredMonthlyMinor * scale * (inputs.tutorShare / 100));
      const cell = {
        country: c.country,
        grossMinor: gross,
        feesMinor: fees,
        tutorsMinor: tutors,
        netMinor: gross - fees - tutors,
      };
      add(monthTotal, cell);
      const ct = countryTotals.get(c.country);
      if (ct) add(ct, cell);
      return cell;
    });
    add(total, monthTotal);
    out.push({ month: addMonths(baseline.firstMonth, m - 1), cells, total: monthTotal });
  }
  return { months: out, countryTotals: [...countryTotals.values()], total };
}
