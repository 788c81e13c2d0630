import type { CatalogCourses } from "@tq/contract/catalog";
import type { AppContext } from "../../context.ts";
import { versionCache } from "../../lib/version-cache.ts";
import { listPublishedCourses, listSubjectsWithCounts } from "./listing-repo.ts";

const listingCache = versionCache<CatalogCourses>(1);

/**
 * Every published course with its subjects (the coursetutorials screen). The same for every
 * reader, so it is memoized until publicVersion changes (ADR 0007).
 */
export function publishedCatalog(ctx: AppContext): Promise<CatalogCourses> {
  return listingCache(ctx, "all", async () => {
    const courses = await listPublishedCourses(ctx.db);
    const subjects = await listSubjectsWithCounts(
      ctx.db,
      courses.map((c) => c.id),
    );
    return {
      courses: courses.map((c) => ({
        ...c,
        subjects: subjects
          .filter((s) => s.courseId === c.id)
          .map((s) => ({
            id: s.id,
            title: s.title,
            chapters: s.chapters,
            tutorials: s.tutorials,
            freePreviews: s.freePreviews,
          })),
      })),
    };
  });
}
