import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  chapters,
  courses,
  quizAttempts,
  quizzes,
  subjects,
  subscriptions,
  tutorialProgress,
  tutorials,
} from "../../db/schema/index.ts";

/** How many results guardianpage shows per ward (the newest). */
export const RESULTS_SHOWN = 20;

interface ProgressRow {
  ward_id: number | string;
  course_id: number | string;
  title: string;
  completed: number | string;
  total: number | string;
}

/**
 * Tutorial completion per course, for the courses a ward subscribes to or has read in:
 * completed published tutorials out of all published tutorials of the course.
 */
export async function wardProgress(db: Db, wardIds: readonly number[]) {
  if (wardIds.length === 0) return [];
  const ids = sql.join(
    wardIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ward_courses as (
      select ${subscriptions.userId} as ward_id, ${subscriptions.courseId} as course_id
        from ${subscriptions} where ${subscriptions.userId} in (${ids})
      union
      select ${tutorialProgress.userId}, ${subjects.courseId}
        from ${tutorialProgress}
        join ${tutorials} on ${tutorials.id} = ${tutorialProgress.tutorialId}
        join ${chapters} on ${chapters.id} = ${tutorials.chapterId}
        join ${subjects} on ${subjects.id} = ${chapters.subjectId}
       where ${tutorialProgress.userId} in (${ids})
    )
    select wc.ward_id, wc.course_id, c.title,
           count(t.id)::int as total,
           count(p.tutorial_id)::int as completed
      from ward_courses wc
      join ${courses} c on c.id = wc.course_id
      left join ${subjects} s on s.course_id = c.id
      left join ${chapters} ch on ch.subject_id = s.id
      left join ${tutorials} t on t.chapter_id = ch.id and t.status = 'published'
      left join ${tutorialProgress} p on p.tutorial_id = t.id and p.user_id = wc.ward_id
     group by wc.ward_id, wc.course_id, c.title
     order by c.title, wc.course_id`);
  // Both drivers answer raw SQL as { rows }; counts are cast to int, ids may come back as text.
  const rows = (result as { rows: ProgressRow[] }).rows;
  return rows.map((r) => ({
    wardId: Number(r.ward_id),
    courseId: Number(r.course_id),
    courseTitle: r.title,
    completed: Number(r.completed),
    total: Number(r.total),
  }));
}

/** A ward's newest results released to them (a held result stays hidden from the guardian too). */
export async function wardResults(db: Db, wardId: number) {
  return db
    .select({
      attemptId: quizAttempts.id,
      quizTitle: quizzes.title,
      mode: quizAttempts.mode,
      submittedAt: quizAttempts.submittedAt,
      percent: quizAttempts.percent,
      passed: quizAttempts.passed,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.userId, wardId),
        eq(quizAttempts.status, "submitted"),
        isNotNull(quizAttempts.releasedAt),
        inArray(quizAttempts.mode, ["exam", "practice"]),
      ),
    )
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .limit(RESULTS_SHOWN);
}

export async function wardSubscriptions(db: Db, wardIds: readonly number[]) {
  if (wardIds.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      wardId: subscriptions.userId,
      courseTitle: courses.title,
      status: subscriptions.status,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(inArray(subscriptions.userId, [...wardIds]))
    .orderBy(desc(subscriptions.expiresAt), desc(subscriptions.id));
}
