import { ROLE_RANK, STAFF_ROLES, type Role } from "@tq/contract/roles";
import type { Session } from "../context.ts";
import { Forbidden } from "../lib/errors.ts";
import { mayGrantRole, mayImpersonate, mayManageUser } from "./people.ts";

/** The resources policies look at; each carries only what its rule needs. */
export interface UserResource {
  id: number;
  country: string;
  role: Role;
}

/** A course as the authoring policies see it: its owner and its teaching assistants. */
export interface CourseResource {
  ownerId: number;
  assistantIds: readonly number[];
}

/** A course as marking sees it: also its tutors (course_staff role "tutor"). */
export interface MarkingResource extends CourseResource {
  tutorIds: readonly number[];
}

type Policy<R> = (session: Session, resource: R) => boolean;

const isRole = (s: Session, ...roles: Role[]) => roles.includes(s.user.role);

/**
 * Named policies (Outline's habit): every permission decision has a name, lives here, and
 * is checked on the server whatever the client shows.
 */
export const policies = {
  "user.readInfo": ((s, u) =>
    s.user.id === u.id ||
    isRole(s, "worlddirector") ||
    (isRole(s, "countrydirector") &&
      u.country === s.user.country &&
      ROLE_RANK[u.role] < ROLE_RANK.countrydirector)) as Policy<UserResource>,
  /** A director's country is their jurisdiction: only the world director moves it. */
  "user.changeOwnCountry": ((s) => !isRole(s, "countrydirector")) as Policy<null>,
  // What only the account holder may do (password, email, deletion) is refuseWhileActing() in policies/acting.ts.
  "outbox.read": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  /** The LaTeX palette and the TikZ examples feed every author's editor and the public help pages. */
  "content.managePalette": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  "content.manageTikzExamples": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  /** The keyword-rule tester (howtousekeywords): any staff member, as the page's route allows. */
  "quiz.testScheme": ((s) => STAFF_ROLES.includes(s.user.role)) as Policy<null>,
  /** Authoring (issue #3): country directors administer, they do not author. */
  "authoring.use": ((s) => isRole(s, "teacher", "teachingassistant", "worlddirector")) as Policy<null>,
  "course.create": ((s) => isRole(s, "teacher", "worlddirector")) as Policy<null>,
  /** Edit, publish, delete, logo, subjects, levels, chapters: the owner or the world director. */
  "course.manage": ((s, c) =>
    isRole(s, "worlddirector") || (isRole(s, "teacher") && c.ownerId === s.user.id)) as Policy<CourseResource>,
  /** Tutorials: also the course's teaching assistants (tutors teach classes; they do not author). */
  "course.editTutorials": ((s, c) =>
    isRole(s, "worlddirector") ||
    (isRole(s, "teacher", "teachingassistant") &&
      (c.ownerId === s.user.id || c.assistantIds.includes(s.user.id)))) as Policy<CourseResource>,
  /** Quizzes (issue #4): written by those who write the course's tutorials. */
  "quiz.author": ((s, c) =>
    isRole(s, "worlddirector") ||
    (isRole(s, "teacher", "teachingassistant") &&
      (c.ownerId === s.user.id || c.assistantIds.includes(s.user.id)))) as Policy<CourseResource>,
  /** Taking quizzes (issue #4): students; which quizzes is mayTakeQuiz()'s (modules/quizzes/attempt-access.ts). */
  "quiz.take": ((s) => isRole(s, "student")) as Policy<null>,
  /** Subscribing and renewing (issue #5): students, for themselves (a guardian acting as the ward counts as the ward). */
  "subscription.buy": ((s) => isRole(s, "student")) as Policy<null>,
  /** Manual payments: the world director, or the country director of the student's country. */
  "payment.list": ((s) => isRole(s, "countrydirector", "worlddirector")) as Policy<null>,
  "payment.record": ((s, p) =>
    isRole(s, "worlddirector") || (isRole(s, "countrydirector") && p.country === s.user.country)) as Policy<{
    country: string;
  }>,
  /** Attempts are opened by those who take quizzes and by those who staff courses (each then only their own / their course's). */
  "attempt.open": ((s) => isRole(s, "student", "teacher", "teachingassistant", "worlddirector")) as Policy<null>,
  /** The staff preview of a quiz (answers shown): the course's staff. */
  "quiz.preview": ((_s, c) => c.courseStaff) as Policy<{ courseStaff: boolean }>,
  /** Marking (issue #4): the quiz's authors and the course's tutors (they teach the classes whose answers they mark). */
  "attempt.mark": ((s, c) =>
    isRole(s, "worlddirector") ||
    (isRole(s, "teacher", "teachingassistant") &&
      (c.ownerId === s.user.id ||
        c.assistantIds.includes(s.user.id) ||
        c.tutorIds.includes(s.user.id)))) as Policy<MarkingResource>,
  "media.uploadImage": ((s) => isRole(s, "teacher", "teachingassistant", "worlddirector")) as Policy<null>,
  /** Tutorial comments: staff of the course (owner, tutors, assistants, world director) answer and hide. */
  "comment.answer": ((s, q) => q.courseStaff || q.questionAuthorId === s.user.id) as Policy<{
    courseStaff: boolean;
    questionAuthorId: number;
  }>,
  "comment.moderate": ((_s, c) => c.courseStaff) as Policy<{ courseStaff: boolean }>,
  /** Issue #5, people administration (PRODUCT.md §5–6); the rules themselves are in policies/people.ts. */
  "users.list": ((s) => isRole(s, "countrydirector", "worlddirector")) as Policy<null>,
  "user.manage": ((s, u) => mayManageUser(s, u)) as Policy<UserResource>,
  "user.grantRole": ((s, g) => mayGrantRole(s, g.user, g.role)) as Policy<{ user: UserResource; role: Role }>,
  "user.impersonate": ((s, u) => mayImpersonate(s, u)) as Policy<UserResource>,
  "user.addTeacher": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  "tutorApplication.apply": ((s) => isRole(s, "preteacher")) as Policy<null>,
  "tutorApplication.decide": ((s, a) =>
    isRole(s, "worlddirector") || (isRole(s, "countrydirector") && a.country === s.user.country)) as Policy<{
    country: string;
  }>,
  "company.manage": ((s, c) =>
    isRole(s, "worlddirector") || (isRole(s, "countrydirector") && c.country === s.user.country)) as Policy<{
    country: string;
  }>,
  /** Issue #6, siteadmin: site settings, pages, countries and rates, course order: the world director only. */
  "site.manage": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  /** A country's contact details and local prices: the world director, or that country's director. */
  "country.manageSettings": ((s, c) =>
    isRole(s, "worlddirector") || (isRole(s, "countrydirector") && c.country === s.user.country)) as Policy<{
    country: string;
  }>,
  /** The site manual (issue #6): staff read it; the world director writes it. */
  "manual.read": ((s) => STAFF_ROLES.includes(s.user.role)) as Policy<null>,
  "manual.manage": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  /** Testimonies (issue #6): the world director decides what home shows. */
  "testimony.moderate": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  /** Issue #6 oversight: the activity log and the estimator are the world director's. */
  "log.read": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  "estimator.use": ((s) => isRole(s, "worlddirector")) as Policy<null>,
  /** The contact inbox: directors; a country director only their own country's messages. */
  "contact.readInbox": ((s) => isRole(s, "countrydirector", "worlddirector")) as Policy<null>,
  "contact.handle": ((s, m) =>
    isRole(s, "worlddirector") || (isRole(s, "countrydirector") && m.country === s.user.country)) as Policy<{
    country: string;
  }>,
  /** Assessment reports (issue #6, ADR 0030): the course's owner, its teaching assistants and the world director. */
  "report.write": ((s, c) =>
    isRole(s, "worlddirector") ||
    (isRole(s, "teacher", "teachingassistant") &&
      (c.ownerId === s.user.id || c.assistantIds.includes(s.user.id)))) as Policy<CourseResource>,
  /** A student's published reports: the student, their guardians, the course's staff (tutors too) and the world director. */
  "report.readStudent": ((s, r) =>
    isRole(s, "worlddirector") ||
    (isRole(s, "student") && s.user.id === r.studentId) ||
    (isRole(s, "guardian") && r.guardianIds.includes(s.user.id)) ||
    (isRole(s, "teacher", "teachingassistant") &&
      (r.course.ownerId === s.user.id ||
        r.course.assistantIds.includes(s.user.id) ||
        r.course.tutorIds.includes(s.user.id)))) as Policy<{
    studentId: number;
    guardianIds: readonly number[];
    course: MarkingResource;
  }>,
} as const;

export type Action = keyof typeof policies;
type ResourceOf<A extends Action> = (typeof policies)[A] extends Policy<infer R> ? R : never;

export function can<A extends Action>(session: Session, action: A, resource: ResourceOf<A>): boolean {
  return (policies[action] as Policy<ResourceOf<A>>)(session, resource);
}

/** Throws 403 unless the named policy allows the action. */
export function authorize<A extends Action>(
  session: Session,
  action: A,
  resource: ResourceOf<A>,
  message?: string,
): void {
  if (!can(session, action, resource)) throw Forbidden(message);
}
