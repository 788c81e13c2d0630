import { describe, expect, it } from "vitest";
import type { Db } from "../../../src/db/client.ts";
import { inTurn, STARTS_AT_ONCE } from "../../../src/modules/quizzes/taking/attempt-start-gate.ts";

/** A class starting at once is let in a few at a time, in order of arrival, per database (ADR 0070). */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The gate only keys on the database object.
const aDatabase = () => ({}) as unknown as Db;

describe("the start gate", () => {
  it("runs a few starts at once and the others in order of arrival", async () => {
    const db = aDatabase();
    let running = 0;
    let most = 0;
    const began: number[] = [];
    const starts = Array.from({ length: 12 }, (_, i) =>
      inTurn(db, async () => {
        running += 1;
        most = Math.max(most, running);
        began.push(i);
        await sleep(5);
        running -= 1;
        return i;
      }),
    );
    expect(await Promise.all(starts)).toEqual([...Array(12).keys()]);
    expect(most).toBe(STARTS_AT_ONCE);
    expect(began).toEqual([...Array(12).keys()]);
  });

  it("passes the turn on when a start fails", async () => {
    const db = aDatabase();
    const failing = Array.from({ length: STARTS_AT_ONCE }, () =>
      inTurn(db, async () => {
        await sleep(5);
        throw new Error("refused");
      }),
    );
    const next = inTurn(db, async () => "started");
    for (const f of failing) await expect(f).rejects.toThrow("refused");
    expect(await next).toBe("started");
  });

  it("keeps the databases apart: a full gate on one does not hold a start on another", async () => {
    const busy = aDatabase();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = Array.from({ length: STARTS_AT_ONCE }, () => inTurn(busy, () => held));
    expect(await inTurn(aDatabase(), async () => "at once")).toBe("at once");
    release();
    await Promise.all(holding);
  });
});
