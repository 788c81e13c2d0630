import { eq } from "drizzle-orm";
import type { Role } from "@tq/contract/roles";
import type { Session } from "../../context.ts";
import type { Db } from "../client.ts";
import { courses, users } from "../schema/index.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { createDraft, publishReport, reportCourse, updateDraft } from "../../modules/reports/service.ts";

const SEED_META: RequestMeta = { ip: "127.0.0.1", userAgent: "demo seed" };
const DAY = 86_400_000;

async function sessionOf(db: Db, email: string): Promise<Session> {
  const [u] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!u) throw new Error(`demo account ${email} missing`);
  const { id, firstname, lastname, profession, country, status } = u;
  // No token stands behind a seed session: nothing revokes or touches it.
  return {
    user: { id, firstname, lastname, email, profession, country, role: u.role as Role, status, originalId: 0 },
    tokenId: 0,
    realUserId: id,
  };
}

/** A remark a teaching assistant might write, from the student's weighted total. */
function remarkFor(firstname: string, total: number | null): string {
  if (total === null)
    return `${firstname} has not sat the counted quizzes in this period yet. Let's plan them together.`;
  if (total >= 70)
    return `${firstname} has worked steadily and it shows. Keep stretching yourself on the subject tests.`;
  if (total >= 40) return `${firstname} is making progress. Revisit the chapter quizzes where marks were lost.`;
  return `${firstname} has made a start; more practice on the chapter quizzes will help.`;
}

/**
 * Demo reports (issue #6): the teaching assistant publishes a mid-term report of Mathematics
 * Foundations through the real services (draft, remarks, publish), so every demo student of the
 * course has a published report with a verification code. Seeding sends no email: the outbox
 * would fill with mail to fictional people before anyone signs in.
 */
export async function seedDemoReports(db: Db, now = new Date()): Promise<number> {
  const ta = await sessionOf(db, "ta@example.com");
  const [course] = await db.select().from(courses).where(eq(courses.title, "Mathematics Foundations")).limit(1);
  if (!course) throw new Error("demo course Mathematics Foundations missing");
  const ctx = {
    db,
    mailer: { send: async () => {}, sendMany: async () => {}, deliverDue: async () => 0 },
    appBase: "",
  };
  const { quizzes } = await reportCourse(ctx, ta, course.id);
  const settings = {
    periodFrom: new Date(now.getTime() - 60 * DAY).toISOString().slice(0, 10),
    periodTo: now.toISOString().slice(0, 10),
    // Subject tests weigh twice a chapter quiz.
    quizzes: quizzes.map((q) => ({ quizId: q.quizId, weight: q.kind === "subject" ? 2 : 1 })),
  };
  const draft = await createDraft(ctx, ta, course.id, { title: "Mid-term report", ...settings }, SEED_META);
  const remarks = Object.fromEntries(
    draft.computed.students.map((s) => [String(s.userId), remarkFor(s.name.split(" ")[0] ?? s.name, s.weightedTotal)]),
  );
  await updateDraft(ctx, ta, draft.id, { title: "Mid-term report", ...settings, remarks }, SEED_META);
  const published = await publishReport(ctx, ta, draft.id, SEED_META);
  return published.computed.students.length;
}
