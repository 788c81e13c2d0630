import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { timerLeases } from "../db/schema/index.ts";

/**
 * Takes the named task's round for `holdMs` if nobody holds it, in one statement: of processes
 * asking at once, one gets it (the others' upsert waits for its row, then finds the lease held).
 * The database's clock decides, not each process's. Answers whether this caller got it.
 */
export async function takeTimerLease(db: Db, name: string, holdMs: number): Promise<boolean> {
  const until = sql`now() + ${Math.round(holdMs)} * interval '1 millisecond'`;
  const taken = await db
    .insert(timerLeases)
    .values({ name, heldUntil: until })
    .onConflictDoUpdate({
      target: timerLeases.name,
      set: { heldUntil: until },
      setWhere: sql`${timerLeases.heldUntil} <= now()`,
    })
    .returning({ name: timerLeases.name });
  return taken.length > 0;
}
