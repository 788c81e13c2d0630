import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { convertPrice, currencyDigits, formatMoney } from "./money.ts";

describe("money", () => {
  it("knows each currency's minor unit", () => {
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
  });

  it("converts base minor units with the rate and rounds to the local minor unit", () => {
    expect(convertPrice(4900, "USD", "0.79", "GBP")).toBe(3871); // 49.00 × 0.79 = 38.71
    expect(convertPrice(4900, "USD", "151", "JPY")).toBe(7399); // 49.00 × 151 = 7399 yen
    expect(convertPrice(4950, "USD", "151", "JPY")).toBe(7475); // 7474.5 rounds half away from zero
    expect(convertPrice(4900, "USD", "1550", "NGN")).toBe(7595000);
    expect(convertPrice(1234, "USD", "1", "USD")).toBe(1234);
  });

  it("never yields a fraction of a minor unit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0.0001, max: 5000, noNaN: true }),
        (minor, rate) => {
          expect(Number.isInteger(convertPrice(minor, "USD", String(rate), "EUR"))).toBe(true);
        },
      ),
    );
  });

  it("formats with the currency's symbol and digits", () => {
    expect(formatMoney(3871, "GBP")).toBe("£38.71");
    expect(formatMoney(7399, "JPY")).toBe("¥7,399");
  });
});
