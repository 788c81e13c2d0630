import { hrefTo } from "@tq/contract/paths";

/** The part of a course outline (`GET /api/catalog/courses/:id/outline`) the bench reads. */
export interface Outline {
  course: { id: number; title: string };
  subjects: {
    id: number;
    title: string;
    chapters: {
      tutorials: { id: number; levelId: number | null; difficulty: number; index: number; freePreview: boolean }[];
    }[];
  }[];
}

/** The reading pages of an outline's free-preview tutorials, with the spec's eight parameters. */
export function freePreviewPaths(outline: Outline): string[] {
  return outline.subjects.flatMap((subject) =>
    subject.chapters
      .flatMap((c) => c.tutorials)
      .filter((t) => t.freePreview)
      .map((t) =>
        hrefTo("tutorialview", {
          tutorialId: t.id,
          levelId: t.levelId ?? 0,
          difficulty: t.difficulty,
          index: t.index,
          courseId: outline.course.id,
          courseName: outline.course.title,
          subjectName: subject.title,
          subjectId: subject.id,
        }),
      ),
  );
}
