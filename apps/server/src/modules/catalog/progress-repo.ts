import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, courses, subjects, subscriptions, tutorialProgress, tutorials } from "../../db/schema/index.ts";

interface ProgressRow {
  user_id: number | string;
  course_id: number | string;
  title: string;
  completed: number | string;
  total: number | string;
}

/**
 * Tutorial completion per student and course, for the courses a student subscribes to or has read
 * in (only `courseId` when given): completed published tutorials out of all published tutorials of
 * the course. One query for guardianpage (a ward's courses) and a class roster (one course).
 */
export async function courseProgress(db: Db, userIds: readonly number[], courseId?: number) {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const oneCourse = courseId === undefined ? sql`` : sql`where uc.course_id = ${courseId}`;
  const result = await db.execute(sql`
    with user_courses as (
      select ${subscriptions.userId} as user_id, ${subscriptions.courseId} as course_id
        from ${subscriptions} where ${subscriptions.userId} in (${ids})
      union
      select ${tutorialProgress.userId}, ${subjects.courseId}
        from ${tutorialProgress}
        join ${tutorials} on ${tutorials.id} = ${tutorialProgress.tutorialId}
        join ${chapters} on ${chapters.id} = ${tutorials.chapterId}
        join ${subjects} on ${subjects.id} = ${chapters.subjectId}
       where ${tutorialProgress.userId} in (${ids})
    )
    select uc.user_id, uc.course_id, c.title,
           count(t.id)::int as total,
           count(p.tutorial_id)::int as completed
      from user_courses uc
      join ${courses} c on c.id = uc.course_id
      left join ${subjects} s on s.course_id = c.id
      left join ${chapters} ch on ch.subject_id = s.id
      left join ${tutorials} t on t.chapter_id = ch.id and t.status = 'published'
      left join ${tutorialProgress} p on p.tutorial_id = t.id and p.user_id = uc.user_id
      ${oneCourse}
     group by uc.user_id, uc.course_id, c.title
     order by c.title, uc.course_id`);
  // Both drivers answer raw SQL as { rows }; counts are cast to int, ids may come back as text.
  const rows = (result as { rows: ProgressRow[] }).rows;
  return rows.map((r) => ({
    userId: Number(r.user_id),
    courseId: Number(r.course_id),
    courseTitle: r.title,
    completed: Number(r.completed),
    total: Number(r.total),
  }));
}
