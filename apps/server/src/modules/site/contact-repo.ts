import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";

/** A visitor's or a user's message from contactsite; answers its id. */
export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row?.id ?? 0;
}
