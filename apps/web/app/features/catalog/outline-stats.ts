import type { ChapterOutline, CourseOutline, SubjectOutline, TutorialEntry } from "@tq/contract/catalog";
import type { TutorialPlace } from "@tq/contract/tutorial-href";

export interface SubjectStats {
  chapters: number;
  tutorials: number;
  freePreviews: number;
  completed: number;
  /** Completed share of the subject's tutorials, 0–100, rounded down (100 only when all are done). */
  percent: number;
}

/** The counts a subject card shows, from the syllabus the reader was given. */
export function subjectStats(subject: SubjectOutline): SubjectStats {
  const tutorials = subject.chapters.flatMap((c) => c.tutorials);
  const completed = tutorials.filter((t) => t.completed).length;
  return {
    chapters: subject.chapters.length,
    tutorials: tutorials.length,
    freePreviews: tutorials.filter((t) => t.freePreview).length,
    completed,
    percent: tutorials.length === 0 ? 0 : Math.floor((completed / tutorials.length) * 100),
  };
}

/** Chapters by number, each with its tutorials by index. */
export function orderedChapters(subject: SubjectOutline): ChapterOutline[] {
  return [...subject.chapters]
    .sort((a, b) => a.number - b.number)
    .map((c) => ({ ...c, tutorials: [...c.tutorials].sort((a, b) => a.index - b.index) }));
}

export interface TutorialFilter {
  /** A level id, or null for every level. */
  levelId: number | null;
  /** A difficulty 1–5, or null for any. */
  difficulty: number | null;
}

export function matchesFilter(t: TutorialEntry, filter: TutorialFilter): boolean {
  return (
    (filter.levelId === null || t.levelId === filter.levelId) &&
    (filter.difficulty === null || t.difficulty === filter.difficulty)
  );
}

/** "1 chapter", "3 tutorials". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The free previews, in syllabus order, with their place (for "Preview free tutorials"). */
export function freePreviews(outline: CourseOutline): { tutorial: TutorialEntry; place: TutorialPlace }[] {
  return outline.subjects.flatMap((subject) =>
    orderedChapters(subject).flatMap((chapter) =>
      chapter.tutorials
        .filter((t) => t.freePreview && t.status === "published")
        .map((tutorial) => ({
          tutorial,
          place: {
            courseId: outline.course.id,
            courseName: outline.course.title,
            subjectName: subject.title,
            subjectId: subject.id,
          },
        })),
    ),
  );
}

/**
 * A reader (not staff) for whom a tutorial beyond the free previews is open holds an active
 * subscription (course detail's "Subscribed" instead of "Subscribe").
 */
export function readerSubscribed(outline: Pick<CourseOutline, "subjects">): boolean {
  return outline.subjects.some((s) => s.chapters.some((c) => c.tutorials.some((t) => t.open && !t.freePreview)));
}
