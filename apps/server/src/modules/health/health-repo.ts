import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** The cheapest round trip to the database: a readiness probe's question. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
