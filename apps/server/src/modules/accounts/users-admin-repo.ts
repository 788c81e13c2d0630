import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { UserRow } from "../users/repo.ts";

export interface UserSearch {
  q?: string | undefined;
  role?: string | undefined;
  country?: string | undefined;
  status?: string | undefined;
  limit: number;
  offset: number;
}

/** `%` and `_` typed by a director are letters, not wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of users matching the filters (name or email contains q), and the total. */
export async function searchUsers(db: Db, f: UserSearch): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    const byName = sql`(${users.firstname} || ' ' || ${users.lastname}) ilike ${like}`;
    conditions.push(or(byName, ilike(users.email, like)) as SQL);
  }
  if (f.role) conditions.push(eq(users.role, f.role));
  if (f.country) conditions.push(eq(users.country, f.country));
  if (f.status) conditions.push(eq(users.status, f.status));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
