import { eq, inArray } from "drizzle-orm";
import { convertPrice } from "@tq/contract/money";
import type { Db } from "../client.ts";
import { countries, coursePrices, courses, payments, subscriptions, users } from "../schema/index.ts";
import { DEMO_COURSE_TITLE } from "./demo-course.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Mathematics Foundations costs a round 60,000 naira in Nigeria: the demo's one override price. */
const NG_OVERRIDE_MINOR = 6_000_000;

/** Extra demo students, one subscription each: several countries and currencies, every state a director meets. */
const EXTRA_STUDENTS = [
  {
    email: "kofi@example.com",
    firstname: "Kofi",
    lastname: "Boateng",
    country: "GH",
    course: "Physics for Secondary School",
    state: "active",
  },
  {
    email: "wanjiru@example.com",
    firstname: "Wanjiru",
    lastname: "Njoroge",
    country: "KE",
    course: DEMO_COURSE_TITLE,
    state: "expiring",
  },
  {
    email: "oliver@example.com",
    firstname: "Oliver",
    lastname: "Smith",
    country: "GB",
    course: "Chemistry Essentials",
    state: "expired",
  },
  {
    email: "yuki@example.com",
    firstname: "Yuki",
    lastname: "Tanaka",
    country: "JP",
    course: "Computer Science with Python",
    state: "active",
  },
  {
    email: "chidi@example.com",
    firstname: "Chidi",
    lastname: "Nwankwo",
    country: "NG",
    course: DEMO_COURSE_TITLE,
    state: "pending",
  },
] as const;

type State = "active" | "expiring" | "expired" | "pending";

/** When each demo state starts and ends, relative to now. */
function periodOf(state: State, months: number, now: number) {
  const length = months * 30 * DAY;
  if (state === "expiring") return { startsAt: new Date(now + 3 * DAY - length), expiresAt: new Date(now + 3 * DAY) };
  if (state === "expired") return { startsAt: new Date(now - 20 * DAY - length), expiresAt: new Date(now - 20 * DAY) };
  return { startsAt: new Date(now - 10 * DAY), expiresAt: new Date(now - 10 * DAY + length) };
}

/**
 * Demo subscriptions (before the demo attempts: taking quizzes needs one): the demo student on
 * Mathematics Foundations with the demo teacher, and the extra students above. Prices follow the
 * same rule as checkout (override, else converted), frozen on each payment.
 */
export async function seedDemoSubscriptions(db: Db, opts: { passwordHash: string; tutorId: number }): Promise<void> {
  const [demoCourse] = await db.select().from(courses).where(eq(courses.title, DEMO_COURSE_TITLE)).limit(1);
  if (!demoCourse) throw new Error(`demo course ${DEMO_COURSE_TITLE} missing`);
  await db
    .insert(coursePrices)
    .values({ courseId: demoCourse.id, country: "NG", amountMinor: NG_OVERRIDE_MINOR, currency: "NGN" });

  const [student] = await db.select().from(users).where(eq(users.email, "student@example.com")).limit(1);
  if (!student) throw new Error("demo student missing");
  const extra = await db
    .insert(users)
    .values(
      EXTRA_STUDENTS.map((s) => ({
        email: s.email,
        firstname: s.firstname,
        lastname: s.lastname,
        country: s.country,
        role: "student",
        profession: "Student",
        passwordHash: opts.passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(extra.map((u) => [u.email, u.id]));

  const wanted = [
    { userId: student.id, country: student.country, course: DEMO_COURSE_TITLE, state: "active" as State },
    ...EXTRA_STUDENTS.map((s) => ({
      userId: idOf.get(s.email) ?? 0,
      country: s.country,
      course: s.course,
      state: s.state as State,
    })),
  ];
  const courseRows = await db
    .select()
    .from(courses)
    .where(inArray(courses.title, [...new Set(wanted.map((w) => w.course))]));
  const countryRows = await db.select().from(countries);
  const now = Date.now();
  for (const w of wanted) {
    const course = courseRows.find((c) => c.title === w.course);
    const country = countryRows.find((c) => c.code === w.country);
    if (!course || !country) throw new Error(`demo subscription: ${w.course} / ${w.country} missing`);
    const override = course.id === demoCourse.id && w.country === "NG";
    const amountMinor = override
      ? NG_OVERRIDE_MINOR
      : convertPrice(course.basePriceMinor, "USD", country.exchangeRate, country.currency);
    const period = periodOf(w.state, course.months, now);
    const [sub] = await db
      .insert(subscriptions)
      .values({
        userId: w.userId,
        courseId: course.id,
        tutorId: opts.tutorId,
        status: w.state === "pending" ? "pending" : "active",
        months: course.months,
        ...period,
        createdAt: period.startsAt,
      })
      .returning({ id: subscriptions.id });
    if (!sub) throw new Error("demo subscription insert failed");
    const paid = w.state !== "pending";
    await db.insert(payments).values({
      subscriptionId: sub.id,
      provider: paid ? "demo" : "manual",
      status: paid ? "paid" : "pending",
      amountMinor,
      currency: country.currency,
      exchangeRate: override || country.currency === "USD" ? null : country.exchangeRate,
      country: country.code,
      reference: paid ? `DEMO-SEED-${sub.id}` : null,
      createdAt: period.startsAt,
      paidAt: paid ? period.startsAt : null,
    });
  }
}
