import { describe, expect, it } from "vitest";
import { PersonName } from "./fields.ts";

describe("PersonName", () => {
  it("accepts names in any script", () => {
    for (const name of ["Ada", "Chiamaka Nwosu-Obi", "Zoë O'Brien", "محمد", "שרה", "李小龙"]) {
      expect(PersonName.safeParse(name).success, name).toBe(true);
    }
  });

  it("refuses text-direction controls that would disguise a name (issue #13)", () => {
    for (const control of ["\u202E", "\u202A", "\u202D", "\u2066", "\u2069", "\u200F", "\u061C"]) {
      const parsed = PersonName.safeParse(`Ada${control}gnp.exe`);
      expect(parsed.success, JSON.stringify(control)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain("text-direction");
    }
  });
});
