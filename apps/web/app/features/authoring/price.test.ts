import { describe, expect, it } from "vitest";
import { toMajor, toMinor } from "./price.ts";

describe("prices typed in major units", () => {
  it("converts by the currency's minor-unit digits, without float residue", () => {
    expect(toMinor(12.5, "USD")).toBe(1250);
    expect(toMinor(0.29, "USD")).toBe(29);
    expect(toMinor(1500, "JPY")).toBe(1500);
    expect(toMinor(1.234, "KWD")).toBe(1234);
    expect(toMajor(1250, "USD")).toBe(12.5);
    expect(toMajor(1500, "JPY")).toBe(1500);
  });
});
