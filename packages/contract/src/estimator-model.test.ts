import { describe, expect, it } from "vitest";
import { addMonths, project, toBaseMinor } from "./estimator-model.ts";

const baseline = {
  firstMonth: "2026-11",
  countries: [
    {
      country: "NG",
      name: "Nigeria",
      currency: "NGN",
      exchangeRate: "1500",
      subscriptions: 3,
      monthlyMinor: 10_000,
      tutoredMonthlyMinor: 4_000,
    },
    {
      country: "GB",
      name: "United Kingdom",
      currency: "GBP",
      exchangeRate: "0.8",
      subscriptions: 1,
      monthlyMinor: 1_000,
      tutoredMonthlyMinor: 0,
    },
  ],
};
const inputs = { growth: 0, churn: 0, tutorShare: 0, paymentFees: 0 };

describe("addMonths", () => {
  it("rolls over the year", () => {
    expect(addMonths("2026-11", 0)).toBe("2026-11");
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(addMonths("2026-01", 23)).toBe("2027-12");
  });
});

describe("toBaseMinor", () => {
  it("converts local minor units at the rate, across currencies of different minor units", () => {
    expect(toBaseMinor(3_000_000, "NGN", 1500, "USD")).toBe(2000);
    expect(toBaseMinor(7548, "JPY", 151, "USD")).toBeCloseTo(4998.68, 2);
    expect(toBaseMinor(500, "USD", 1, "USD")).toBe(500);
    expect(toBaseMinor(500, "XXX", 0, "USD")).toBe(0);
  });
});

describe("project", () => {
  it("keeps today's revenue flat with no growth or churn, for 12 months", () => {
    const p = project(baseline, inputs);
    expect(p.months.map((m) => m.month)).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
      "2027-08",
      "2027-09",
      "2027-10",
    ]);
    expect(p.months.every((m) => m.total.grossMinor === 11_000)).toBe(true);
    expect(p.total.grossMinor).toBe(132_000);
    expect(p.countryTotals).toEqual([
      { country: "NG", grossMinor: 120_000, feesMinor: 0, tutorsMinor: 0, netMinor: 120_000 },
      { country: "GB", grossMinor: 12_000, feesMinor: 0, tutorsMinor: 0, netMinor: 12_000 },
    ]);
  });

  it("compounds growth and churn month on month", () => {
    const p = project(baseline, { ...inputs, growth: 10, churn: 10 }, 2);
    // (1.1 × 0.9)^1 = 0.99, ^2 = 0.9801
    expect(p.months.map((m) => m.cells[0]?.grossMinor)).toEqual([9900, 9801]);
  });

  it("takes the fees from all revenue and the tutor share from tutored revenue only", () => {
    const [first] = project(baseline, { ...inputs, tutorShare: 50, paymentFees: 10 }, 1).months;
    expect(first?.cells[0]).toEqual({
      country: "NG",
      grossMinor: 10_000,
      feesMinor: 1000,
      tutorsMinor: 2000,
      netMinor: 7000,
    });
    expect(first?.cells[1]).toEqual({ country: "GB", grossMinor: 1000, feesMinor: 100, tutorsMinor: 0, netMinor: 900 });
    expect(first?.total).toEqual({ grossMinor: 11_000, feesMinor: 1100, tutorsMinor: 2000, netMinor: 7900 });
  });

  it("sums totals from the rounded cells (the table adds up)", () => {
    const p = project(baseline, { ...inputs, growth: 3.7, paymentFees: 2.9, tutorShare: 33 });
    const sum = p.months.reduce((s, m) => s + m.total.netMinor, 0);
    expect(p.total.netMinor).toBe(sum);
    expect(p.countryTotals.reduce((s, c) => s + c.netMinor, 0)).toBe(sum);
  });
});
