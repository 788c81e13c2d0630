import { describe, expect, it } from "vitest";
import { filtersFrom, queryOf, withFilter } from "./records-filters.ts";

describe("the records' filters in the URL", () => {
  it("keeps the filters the contract accepts and drops the others", () => {
    const search = new URLSearchParams("courseId=3&kind=essay&status=submitted&from=2026-02-30x&q=ada&page=2");
    expect(filtersFrom(search)).toEqual({ courseId: "3", status: "submitted", q: "ada", page: "2" });
    expect(queryOf(filtersFrom(search))).toEqual({ courseId: 3, status: "submitted", q: "ada", page: 2 });
  });

  it("goes back to page 1 on a filter change and forgets the quiz of another course", () => {
    const search = new URLSearchParams("courseId=3&quizId=9&page=4");
    expect(withFilter(search, "page", "5").toString()).toBe("courseId=3&quizId=9&page=5");
    expect(withFilter(search, "status", "in_progress").toString()).toBe("courseId=3&quizId=9&status=in_progress");
    expect(withFilter(search, "courseId", "4").toString()).toBe("courseId=4");
    expect(withFilter(search, "courseId", null).toString()).toBe("");
  });
});
