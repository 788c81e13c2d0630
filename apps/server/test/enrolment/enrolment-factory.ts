import type { Database } from "../../src/db/client.ts";
import { payments, subscriptions } from "../../src/db/schema/index.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Test factory: the student holds a paid subscription to the course (active for 30 days by
 * default; a negative `days` makes it an expired one). Written straight to the database.
 */
export async function subscribe(
  database: Database,
  userId: number,
  courseId: number,
  opts: { days?: number; tutorId?: number | null; status?: "active" | "pending" | "cancelled" } = {},
) {
  const now = Date.now();
  const days = opts.days ?? 30;
  const [sub] = await database.db
    .insert(subscriptions)
    .values({
      userId,
      courseId,
      tutorId: opts.tutorId ?? null,
      status: opts.status ?? "active",
      startsAt: new Date(Math.min(now, now + days * DAY) - 30 * DAY),
      expiresAt: new Date(now + days * DAY),
    })
    .returning();
  if (!sub) throw new Error("no subscription row");
  const [payment] = await database.db
    .insert(payments)
    .values({
      subscriptionId: sub.id,
      provider: "demo",
      status: sub.status === "active" ? "paid" : "pending",
      amountMinor: 1000,
      currency: "USD",
      paidAt: sub.status === "active" ? new Date() : null,
    })
    .returning();
  if (!payment) throw new Error("no payment row");
  return { subscription: sub, payment };
}
