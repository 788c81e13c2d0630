import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolCandidates, poolSize, type SelectorValues } from "../../../src/modules/quizzes/authoring/section-repo.ts";
import { drawAtRandom } from "../../../src/modules/quizzes/taking/attempt-snapshot.ts";
import { buildCourseTree } from "../../catalog/catalog-factory.ts";
import { buildUser, createTestApp, type TestApp } from "../../support/helpers.ts";
import { buildQuiz } from "../quiz-factory.ts";

/**
 * The selector's pool is one predicate (issue #14): what the editor counts is exactly what an
 * attempt draws from, for any selector over a subject with questions in and out of every part
 * of the pool (chapters, levels, difficulties, draft quizzes, subject quizzes, another subject).
 */
let t: TestApp;
let subjectId: number;
let chapterIds: number[];
let levelIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.database, { role: "teacher" });
  const tree = await buildCourseTree(t.database, { ownerId: owner.id });
  const other = await buildCourseTree(t.database, { ownerId: owner.id });
  subjectId = tree.subject.id;
  chapterIds = [tree.chapters.ch1.id, tree.chapters.ch2.id];
  levelIds = [tree.levels.foundation.id, tree.levels.advanced.id];
  const base = { courseId: tree.course.id, subjectId };
  let difficulty = 0;
  for (const chapterId of chapterIds)
    for (const levelId of [...levelIds, null])
      for (const status of ["published", "published", "draft"] as const) {
        difficulty = (difficulty % 5) + 1;
        await buildQuiz(t.database, { ...base, chapterId, levelId, difficulty, status });
      }
  await buildQuiz(t.database, { ...base, kind: "subject", levelId: levelIds[0], difficulty: 3 });
  await buildQuiz(t.database, {
    courseId: other.course.id,
    subjectId: other.subject.id,
    chapterId: other.chapters.ch1.id,
    difficulty: 3,
  });
});

afterAll(async () => {
  await t?.close();
});

const subset = (ids: () => number[]) => fc.subarray([0, 1]).map((picked) => picked.map((i) => ids()[i] as number));
const selector: fc.Arbitrary<SelectorValues> = fc
  .record({
    chapterIds: subset(() => chapterIds),
    levelIds: subset(() => levelIds),
    a: fc.integer({ min: 1, max: 5 }),
    b: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ a, b, ...s }) => ({ ...s, count: 1, difficultyMin: Math.min(a, b), difficultyMax: Math.max(a, b) }));

/** What an attempt draws from: one selector's candidates, as the start reads them (with others beside it). */
async function candidatesOf(s: SelectorValues): Promise<number[]> {
  const other = { chapterIds: [], levelIds: [], count: 1, difficultyMin: 1, difficultyMax: 1 };
  const pools = await poolCandidates(t.database.db, subjectId, [
    { ...s, id: 1 },
    { ...other, id: 2 },
  ]);
  return pools.get(1) ?? [];
}

describe("a selector's pool", () => {
  it("counts exactly the questions an attempt draws from, whatever the selector", async () => {
    await fc.assert(
      fc.asyncProperty(selector, async (s) => {
        const counted = await poolSize(t.database.db, subjectId, s);
        const pool = await candidatesOf(s);
        const drawn = drawAtRandom(pool, 10_000, new Set());
        expect(new Set(drawn).size).toBe(drawn.length);
        expect(drawn.length).toBe(counted);
      }),
      { numRuns: 40 },
    );
  });

  it("draws none of the questions already taken, and no more than asked", async () => {
    const s: SelectorValues = { chapterIds: [], levelIds: [], count: 3, difficultyMin: 1, difficultyMax: 5 };
    const all = drawAtRandom(await candidatesOf(s), 10_000, new Set());
    expect(all.length).toBe(await poolSize(t.database.db, subjectId, s));
    const taken = all.slice(0, all.length - 2);
    const drawn = drawAtRandom(await candidatesOf(s), s.count, new Set(taken));
    expect(drawn.sort()).toEqual(all.slice(-2).sort());
  });
});
