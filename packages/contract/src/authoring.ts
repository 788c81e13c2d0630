import { z } from "zod";
import { Id, plainText } from "./fields.ts";

/** Payloads of the authoring API (/api/authoring/…, /api/media/images): courses and their structure. */

/** UTF-8 size, the unit the server's caps are stated in (a character may take 1–4 bytes). */
const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** Rich HTML capped by its size; the server sanitizes it (it is never trusted as sent). */
function richHtml(maxKb: number, tooBig: string) {
  return z
    .string({ error: "Send the text as HTML." })
    .refine((s) => byteLength(s) <= maxKb * 1024, `${tooBig} (at most ${maxKb} KB).`);
}

export const COURSE_DESCRIPTION_MAX_KB = 100;
export const TUTORIAL_BODY_MAX_KB = 200;
export const COURSE_MONTHS_MAX = 60;
/** A price ceiling that keeps every conversion inside a 32-bit integer column. */
export const PRICE_MINOR_MAX = 100_000_000;

export const CourseStatus = z.enum(["draft", "published"], { error: "Choose draft or published." });
export type CourseStatus = z.infer<typeof CourseStatus>;

export const CourseTitle = plainText(3, 120, "Enter a course title of at least 3 characters.");
export const CourseSummary = plainText(0, 300, "Write a short summary.");
export const CourseDescriptionHtml = richHtml(COURSE_DESCRIPTION_MAX_KB, "The description is too long");
export const BasePriceMinor = z
  .number({ error: "Enter a price." })
  .int("Enter the price in whole minor units (cents).")
  .min(0, "A price cannot be negative.")
  .max(PRICE_MINOR_MAX, "This price is too high.");
export const CourseMonths = z
  .number({ error: "Enter how many months a subscription lasts." })
  .int("Enter a whole number of months.")
  .min(1, "A subscription lasts at least 1 month.")
  .max(COURSE_MONTHS_MAX, `A subscription lasts at most ${COURSE_MONTHS_MAX} months.`);

/** POST /api/authoring/courses */
export const CourseCreateBody = z.object({
  title: CourseTitle,
  summary: CourseSummary.default(""),
  descriptionHtml: CourseDescriptionHtml.default(""),
  basePriceMinor: BasePriceMinor,
  months: CourseMonths,
});
export type CourseCreateBody = z.input<typeof CourseCreateBody>;

/** PATCH /api/authoring/courses/{courseId}: any subset of the create fields, and the status. */
export const CourseUpdateBody = z.object({
  title: CourseTitle.optional(),
  summary: CourseSummary.optional(),
  descriptionHtml: CourseDescriptionHtml.optional(),
  basePriceMinor: BasePriceMinor.optional(),
  months: CourseMonths.optional(),
  status: CourseStatus.optional(),
});
export type CourseUpdateBody = z.input<typeof CourseUpdateBody>;

export const AuthoringCourseCounts = z.object({
  subjects: z.number().int(),
  chapters: z.number().int(),
  tutorials: z.number().int(),
  publishedTutorials: z.number().int(),
});

/** One course in the caller's authoring list. */
export const AuthoringCourseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: CourseStatus,
  logoUrl: z.string().nullable(),
  basePriceMinor: z.number().int(),
  months: z.number().int(),
  ownerName: z.string(),
  counts: AuthoringCourseCounts,
  /** Owner or world director: edit, publish, delete, logo, subjects, levels, chapters. */
  canManage: z.boolean(),
  /** Also teaching assistants: tutorials. */
  canEditTutorials: z.boolean(),
});
export type AuthoringCourseSummary = z.infer<typeof AuthoringCourseSummary>;

/** GET /api/authoring/courses */
export const AuthoringCourseList = z.object({
  courses: z.array(AuthoringCourseSummary),
  /** The currency of every basePriceMinor (the site's base currency). */
  baseCurrency: z.string(),
});
export type AuthoringCourseList = z.infer<typeof AuthoringCourseList>;

export const AuthoringLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  tutorialCount: z.number().int(),
});
export type AuthoringLevel = z.infer<typeof AuthoringLevel>;

export const AuthoringChapter = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  tutorialCount: z.number().int(),
  publishedTutorialCount: z.number().int(),
});
export type AuthoringChapter = z.infer<typeof AuthoringChapter>;

export const AuthoringSubject = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  levels: z.array(AuthoringLevel),
  chapters: z.array(AuthoringChapter),
});
export type AuthoringSubject = z.infer<typeof AuthoringSubject>;

/** GET /api/authoring/courses/{courseId} (and the answer of every course write). */
export const AuthoringCourse = AuthoringCourseSummary.extend({
  /** The sanitized source HTML, for the editor. */
  descriptionHtml: z.string(),
  /** Students with an active subscription. */
  subscriberCount: z.number().int(),
  subjects: z.array(AuthoringSubject),
  updatedAt: z.string(),
});
export type AuthoringCourse = z.infer<typeof AuthoringCourse>;

export const SubjectTitle = plainText(1, 120, "Enter a subject title.");
export const LevelName = plainText(1, 60, "Enter a level name.");
export const ChapterTitle = plainText(1, 150, "Enter a chapter title.");
export const TutorialTopic = plainText(1, 200, "Enter the tutorial's topic.");
export const Difficulty = z
  .number({ error: "Choose a difficulty from 1 to 5." })
  .int("Choose a difficulty from 1 to 5.")
  .min(1, "Choose a difficulty from 1 to 5.")
  .max(5, "Choose a difficulty from 1 to 5.");

export const SubjectBody = z.object({ title: SubjectTitle });
export type SubjectBody = z.input<typeof SubjectBody>;
export const LevelBody = z.object({ name: LevelName });
export type LevelBody = z.input<typeof LevelBody>;
export const ChapterBody = z.object({ title: ChapterTitle });
export type ChapterBody = z.input<typeof ChapterBody>;

/** PUT …/order: the complete list of the parent's ids, in the new order. */
export const OrderBody = z.object({
  ids: z
    .array(Id, { error: "Send the ids in their new order." })
    .max(1000, "Too many items.")
    .refine((ids) => new Set(ids).size === ids.length, "An id appears twice."),
});
export type OrderBody = z.input<typeof OrderBody>;

export const SubjectList = z.object({ subjects: z.array(AuthoringSubject) });
export type SubjectList = z.infer<typeof SubjectList>;
export const LevelList = z.object({ levels: z.array(AuthoringLevel) });
export type LevelList = z.infer<typeof LevelList>;
export const ChapterList = z.object({ chapters: z.array(AuthoringChapter) });
export type ChapterList = z.infer<typeof ChapterList>;

export const TutorialStatus = z.enum(["draft", "published"], { error: "Choose draft or published." });

/** A tutorial as a row of the tutorial manager. */
export const AuthoringTutorialEntry = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  topic: z.string(),
  levelId: z.number().int().nullable(),
  difficulty: z.number().int(),
  /** Order within the chapter (the spec's `index`). */
  index: z.number().int(),
  freePreview: z.boolean(),
  status: TutorialStatus,
  /** An autosaved draft waits beside the saved text. */
  hasDraft: z.boolean(),
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type AuthoringTutorialEntry = z.infer<typeof AuthoringTutorialEntry>;

export const AuthoringChapterTutorials = AuthoringChapter.extend({ tutorials: z.array(AuthoringTutorialEntry) });
export type AuthoringChapterTutorials = z.infer<typeof AuthoringChapterTutorials>;

/** GET /api/authoring/subjects/{subjectId}/tutorials: the tutorial manager's data (drafts too). */
export const SubjectTutorials = z.object({
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    status: CourseStatus,
    canManage: z.boolean(),
  }),
  subject: z.object({ id: z.number().int(), title: z.string() }),
  levels: z.array(AuthoringLevel),
  chapters: z.array(AuthoringChapterTutorials),
});
export type SubjectTutorials = z.infer<typeof SubjectTutorials>;

/** POST /api/authoring/chapters/{chapterId}/tutorials (appended last). */
export const TutorialCreateBody = z.object({
  topic: TutorialTopic,
  levelId: Id.nullable().default(null),
  difficulty: Difficulty.default(1),
  freePreview: z.boolean().default(false),
});
export type TutorialCreateBody = z.input<typeof TutorialCreateBody>;

export const TutorialBodyHtml = richHtml(TUTORIAL_BODY_MAX_KB, "The tutorial is too long");
export const Revision = z.number({ error: "Send the revision you started from." }).int().min(1);

/** PATCH /api/authoring/tutorials/{tutorialId} */
export const TutorialUpdateBody = z
  .object({
    topic: TutorialTopic.optional(),
    levelId: Id.nullable().optional(),
    difficulty: Difficulty.optional(),
    freePreview: z.boolean().optional(),
    status: TutorialStatus.optional(),
    /** Another chapter of the same course; the tutorial goes last there. */
    chapterId: Id.optional(),
    bodyHtml: TutorialBodyHtml.optional(),
    /** The revision the text was loaded at; required with bodyHtml (a stale one is a 409 `conflict`). */
    baseRevision: Revision.optional(),
  })
  .refine((b) => b.bodyHtml === undefined || b.baseRevision !== undefined, {
    path: ["baseRevision"],
    message: "Send the revision you started from with the text.",
  });
export type TutorialUpdateBody = z.input<typeof TutorialUpdateBody>;

/** GET /api/authoring/tutorials/{tutorialId}: everything the editor needs. */
export const AuthoringTutorial = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  subjectId: z.number().int(),
  courseId: z.number().int(),
  topic: z.string(),
  levelId: z.number().int().nullable(),
  difficulty: z.number().int(),
  index: z.number().int(),
  freePreview: z.boolean(),
  status: TutorialStatus,
  /** The sanitized source HTML (what the editor loads). */
  bodyHtml: z.string(),
  /** Autosaved work in progress, newer than bodyHtml; null when there is none. */
  draftHtml: z.string().nullable(),
  draftSavedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Bumps on every save; send it back as baseRevision. */
  revision: z.number().int(),
});
export type AuthoringTutorial = z.infer<typeof AuthoringTutorial>;

/** PUT /api/authoring/tutorials/{tutorialId}/draft: autosave, without touching the saved text. */
export const TutorialDraftBody = z.object({ html: TutorialBodyHtml, baseRevision: Revision });
export type TutorialDraftBody = z.input<typeof TutorialDraftBody>;

export const TutorialDraftAnswer = z.object({ draftSavedAt: z.string(), revision: z.number().int() });
export type TutorialDraftAnswer = z.infer<typeof TutorialDraftAnswer>;

export const TutorialList = z.object({ tutorials: z.array(AuthoringTutorialEntry) });
export type TutorialList = z.infer<typeof TutorialList>;

/** The message the editor shows when its revision is stale (409, code `conflict`). */
export const REVISION_CONFLICT_MESSAGE = "Someone else saved this tutorial since you opened it";

/** POST /api/media/images: an uploaded image for a rich-text body. */
export const UploadedImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

export const IMAGE_UPLOAD_MAX_MB = 5;
/** The types accepted (checked on the file's content, not its name). */
export const IMAGE_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
