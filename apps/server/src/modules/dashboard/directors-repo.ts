import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  contactMessages,
  emailOutbox,
  payments,
  subscriptions,
  tutorApplications,
  users,
} from "../../db/schema/index.ts";
import { rowsOf } from "./cards/shared.ts";

interface CountsRow {
  active_subscriptions: number | string;
  pending_payments: number | string;
  new_messages: number | string;
  pending_applications: number | string;
  emails_waiting: number | string;
}

/**
 * A director's counters in one round trip; `country` keeps one country (null: the world).
 * Subscriptions, pending payments and applications follow the person's country, as the
 * pending-payments list and the applications list do; messages carry their own country.
 */
export async function directorCounts(db: Db, country: string | null) {
  const ofUser = country === null ? sql`true` : sql`u.country = ${country}`;
  const ofMessage = country === null ? sql`true` : sql`m.country = ${country}`;
  const result = await db.execute(sql`
    select
      (select count(*) from ${subscriptions} s join ${users} u on u.id = s.user_id
        where s.status = 'active' and s.expires_at > now() and ${ofUser})::int as active_subscriptions,
      (select count(*) from ${payments} p
         join ${subscriptions} s on s.id = p.subscription_id
         join ${users} u on u.id = s.user_id
        where p.status = 'pending' and ${ofUser})::int as pending_payments,
      (select count(*) from ${contactMessages} m where m.status = 'new' and ${ofMessage})::int as new_messages,
      (select count(*) from ${tutorApplications} a join ${users} u on u.id = a.user_id
        where a.status = 'pending' and ${ofUser})::int as pending_applications,
      (select count(*) from ${emailOutbox} o where o.sent_at is null)::int as emails_waiting`);
  const [row] = rowsOf<CountsRow>(result);
  return {
    activeSubscriptions: Number(row?.active_subscriptions ?? 0),
    pendingPayments: Number(row?.pending_payments ?? 0),
    newMessages: Number(row?.new_messages ?? 0),
    pendingApplications: Number(row?.pending_applications ?? 0),
    emailsWaiting: Number(row?.emails_waiting ?? 0),
  };
}

/** Accounts per role (one country, or the world). */
export async function usersByRole(db: Db, country: string | null) {
  return db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(country === null ? undefined : eq(users.country, country))
    .groupBy(users.role);
}

/**
 * Money received since a date, per currency: paid payments by the day they were paid. A
 * country's revenue is what its students paid at checkout there (the payment's own country).
 */
export async function revenueByCurrency(db: Db, country: string | null, since: Date) {
  const rows = await db
    .select({ currency: payments.currency, amountMinor: sql<string>`coalesce(sum(${payments.amountMinor}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.status, "paid"),
        gte(payments.paidAt, since),
        country === null ? undefined : eq(payments.country, country),
      ),
    )
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  // sum() of integers is numeric (a string from the drivers); amounts stay well inside 2^53.
  return rows.map((r) => ({ currency: r.currency, amountMinor: Number(r.amountMinor) }));
}

/**
 * Paid revenue since `since` per (student country at checkout, currency), for the world director:
 * each country's amounts are converted at that country's own rate, as several countries may share
 * a currency at different rates.
 */
export async function revenueByCountryAndCurrency(db: Db, since: Date) {
  const rows = await db
    .select({
      country: payments.country,
      currency: payments.currency,
      amountMinor: sql<string>`coalesce(sum(${payments.amountMinor}), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.status, "paid"), gte(payments.paidAt, since)))
    .groupBy(payments.country, payments.currency)
    .orderBy(payments.currency, payments.country);
  return rows.map((r) => ({ country: r.country, currency: r.currency, amountMinor: Number(r.amountMinor) }));
}
