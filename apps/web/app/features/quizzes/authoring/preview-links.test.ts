import { describe, expect, it } from "vitest";
import { adminPreviewHref, workspaceHref, type PreviewedQuiz } from "./preview-links.ts";

const chapterQuiz: PreviewedQuiz = {
  id: 7,
  kind: "chapter",
  course: { id: 1, title: "Maths & more" },
  subject: { id: 2, title: "Geometry" },
  chapter: { id: 5, number: 3, title: "Angles" },
};
const subjectQuiz: PreviewedQuiz = { ...chapterQuiz, id: 8, kind: "subject", chapter: null };

describe("the staff preview's links", () => {
  it("builds the spec's adminquizview URL in preview, with the chapter (0 for a subject quiz)", () => {
    expect(adminPreviewHref(chapterQuiz)).toBe(
      "/adminquizview/7/preview/0/0/Angles/0/1/1/Maths%20%26%20more/none/Geometry/5",
    );
    expect(adminPreviewHref(subjectQuiz)).toBe(
      "/adminquizview/8/preview/0/0/Geometry/0/1/1/Maths%20%26%20more/none/Geometry/0",
    );
  });

  it("leads back to the quiz in its editor: chapterquiz for a chapter quiz, subjectquiz for a subject quiz", () => {
    expect(workspaceHref(chapterQuiz)).toBe("/chapterquiz/5/3/1/2/Geometry?quiz=7");
    expect(workspaceHref(subjectQuiz)).toBe("/subjectquiz/2/Geometry/1/Maths%20%26%20more?quiz=8");
  });
});
