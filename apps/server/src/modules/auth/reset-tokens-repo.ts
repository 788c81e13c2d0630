import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema/index.ts";

/** The SQL of set-password links (recovery, Add Teacher): only each token's hash is stored. */

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** The link with this hash, if still unused and not expired. */
export async function findLiveResetToken(db: Db, tokenHash: string): Promise<ResetTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the link used; false when another request used it first. */
export async function claimResetToken(db: Db, id: number): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return claimed.length > 0;
}

/** Marks every link of the account still waiting as used. */
export async function retireResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}
