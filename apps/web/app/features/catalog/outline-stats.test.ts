import { describe, expect, it } from "vitest";
import type { SubjectOutline, TutorialEntry } from "@tq/contract/catalog";
import { matchesFilter, orderedChapters, plural, readerSubscribed, subjectStats } from "./outline-stats.ts";

const tutorial = (id: number, extra: Partial<TutorialEntry> = {}): TutorialEntry => ({
  id,
  topic: `T${id}`,
  levelId: 1,
  difficulty: 2,
  index: id,
  freePreview: false,
  status: "published",
  completed: false,
  open: false,
  ...extra,
});

const subject: SubjectOutline = {
  id: 1,
  title: "Algebra",
  levels: [
    { id: 1, name: "Foundation" },
    { id: 2, name: "Advanced" },
  ],
  chapters: [
    { id: 20, number: 2, title: "Two", tutorials: [tutorial(4, { levelId: 2, difficulty: 4 })] },
    {
      id: 10,
      number: 1,
      title: "One",
      tutorials: [tutorial(3, { index: 2 }), tutorial(1, { index: 1, freePreview: true, completed: true })],
    },
    { id: 30, number: 3, title: "Empty", tutorials: [] },
  ],
};

describe("subjectStats", () => {
  it("counts chapters, tutorials, free previews and the reader's completion", () => {
    expect(subjectStats(subject)).toEqual({ chapters: 3, tutorials: 3, freePreviews: 1, completed: 1, percent: 33 });
    expect(subjectStats({ ...subject, chapters: [] }).percent).toBe(0);
  });
});

describe("orderedChapters", () => {
  it("orders chapters by number and tutorials by index", () => {
    const ordered = orderedChapters(subject);
    expect(ordered.map((c) => c.number)).toEqual([1, 2, 3]);
    expect(ordered[0]?.tutorials.map((t) => t.id)).toEqual([1, 3]);
  });
});

describe("matchesFilter", () => {
  it("filters by level and difficulty, null meaning any", () => {
    const hard = tutorial(9, { levelId: 2, difficulty: 4 });
    expect(matchesFilter(hard, { levelId: null, difficulty: null })).toBe(true);
    expect(matchesFilter(hard, { levelId: 2, difficulty: null })).toBe(true);
    expect(matchesFilter(hard, { levelId: 1, difficulty: null })).toBe(false);
    expect(matchesFilter(hard, { levelId: 2, difficulty: 3 })).toBe(false);
  });
});

it("pluralizes counts", () => {
  expect(plural(1, "chapter")).toBe("1 chapter");
  expect(plural(0, "tutorial")).toBe("0 tutorials");
});

describe("readerSubscribed", () => {
  it("is true once a tutorial beyond the free previews is open to the reader", () => {
    expect(readerSubscribed({ subjects: [subject] })).toBe(false);
    const withFreeOpen = {
      ...subject,
      chapters: [{ id: 1, number: 1, title: "A", tutorials: [tutorial(1, { open: true, freePreview: true })] }],
    };
    expect(readerSubscribed({ subjects: [withFreeOpen] })).toBe(false);
    const withOpen = {
      ...subject,
      chapters: [{ id: 1, number: 1, title: "A", tutorials: [tutorial(2, { open: true })] }],
    };
    expect(readerSubscribed({ subjects: [withOpen] })).toBe(true);
  });
});
