import { expect, test, type Page } from "@playwright/test";
import { hrefTo } from "@tq/contract/paths";
import { signInWithForm } from "./support.ts";

/** The demo course "Mathematics Foundations": subject Algebra, its chapter 2 (owned by teacher@). */
const COURSE = { id: 1, title: "Mathematics Foundations" };
const SUBJECT = { id: 1, title: "Algebra" };
const CHAPTER_NUMBER = 2;

/** Types into the rich editor labelled `label` (TipTap's contenteditable inside it). */
async function typeRich(page: Page, label: string, text: string) {
  const editor = page.getByRole("textbox", { name: label, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

test("a teacher builds a chapter quiz and publishes it", async ({ page }) => {
  const title = `Equations check ${Date.now()}`;
  await signInWithForm(page, "teacher@example.com");

  // The tutorial manager links each chapter to its quizzes.
  await page.goto(
    hrefTo("tutorial", {
      subjectid: SUBJECT.id,
      subjectname: SUBJECT.title,
      courseid: COURSE.id,
      coursename: COURSE.title,
    }),
  );
  const chapterCard = page.locator("section").filter({ hasText: `Chapter ${CHAPTER_NUMBER} ·` });
  await chapterCard.getByRole("link", { name: "Quizzes of this chapter" }).click();
  await expect(page).toHaveURL(/\/chapterquiz\/\d+\/2\/1\/1\/Algebra$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Quizzes of chapter ${CHAPTER_NUMBER}`);

  // Create a quiz; it opens at once.
  await page.getByLabel("New quiz").fill(title);
  await page.getByRole("button", { name: "Create the quiz" }).click();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\?quiz=\d+$/);

  // Publishing an empty quiz is refused, with the reasons shown.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "cannot be published" })).toBeVisible();

  // A section, then its questions screen.
  await page.getByLabel("New section").fill("Part A");
  await page.getByRole("button", { name: "Add the section" }).click();
  await page.getByRole("link", { name: "Part A" }).click();
  await expect(page).toHaveURL(/\/chaptersetquestions\/\d+\/\d+\/1$/);
  await expect(page.getByText("No questions in this section yet")).toBeVisible();

  // A single-choice question with two options, the second correct.
  await page.getByRole("button", { name: "Add a question" }).click();
  await typeRich(page, "Question", "Solve 2x = 6.");
  await typeRich(page, "Option A", "x = 2");
  await typeRich(page, "Option B", "x = 3");
  await page.getByLabel("Option B is correct").check();
  await page.getByRole("button", { name: "Add the question" }).click();
  await expect(page.getByRole("button", { name: /1\. Solve 2x = 6\./ })).toBeVisible();
  await expect(page.getByText("Correct: B")).toBeVisible();

  // A short-text question, then its marking scheme with one rule.
  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByRole("combobox", { name: "Question type" }).click();
  await page.getByRole("option", { name: "Short text" }).click();
  await typeRich(page, "Question", "What do we call a letter that stands for a number?");
  await page.getByRole("button", { name: "Add the question" }).click();
  await expect(page.getByText("No marking rules yet")).toBeVisible();
  await page.getByRole("button", { name: /2\. What do we call/ }).click();
  await page.getByRole("link", { name: "edit the marking scheme" }).click();
  await expect(page).toHaveURL(/\/chaptersetscheme\/\d+$/);
  const rules = page.getByTestId("keyword-tester").getByRole("textbox", { name: "Rules" });
  await rules.fill("1: variable | unknown");
  await page.getByRole("button", { name: "Save the marking scheme" }).click();
  await expect(page.getByText("The marking scheme is saved.")).toBeVisible();

  // Back to the section, then to the quiz: it can be published now.
  await page.getByRole("link", { name: "Back to the question" }).click();
  await page.getByRole("button", { name: "Back to the questions" }).click();
  await expect(page.getByText("1 marking rule")).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unpublish", exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Quizzes" }).getByRole("button", { name: new RegExp(title) }),
  ).toContainText("Published");
});

test("a question's row menu opens its marking scheme, for keyword-marked questions only (issue #12)", async ({
  page,
}) => {
  await signInWithForm(page, "teacher@example.com");

  // Manage Courses → the course's chapters → Algebra's tutorials → chapter 1's quiz → its questions.
  await page.getByTestId("side-menu").getByRole("link", { name: "Manage Courses" }).click();
  await page.getByRole("article", { name: COURSE.title }).getByRole("link", { name: "Chapters & tutorials" }).click();
  await page.getByRole("link", { name: `Tutorials of ${SUBJECT.title}` }).click();
  await page
    .locator("section")
    .filter({ hasText: "Chapter 1 ·" })
    .getByRole("link", { name: "Quizzes of this chapter" })
    .click();
  await page
    .getByRole("navigation", { name: "Quizzes" })
    .getByRole("button", { name: /check your understanding/ })
    .click();
  await page.getByRole("link", { name: "Questions", exact: true }).click();
  await expect(page).toHaveURL(/\/chaptersetquestions\/\d+\/\d+\/1$/);

  // An objective question's menu has no marking scheme.
  const rows = page.locator("li.sortable-row");
  const single = rows.filter({ has: page.getByText("Single choice", { exact: true }) }).first();
  await single.getByRole("button", { name: /^Actions for question \d+$/ }).click();
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Marking scheme" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // A short-text question's menu opens the scheme screen of that very question.
  const short = rows.filter({ has: page.getByText("Short text", { exact: true }) }).first();
  // The stem's words before its first formula (the scheme screen shows the formulas rendered).
  const listed = (await short.getByRole("button", { name: /^\d+\. / }).textContent()) ?? "";
  const words =
    listed
      .replace(/^\d+\.\s*/, "")
      .split("$")[0]
      ?.trim() ?? "";
  expect(words.length).toBeGreaterThan(5);
  await short.getByRole("button", { name: /^Actions for question \d+$/ }).click();
  await page.getByRole("menuitem", { name: "Marking scheme" }).click();
  await expect(page).toHaveURL(/\/chaptersetscheme\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Marking scheme" })).toBeVisible();
  await expect(page.getByText("Short text", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(words);
});
