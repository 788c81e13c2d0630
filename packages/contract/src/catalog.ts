import { z } from "zod";
import { Id, plainText } from "./fields.ts";

/** A tutorial as a menu or list entry (spec §3: "each tutorial with id and topic"). */
export const TutorialEntry = z.object({
  id: z.number().int(),
  topic: z.string(),
  levelId: z.number().int().nullable(),
  difficulty: z.number().int().min(1).max(5),
  /** Order within the chapter (the spec's `index` route parameter). */
  index: z.number().int(),
  freePreview: z.boolean(),
  status: z.enum(["draft", "published"]),
  completed: z.boolean(),
  /** The reader may open it (free preview, staff; later subscribers); else it shows a lock. */
  open: z.boolean(),
});
export type TutorialEntry = z.infer<typeof TutorialEntry>;

export const ChapterOutline = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  tutorials: z.array(TutorialEntry),
});
export type ChapterOutline = z.infer<typeof ChapterOutline>;

export const SubjectOutline = z.object({
  id: z.number().int(),
  title: z.string(),
  levels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  chapters: z.array(ChapterOutline),
});
export type SubjectOutline = z.infer<typeof SubjectOutline>;

/** GET /api/catalog/courses/{courseId}/outline: the syllabus, as the reader may see it. */
export const CourseOutline = z.object({
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    logoUrl: z.string().nullable(),
    status: z.enum(["draft", "published"]),
    /** The rich description, sanitized on the server when it was saved. */
    descriptionHtml: z.string(),
    months: z.number().int(),
  }),
  /** True when the reader is staff of the course (drafts are then included). */
  staff: z.boolean(),
  subjects: z.array(SubjectOutline),
});
export type CourseOutline = z.infer<typeof CourseOutline>;

const Neighbour = z
  .object({
    id: z.number().int(),
    topic: z.string(),
    levelId: z.number().int().nullable(),
    difficulty: z.number().int(),
    index: z.number().int(),
  })
  .nullable();

/** GET /api/tutorials/{id}: one tutorial to read, with its place in the course. */
export const TutorialView = z.object({
  tutorial: TutorialEntry.extend({ html: z.string(), updatedAt: z.string() }),
  chapter: z.object({ id: z.number().int(), number: z.number().int(), title: z.string() }),
  subject: z.object({ id: z.number().int(), title: z.string() }),
  course: z.object({ id: z.number().int(), title: z.string(), logoUrl: z.string().nullable() }),
  previous: Neighbour,
  next: Neighbour,
});
export type TutorialView = z.infer<typeof TutorialView>;

export const ProgressAnswer = z.object({ tutorialId: z.number().int(), completed: z.boolean() });
export type ProgressAnswer = z.infer<typeof ProgressAnswer>;

/** GET /api/catalog/courses: every published course in the home order, with its subjects (coursetutorials). */
export const CatalogSubject = z.object({
  id: z.number().int(),
  title: z.string(),
  chapters: z.number().int(),
  /** Published tutorials. */
  tutorials: z.number().int(),
  freePreviews: z.number().int(),
});
export type CatalogSubject = z.infer<typeof CatalogSubject>;

export const CatalogCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  logoUrl: z.string().nullable(),
  subjects: z.array(CatalogSubject),
});
export type CatalogCourse = z.infer<typeof CatalogCourse>;

export const CatalogCourses = z.object({ courses: z.array(CatalogCourse) });
export type CatalogCourses = z.infer<typeof CatalogCourses>;

/** Tutorial comments: students ask, staff answer (one level), staff hide (PRODUCT.md §2). */
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENTS_PAGE_SIZE = 20;
/** An author may take back their own comment this long after posting it, while it has no answers. */
export const COMMENT_DELETE_WINDOW_MS = 15 * 60_000;

export const CommentText = plainText(1, COMMENT_MAX_LENGTH, "Write your question or answer.");

/** POST /api/tutorials/{id}/comments: a question, or an answer to one (parentId). */
export const NewComment = z.object({ body: CommentText, parentId: Id.optional() });
export type NewComment = z.infer<typeof NewComment>;

/** GET /api/tutorials/{id}/comments?before=&limit= : questions older than `before` (a comment id). */
export const CommentsQuery = z.object({
  before: Id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(COMMENTS_PAGE_SIZE),
});
export type CommentsQuery = z.infer<typeof CommentsQuery>;

/** PATCH /api/comments/{commentId} */
export const CommentVisibility = z.object({ hidden: z.boolean() });

export const Comment = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Plain text as written (the author edits and quotes this). */
  body: z.string(),
  /**
   * The body as the server renders it for reading: the text escaped, its `$…$` / `$$…$$`
   * formulas as KaTeX markup. Never the author's HTML: the text cannot become markup.
   */
  bodyHtml: z.string(),
  author: z.object({
    /** First name and last initial ("Ada L."). */
    name: z.string(),
    /** Staff of the tutorial's course (owner, tutor, assistant, world director). */
    staff: z.boolean(),
  }),
  createdAt: z.string(),
  /** Only staff ever get hidden comments. */
  hidden: z.boolean(),
  mine: z.boolean(),
  /** The reader may delete it now (staff; or its author within 15 minutes, before any answer). */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

export const CommentThread = Comment.extend({ answers: z.array(Comment) });
export type CommentThread = z.infer<typeof CommentThread>;

export const CommentPage = z.object({
  threads: z.array(CommentThread),
  /** The cursor for the next (older) page, or null when this was the last. */
  nextBefore: z.number().int().nullable(),
  viewer: z.object({ signedIn: z.boolean(), staff: z.boolean() }),
});
export type CommentPage = z.infer<typeof CommentPage>;
