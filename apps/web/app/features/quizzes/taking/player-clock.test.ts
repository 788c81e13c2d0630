import { describe, expect, it } from "vitest";
import { crossedWarning } from "./player-clock.ts";

describe("the timer's announcements", () => {
  it("speaks when 5 minutes and 1 minute are left, once each, even if a tick skips the second", () => {
    expect(crossedWarning(301, 300)).toBe("5 minutes left.");
    expect(crossedWarning(302, 299)).toBe("5 minutes left.");
    expect(crossedWarning(61, 60)).toBe("1 minute left.");
  });

  it("says nothing on the other seconds, untimed, or when the attempt opens already under a mark", () => {
    for (const s of [900, 299, 120, 59, 1]) expect(crossedWarning(s + 1, s)).toBeNull();
    expect(crossedWarning(null, 300)).toBeNull();
    expect(crossedWarning(300, 300)).toBeNull();
  });
});
