import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { classAnnouncements, classSessions, courseStaff, courses, subscriptions, users } from "../schema/index.ts";
import { DEMO_COURSE_TITLE } from "./demo-course.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The demo's second tutor of Mathematics Foundations (the first is teacher@, its owner). */
const SECOND_TUTOR = {
  email: "amaka@example.com",
  firstname: "Amaka",
  lastname: "Obi",
  profession: "Teacher",
  country: "NG",
  role: "teacher",
  bio: "Mathematics teacher in Enugu for twelve years. I run small evening classes and like proofs drawn as pictures.",
};

/** Students of the two classes: two join teacher@'s class (beside student@), two join Amaka's. */
const CLASS_STUDENTS = [
  { email: "ifeoma@example.com", firstname: "Ifeoma", lastname: "Nwosu", country: "NG", tutor: "teacher" },
  { email: "tunde@example.com", firstname: "Tunde", lastname: "Bakare", country: "NG", tutor: "teacher" },
  { email: "zainab@example.com", firstname: "Zainab", lastname: "Musa", country: "NG", tutor: "amaka" },
  { email: "emeka@example.com", firstname: "Emeka", lastname: "Okoro", country: "NG", tutor: "amaka" },
] as const;

/**
 * Two classrooms of the demo course (ADR 0027): teacher@'s and a second tutor's, each with
 * students, an announcement and an upcoming session. Seeded rows are not emailed.
 */
export async function seedDemoClassrooms(db: Db, opts: { passwordHash: string; teacherId: number }): Promise<void> {
  const [course] = await db.select().from(courses).where(eq(courses.title, DEMO_COURSE_TITLE)).limit(1);
  if (!course) throw new Error("demo course missing");
  await db
    .update(users)
    .set({
      bio: "I wrote Mathematics Foundations for students who want to understand, not memorise. Ask me anything in the comments.",
    })
    .where(eq(users.id, opts.teacherId));
  const [amaka] = await db
    .insert(users)
    .values({ ...SECOND_TUTOR, passwordHash: opts.passwordHash })
    .returning({ id: users.id });
  if (!amaka) throw new Error("no second tutor");
  await db.insert(courseStaff).values({ courseId: course.id, userId: amaka.id, role: "tutor" });

  const now = Date.now();
  const tutorOf = { teacher: opts.teacherId, amaka: amaka.id };
  for (const s of CLASS_STUDENTS) {
    const [row] = await db
      .insert(users)
      .values({
        email: s.email,
        firstname: s.firstname,
        lastname: s.lastname,
        country: s.country,
        profession: "Student",
        role: "student",
        passwordHash: opts.passwordHash,
      })
      .returning({ id: users.id });
    if (!row) throw new Error("no demo student");
    await db.insert(subscriptions).values({
      userId: row.id,
      courseId: course.id,
      tutorId: tutorOf[s.tutor],
      status: "active",
      startsAt: new Date(now - 20 * DAY),
      expiresAt: new Date(now + (course.months * 30 - 20) * DAY),
    });
  }

  const inDays = (days: number, hour: number) => {
    const d = new Date(now + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  await db.insert(classAnnouncements).values([
    {
      courseId: course.id,
      tutorId: opts.teacherId,
      authorId: opts.teacherId,
      bodyHtml:
        "<p>Welcome to the class! This week read the <strong>Numbers</strong> chapter and try its quiz before Friday's session.</p>",
      createdAt: new Date(now - 2 * DAY),
    },
    {
      courseId: course.id,
      tutorId: amaka.id,
      authorId: amaka.id,
      bodyHtml: "<p>Evening class starts on Thursday. Bring a notebook and one question you could not answer.</p>",
      createdAt: new Date(now - DAY),
    },
  ]);
  await db.insert(classSessions).values([
    {
      courseId: course.id,
      tutorId: opts.teacherId,
      createdBy: opts.teacherId,
      title: "Revision: numbers and fractions",
      startsAt: inDays(3, 16),
      durationMinutes: 60,
      link: "https://meet.example.com/maths-foundations",
    },
    {
      courseId: course.id,
      tutorId: amaka.id,
      createdBy: amaka.id,
      title: "Evening class: first steps in algebra",
      startsAt: inDays(4, 18),
      durationMinutes: 90,
      location: "Community Library, Enugu (room 2)",
    },
  ]);
}
