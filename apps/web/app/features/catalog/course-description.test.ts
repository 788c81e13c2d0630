import { describe, expect, it } from "vitest";
import { hasOwnDescription } from "./course-description.ts";

describe("hasOwnDescription", () => {
  it("is false for an empty description or one that only repeats the summary", () => {
    expect(hasOwnDescription("  ", "Numbers")).toBe(false);
    expect(hasOwnDescription("<p>Numbers  and <b>shapes</b></p>", " Numbers and shapes ")).toBe(false);
    expect(hasOwnDescription("<p></p>", "Numbers")).toBe(false);
  });

  it("is true for words of its own, or an image alone", () => {
    expect(hasOwnDescription("<p>Twelve weeks of practice.</p>", "Numbers")).toBe(true);
    expect(hasOwnDescription('<p><img src="/media/a.png" alt=""></p>', "Numbers")).toBe(true);
  });
});
