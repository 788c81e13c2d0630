import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatDayRange, formatMeeting } from "./dates.ts";

describe("dates: one format for the interface's locale", () => {
  it("writes a day with the month in words, day first", () => {
    expect(formatDay("2026-11-27T15:00:00Z", { timeZone: "UTC" })).toBe("27 Nov 2026");
    expect(formatDay(new Date("2026-01-05T00:00:00Z"), { timeZone: "UTC" })).toBe("5 Jan 2026");
  });

  it("reads a bare day as a UTC day", () => {
    expect(formatDay("2026-01-31", { timeZone: "UTC" })).toBe("31 Jan 2026");
  });

  it("adds the time, with seconds only when asked", () => {
    expect(formatDateTime("2026-11-27T14:05:09Z", { timeZone: "UTC" })).toBe("27 Nov 2026, 14:05");
    expect(formatDateTime("2026-11-27T14:05:09Z", { timeZone: "UTC", seconds: true })).toBe("27 Nov 2026, 14:05:09");
  });

  it("writes periods and meetings in the same words", () => {
    expect(formatDayRange("2026-11-17", "2027-05-16", { timeZone: "UTC" })).toBe("17 Nov 2026 – 16 May 2027");
    expect(formatMeeting("2026-03-03T14:00:00Z", { timeZone: "UTC" })).toBe("Tue 3 Mar, 14:00");
  });
});
