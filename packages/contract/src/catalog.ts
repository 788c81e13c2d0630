import { z } from "zod";

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
