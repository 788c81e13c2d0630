import { tutorialHref, tutorialPlace } from "@tq/contract/tutorial-href";

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
      .map((t) => tutorialHref(t, tutorialPlace(outline.course, subject))),
  );
}
