import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "../../src/db/client.ts";
import { onceAcrossProcesses } from "../../src/lib/once-across-processes.ts";
import { createTestDatabase } from "../support/helpers.ts";

/**
 * A periodic task (the attempt-deadline sweep) runs in one process per period (ADR 0084). On
 * PostgreSQL the two "processes" are two connection pools on one database; on PGlite, one.
 */
describe("a timer's round across processes", () => {
  let one: Database & { url?: string };
  let two: Database;

  beforeAll(async () => {
    one = await createTestDatabase();
    two = one.url ? openPostgres(one.url, 4) : one;
  });
  afterAll(async () => {
    if (two !== one) await two.close();
    await one.close();
  });

  it("runs once per period, whichever process ticks first, and again in the next period", async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    const ticks = await Promise.all(
      Array.from({ length: 6 }, (_, i) => onceAcrossProcesses((i % 2 ? one : two).db, "test-timer", 1_200, task)),
    );
    expect(ticks.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // Held for the period less a second's slack, at least half of it (600 ms here): nobody runs it meanwhile…
    expect(await onceAcrossProcesses(one.db, "test-timer", 1_200, task)).toBe(false);
    // …and the next tick after it runs it again, once.
    await new Promise((done) => setTimeout(done, 700));
    const next = await Promise.all([
      onceAcrossProcesses(one.db, "test-timer", 1_200, task),
      onceAcrossProcesses(two.db, "test-timer", 1_200, task),
    ]);
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
    // Another timer's lease is its own.
    expect(await onceAcrossProcesses(two.db, "other-timer", 1_200, task)).toBe(true);
  });
});
