import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  chapters,
  classSessions,
  courseStaff,
  courses,
  subjects,
  subscriptions,
  tutorials,
} from "../../db/schema/index.ts";
import { rowsOf } from "./cards/shared.ts";

interface ClassRow {
  course_id: number | string;
  title: string;
  students: number | string;
  next_title: string | null;
  next_at: Date | string | null;
}

/**
 * A tutor's classes (a class is a course × tutor, ADR 0027: the courses they own or tutor, as
 * classrooms/access.ts opens them), each with its students (active
 * subscriptions naming the tutor, as the class roster counts them) and its next session not
 * over yet (as the classroom lists them). One query for all classes.
 */
export async function classesOf(db: Db, tutorId: number) {
  const result = await db.execute(sql`
    select c.id as course_id, c.title,
           (select count(*) from ${subscriptions} s
             where s.course_id = c.id and s.tutor_id = ${tutorId}
               and s.status = 'active' and s.expires_at > now())::int as students,
           nxt.title as next_title, nxt.starts_at as next_at
      from ${courses} c
      left join lateral (
        select cl.title, cl.starts_at from ${classSessions} cl
         where cl.course_id = c.id and cl.tutor_id = ${tutorId}
           and cl.starts_at + make_interval(mins => cl.duration_minutes) > now()
         order by cl.starts_at, cl.id limit 1
      ) nxt on true
     where c.owner_id = ${tutorId}
        or exists (select 1 from ${courseStaff} cs
                    where cs.course_id = c.id and cs.user_id = ${tutorId} and cs.role = 'tutor')
     order by c.title, c.id`);
  return rowsOf<ClassRow>(result).map((r) => ({
    courseId: Number(r.course_id),
    title: r.title,
    students: Number(r.students),
    nextSession: r.next_at === null ? null : { title: r.next_title ?? "", startsAt: new Date(r.next_at) },
  }));
}

interface TutorialCountRow {
  course_id: number | string;
  title: string;
  status: string;
  published: number | string;
  drafts: number | string;
}

/**
 * The courses a user holds a staff row of this kind on, with their tutorials counted by state
 * (published, and everything else: drafts). One query.
 */
export async function staffCoursesWithTutorials(db: Db, userId: number, role: "tutor" | "assistant") {
  const result = await db.execute(sql`
    select c.id as course_id, c.title, c.status,
           count(t.id) filter (where t.status = 'published')::int as published,
           count(t.id) filter (where t.status <> 'published')::int as drafts
      from ${courseStaff} cs
      join ${courses} c on c.id = cs.course_id
      left join ${subjects} s on s.course_id = c.id
      left join ${chapters} ch on ch.subject_id = s.id
      left join ${tutorials} t on t.chapter_id = ch.id
     where cs.user_id = ${userId} and cs.role = ${role}
     group by c.id, c.title, c.status
     order by c.title, c.id`);
  return rowsOf<TutorialCountRow>(result).map((r) => ({
    courseId: Number(r.course_id),
    title: r.title,
    status: r.status,
    published: Number(r.published),
    drafts: Number(r.drafts),
  }));
}

/** The courses a teacher owns, with their tutorials counted the same way. */
export async function ownedCoursesWithTutorials(db: Db, ownerId: number) {
  const result = await db.execute(sql`
    select c.id as course_id, c.title, c.status,
           count(t.id) filter (where t.status = 'published')::int as published,
           count(t.id) filter (where t.status <> 'published')::int as drafts
      from ${courses} c
      left join ${subjects} s on s.course_id = c.id
      left join ${chapters} ch on ch.subject_id = s.id
      left join ${tutorials} t on t.chapter_id = ch.id
     where c.owner_id = ${ownerId}
     group by c.id, c.title, c.status
     order by c.title, c.id`);
  return rowsOf<TutorialCountRow>(result).map((r) => ({
    courseId: Number(r.course_id),
    title: r.title,
    status: r.status,
    published: Number(r.published),
    drafts: Number(r.drafts),
  }));
}
