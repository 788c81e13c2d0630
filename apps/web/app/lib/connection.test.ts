import { describe, expect, it } from "vitest";
import { canPreload } from "./connection.ts";

describe("canPreload (spec §2: no route preloading on 2g or data-saver)", () => {
  it.each([
    ["data saver on", { saveData: true, effectiveType: "4g" }, false],
    ["2g", { effectiveType: "2g" }, false],
    ["slow-2g", { effectiveType: "slow-2g" }, false],
    ["3g", { effectiveType: "3g" }, true],
    ["4g, saver off", { saveData: false, effectiveType: "4g" }, true],
    ["no connection info (Safari, Firefox)", undefined, true],
  ])("%s", (_label, connection, expected) => {
    expect(canPreload(connection)).toBe(expected);
  });
});
