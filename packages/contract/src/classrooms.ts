import { z } from "zod";
import { CountryCode, Email, Id, PersonName, plainText } from "./fields.ts";

/** Classrooms, course staff and tutors' pages (issue #5, ADR 0027). */

export const ANNOUNCEMENT_MAX_KB = 50;
export const SESSION_MAX_MINUTES = 600;
export const BIO_MAX = 2000;

/** POST /api/classrooms/{courseId}/{tutorId}/announcements: rich HTML, sanitized by the server. */
export const NewAnnouncement = z.object({
  bodyHtml: z
    .string({ error: "Write the announcement." })
    .refine((s) => new TextEncoder().encode(s).length <= ANNOUNCEMENT_MAX_KB * 1024, {
      message: `The announcement is too long (at most ${ANNOUNCEMENT_MAX_KB} KB).`,
    })
    .refine((s) => s.replace(/<[^>]*>/g, "").trim().length > 0, { message: "Write the announcement." }),
});
export type NewAnnouncement = z.infer<typeof NewAnnouncement>;

/** A session's link: a web address people can open (never javascript: and the like). */
const SessionLink = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters.")
  .refine((s) => /^https?:\/\/\S+$/i.test(s), { message: "Enter a link starting with https:// or http://." });

/** POST /api/classrooms/{courseId}/{tutorId}/sessions */
export const NewClassSession = z
  .object({
    title: plainText(3, 120, "Enter a title of at least 3 characters."),
    startsAt: z.iso.datetime({ offset: true, error: "Choose a start date and time." }),
    durationMinutes: z
      .number({ error: "Enter a duration in minutes." })
      .int("Enter whole minutes.")
      .min(5, "A session lasts at least 5 minutes.")
      .max(SESSION_MAX_MINUTES, `A session lasts at most ${SESSION_MAX_MINUTES} minutes.`),
    link: SessionLink.optional(),
    location: plainText(0, 200, "Enter a place.").optional(),
  })
  .refine((b) => Boolean(b.link) || Boolean(b.location), {
    path: ["link"],
    message: "Give a link, a place, or both.",
  });
export type NewClassSession = z.infer<typeof NewClassSession>;

export const Announcement = z.object({
  id: z.number().int(),
  bodyHtml: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

export const ClassSession = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  link: z.string().nullable(),
  location: z.string().nullable(),
});
export type ClassSession = z.infer<typeof ClassSession>;

export const UpcomingQuiz = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(["chapter", "subject"]),
  subjectTitle: z.string(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
});
export type UpcomingQuiz = z.infer<typeof UpcomingQuiz>;

/** One student of the class as the tutor sees them: progress and released results. */
export const RosterStudent = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  tutorialsCompleted: z.number().int(),
  /** Submitted exam attempts whose scores are released. */
  resultsCount: z.number().int(),
  /** Average percent of those attempts; null without any. */
  averagePercent: z.number().nullable(),
});
export type RosterStudent = z.infer<typeof RosterStudent>;

/** "tutor": the class's tutor, the course's owner or the world director (roster, writing); "assistant": a TA of the course. */
export const ClassroomViewer = z.enum(["tutor", "assistant", "student"]);
export type ClassroomViewer = z.infer<typeof ClassroomViewer>;

/** GET /api/classrooms/{courseId}/{tutorId} */
export const ClassroomView = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  tutor: z.object({ id: z.number().int(), name: z.string() }),
  viewer: ClassroomViewer,
  canWrite: z.boolean(),
  studentCount: z.number().int(),
  announcements: z.array(Announcement),
  /** Sessions not yet over, soonest first. */
  sessions: z.array(ClassSession),
  upcomingQuizzes: z.array(UpcomingQuiz),
  /** The course's published tutorials (the roster's progress is out of this). */
  tutorialCount: z.number().int(),
  /** Only for the tutor's view. */
  roster: z.array(RosterStudent).nullable(),
});
export type ClassroomView = z.infer<typeof ClassroomView>;

/** GET /api/classrooms/{courseId}/{tutorId}/coursemates: first name and last initial only. */
export const Coursemates = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  tutor: z.object({ id: z.number().int(), name: z.string() }),
  mates: z.array(z.object({ name: z.string(), you: z.boolean() })),
});
export type Coursemates = z.infer<typeof Coursemates>;

/** POST /api/courses/{courseId}/assistants */
export const InviteAssistant = z.object({ email: Email });
export type InviteAssistant = z.infer<typeof InviteAssistant>;

export const CourseAssistant = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export const AssistantInvitation = z.object({ id: z.number().int(), email: z.string(), createdAt: z.string() });

/** GET /api/courses/{courseId}/assistants (coursetas) */
export const CourseAssistants = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  assistants: z.array(CourseAssistant),
  invitations: z.array(AssistantInvitation),
});
export type CourseAssistants = z.infer<typeof CourseAssistants>;

export const InviteAssistantAnswer = z.object({
  /** "added": a teaching assistant's account joined the course; "invited": an invitation waits. */
  outcome: z.enum(["added", "invited"]),
  message: z.string(),
});
export type InviteAssistantAnswer = z.infer<typeof InviteAssistantAnswer>;

/** GET /api/teaching-assistants (teachingassistant): the caller's courses with their TAs. */
export const MyCoursesAssistants = z.object({
  courses: z.array(CourseAssistants.extend({ ownerName: z.string() })),
});
export type MyCoursesAssistants = z.infer<typeof MyCoursesAssistants>;

/**
 * POST /api/users/updateuserbyinstructor: a teacher corrects a student's name and country.
 * The email stays the student's own: changing it would let someone else reset their password.
 */
export const UpdateUserByInstructorBody = z.object({
  userId: Id,
  firstname: PersonName,
  lastname: PersonName,
  country: CountryCode,
});
export type UpdateUserByInstructorBody = z.infer<typeof UpdateUserByInstructorBody>;

/** What the instructor sees and corrects (GET /api/instructor/students/{userId}). */
export const InstructorStudent = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  country: z.string(),
  /** The caller's courses this student is subscribed to. */
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type InstructorStudent = z.infer<typeof InstructorStudent>;

export const UpdateUserByInstructorAnswer = z.object({ user: InstructorStudent, message: z.string() });

/** PUT /api/users/me/bio: a tutor's own biography for their public page (plain text; "" removes it). */
export const BioBody = z.object({ bio: plainText(0, 2000, "Write your biography.") });
export type BioBody = z.infer<typeof BioBody>;

/** GET /api/users/{id}/page (userpage): a tutor's public profile. */
export const TutorPage = z.object({
  id: z.number().int(),
  name: z.string(),
  roleLabel: z.string(),
  country: z.string(),
  bio: z.string().nullable(),
  /** Published courses they own, tutor or assist. */
  courses: z.array(z.object({ id: z.number().int(), title: z.string(), summary: z.string() })),
  /** Published courses where they tutor a class, with its size. */
  classes: z.array(z.object({ courseId: z.number().int(), title: z.string(), studentCount: z.number().int() })),
});
export type TutorPage = z.infer<typeof TutorPage>;
