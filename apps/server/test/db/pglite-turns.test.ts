import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client.ts";
import { createTestDatabase } from "../support/helpers.ts";

/**
 * PGlite runs in the server's own thread (db/client.ts): a burst of queries must leave the event
 * loop its turns, or no request is read and no answer sent until the burst is over (issue #15).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it("lets what is already due run while requests send query after query", async (ctx) => {
  if (database.kind !== "pglite") ctx.skip();
  let done = 0;
  let doneWhenDue = -1;
  // A timer due now stands for a socket with a request to read or an answer to write.
  setTimeout(() => {
    doneWhenDue = done;
  }, 0);
  // Five requests of twenty statements each, one after another (a start sends six).
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      for (let i = 0; i < 20; i += 1) {
        await database.db.execute(sql`select 1`);
        done += 1;
      }
    }),
  );
  expect(done).toBe(100);
  expect(doneWhenDue).toBeGreaterThanOrEqual(0);
  expect(doneWhenDue).toBeLessThan(100);
});
