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

/** A student's published reports in one course: whose they are, who follows the student, the course's staff. */
export interface StudentReportResource {
  studentId: number;
  guardianIds: readonly number[];
  course: MarkingResource;
}

/** Anything that belongs to one country (a payment's student, an application, a company, a message). */
export interface CountryResource {
  country: string;
}

type Policy<R> = (session: Session, resource: R) => boolean;

const isRole = (s: Session, ...roles: Role[]) => roles.includes(s.user.role);

/**
 * Declares a policy and the resource it looks at (none: `null`), so `authorize(session, name,
 * resource)` checks the resource's type against the name's rule without a cast.
 */
const rule = <R = null>(check: Policy<R>): Policy<R> => check;

/**
 * Named policies (Outline's habit): every permission decision has a name, lives here, and
 * is checked on the server whatever the client shows.
 */
export const policies = {
  "user.readInfo": rule<UserResource>(
    (s, u) =>
      s.user.id === u.id ||
      isRole(s, "worlddirector") ||
      (isRole(s, "countrydirector") && u.country === s.user.country && ROLE_RANK[u.role] < ROLE_RANK.countrydirector),
  ),
  /** A director's country is their jurisdiction: only the world director moves it. */
  "user.changeOwnCountry": rule((s) => !isRole(s, "countrydirector")),
  // What only the account holder may do (password, email, deletion) is refuseWhileActing() in policies/acting.ts.
  "outbox.read": rule((s) => isRole(s, "worlddirector")),
  /** The LaTeX palette and the TikZ examples feed every author's editor and the public help pages. */
  "content.managePalette": rule((s) => isRole(s, "worlddirector")),
  "content.manageTikzExamples": rule((s) => isRole(s, "worlddirector")),
  /** The keyword-rule tester (howtousekeywords): any staff member, as the page's route allows. */
  "quiz.testScheme": rule((s) => STAFF_ROLES.includes(s.user.role)),
  /** Authoring (issue #3): country directors administer, they do not author. */
  "authoring.use": rule((s) => isRole(s, "teacher", "teachingassistant", "worlddirector")),
  "course.create": rule((s) => isRole(s, "teacher", "worlddirector")),
  /** Edit, publish, delete, logo, subjects, levels, chapters: the owner or the world director. */
  "course.manage": rule<CourseResource>(
    (s, c) => isRole(s, "worlddirector") || (isRole(s, "teacher") && c.ownerId === s.user.id),
  ),
  /** Tutorials: also the course's teaching assistants (tutors teach classes; they do not author). */
  "course.editTutorials": rule<CourseResource>(
    (s, c) =>
      isRole(s, "worlddirector") ||
      (isRole(s, "teacher", "teachingassistant") && (c.ownerId === s.user.id || c.assistantIds.includes(s.user.id))),
  ),
  /** Quizzes (issue #4): written by those who write the course's tutorials. */
  "quiz.author": rule<CourseResource>(
    (s, c) =>
      isRole(s, "worlddirector") ||
      (isRole(s, "teacher", "teachingassistant") && (c.ownerId === s.user.id || c.assistantIds.includes(s.user.id))),
  ),
  /** Taking quizzes (issue #4): students; which quizzes is mayTakeQuiz()'s (modules/quizzes/attempt-access.ts). */
  "quiz.take": rule((s) => isRole(s, "student")),
  /** Subscribing and renewing (issue #5): students, for themselves (a guardian acting as the ward counts as the ward). */
  "subscription.buy": rule((s) => isRole(s, "student")),
  /** Manual payments: the world director, or the country director of the student's country. */
  "payment.list": rule((s) => isRole(s, "countrydirector", "worlddirector")),
  "payment.record": rule<CountryResource>(
    (s, p) => isRole(s, "worlddirector") || (isRole(s, "countrydirector") && p.country === s.user.country),
  ),
  /** Attempts are opened by those who take quizzes and by those who staff courses (each then only their own / their course's). */
  "attempt.open": rule((s) => isRole(s, "student", "teacher", "teachingassistant", "worlddirector")),
  /** The staff preview of a quiz (answers shown): the course's staff. */
  "quiz.preview": rule<{ courseStaff: boolean }>((_s, c) => c.courseStaff),
  /** Marking (issue #4): the quiz's authors and the course's tutors (they teach the classes whose answers they mark). */
  "attempt.mark": rule<MarkingResource>(
    (s, c) =>
      isRole(s, "worlddirector") ||
      (isRole(s, "teacher", "teachingassistant") &&
        (c.ownerId === s.user.id || c.assistantIds.includes(s.user.id) || c.tutorIds.includes(s.user.id))),
  ),
  "media.uploadImage": rule((s) => isRole(s, "teacher", "teachingassistant", "worlddirector")),
  /** Tutorial comments: staff of the course (owner, tutors, assistants, world director) answer and hide. */
  "comment.answer": rule<{
    courseStaff: boolean;
    questionAuthorId: number;
  }>((s, q) => q.courseStaff || q.questionAuthorId === s.user.id),
  "comment.moderate": rule<{ courseStaff: boolean }>((_s, c) => c.courseStaff),
  /** Issue #5, people administration (PRODUCT.md §5–6); the rules themselves are in policies/people.ts. */
  "users.list": rule((s) => isRole(s, "countrydirector", "worlddirector")),
  "user.manage": rule<UserResource>((s, u) => mayManageUser(s, u)),
  "user.grantRole": rule<{ user: UserResource; role: Role }>((s, g) => mayGrantRole(s, g.user, g.role)),
  "user.impersonate": rule<UserResource>((s, u) => mayImpersonate(s, u)),
  "user.addTeacher": rule((s) => isRole(s, "worlddirector")),
  "tutorApplication.apply": rule((s) => isRole(s, "preteacher")),
  "tutorApplication.decide": rule<CountryResource>(
    (s, a) => isRole(s, "worlddirector") || (isRole(s, "countrydirector") && a.country === s.user.country),
  ),
  "company.manage": rule<CountryResource>(
    (s, c) => isRole(s, "worlddirector") || (isRole(s, "countrydirector") && c.country === s.user.country),
  ),
  /** Issue #6, siteadmin: site settings, pages, countries and rates, course order: the world director only. */
  "site.manage": rule((s) => isRole(s, "worlddirector")),
  /** A country's contact details and local prices: the world director, or that country's director. */
  "country.manageSettings": rule<CountryResource>(
    (s, c) => isRole(s, "worlddirector") || (isRole(s, "countrydirector") && c.country === s.user.country),
  ),
  /** The site manual (issue #6): staff read it; the world director writes it. */
  "manual.read": rule((s) => STAFF_ROLES.includes(s.user.role)),
  "manual.manage": rule((s) => isRole(s, "worlddirector")),
  /** Testimonies (issue #6): the world director decides what home shows. */
  "testimony.moderate": rule((s) => isRole(s, "worlddirector")),
  /** Issue #6 oversight: the activity log and the estimator are the world director's. */
  "log.read": rule((s) => isRole(s, "worlddirector")),
  "estimator.use": rule((s) => isRole(s, "worlddirector")),
  /** The contact inbox: directors; a country director only their own country's messages. */
  "contact.readInbox": rule((s) => isRole(s, "countrydirector", "worlddirector")),
  "contact.handle": rule<CountryResource>(
    (s, m) => isRole(s, "worlddirector") || (isRole(s, "countrydirector") && m.country === s.user.country),
  ),
  /** Guardians (PRODUCT.md §5): a student invites guardians and manages their own invitations and guardians. */
  "guardian.invite": rule((s) => isRole(s, "student")),
  /** A guardian account confirms an invitation's link and so starts following the student. */
  "guardian.accept": rule((s) => isRole(s, "guardian")),
  /** A guardian reads their wards' progress, results and subscriptions, and acts as one of them. */
  "ward.follow": rule((s) => isRole(s, "guardian")),
  "ward.actAs": rule((s) => isRole(s, "guardian")),
  /** Either side ends a guardianship: the guardian or the student (which link is theirs is the service's check). */
  "guardianship.end": rule((s) => isRole(s, "guardian", "student")),
  /** Assessment reports (issue #6, ADR 0030): the course's owner, its teaching assistants and the world director. */
  "report.write": rule<CourseResource>(
    (s, c) =>
      isRole(s, "worlddirector") ||
      (isRole(s, "teacher", "teachingassistant") && (c.ownerId === s.user.id || c.assistantIds.includes(s.user.id))),
  ),
  /** A student's published reports: the student, their guardians, the course's staff (tutors too) and the world director. */
  "report.readStudent": rule<StudentReportResource>(
    (s, r) =>
      isRole(s, "worlddirector") ||
      (isRole(s, "student") && s.user.id === r.studentId) ||
      (isRole(s, "guardian") && r.guardianIds.includes(s.user.id)) ||
      (isRole(s, "teacher", "teachingassistant") &&
        (r.course.ownerId === s.user.id ||
          r.course.assistantIds.includes(s.user.id) ||
          r.course.tutorIds.includes(s.user.id))),
  ),
} as const;

export type Action = keyof typeof policies;
type ResourceOf<A extends Action> = (typeof policies)[A] extends Policy<infer R> ? R : never;
/** The same table seen through its names, so indexing it by a generic name keeps the resource's type. */
const byName: { [A in Action]: Policy<ResourceOf<A>> } = policies;

export function can<A extends Action>(session: Session, action: A, resource: ResourceOf<A>): boolean {
  return byName[action](session, resource);
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
