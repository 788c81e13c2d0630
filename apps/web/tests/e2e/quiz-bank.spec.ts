import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { hrefTo } from "@tq/contract/paths";
import { signInWithForm } from "./support.ts";

/** The demo course "Mathematics Foundations": subject Algebra, its chapter 2 (owned by teacher@). */
const COURSE = { id: 1, title: "Mathematics Foundations" };
const SUBJECT = { id: 1, title: "Algebra" };

/** The server tests' realistic GIFT bank: valid questions, three it cannot take, notes. */
const GIFT_BANK = readFileSync(
  new URL("../../../server/test/support/fixtures/question-banks/mathematics-physics.gift.txt", import.meta.url),
);

/** Maths as teachers write it (issue #12): LaTeX braces, and two questions with no blank line between. */
const LATEX_BANK = Buffer.from(
  [
    "::Fractions::What is $\\frac{6}{3}$? {=2 ~3 ~18}",
    "",
    "::Roots::For \\(x^{2} = 4\\) and $x > 0$: {=$x = 2$ ~$x = -2$}",
    "",
    "::First::2 + 2? {=4 ~5}",
    "::Second::3 + 3? {=6 ~7}",
  ].join("\n"),
);

test("a teacher imports a GIFT bank into a section and reads the report", async ({ page }, testInfo) => {
  await signInWithForm(page, "teacher@example.com");
  await page.goto(
    hrefTo("tutorial", {
      subjectid: SUBJECT.id,
      subjectname: SUBJECT.title,
      courseid: COURSE.id,
      coursename: COURSE.title,
    }),
  );
  const chapterCard = page.locator("section").filter({ hasText: "Chapter 2 ·" });
  await chapterCard.getByRole("link", { name: "Quizzes of this chapter" }).click();

  await page.getByLabel("New quiz").fill(`Imported bank ${Date.now()}`);
  await page.getByRole("button", { name: "Create the quiz" }).click();
  await expect(page).toHaveURL(/\?quiz=\d+$/);
  await page.getByLabel("New section").fill("From Moodle");
  await page.getByRole("button", { name: "Add the section" }).click();
  await page.getByRole("link", { name: "From Moodle" }).click();
  await expect(page.getByText("No questions in this section yet")).toBeVisible();

  // Without a file the modal says what is missing.
  await page.getByRole("button", { name: "Import questions" }).click();
  const dialog = page.getByRole("dialog", { name: "Import questions" });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("Choose a GIFT (.txt, .gift) or Moodle XML (.xml) file.")).toBeVisible();

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "mathematics-physics.gift.txt", mimeType: "text/plain", buffer: GIFT_BANK });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();

  const report = dialog.getByTestId("import-report");
  // 47 questions are read, sanitized and stored: give a busy machine time.
  await expect(report.getByText(/^\d+ questions imported, \d+ skipped\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(
    report.getByText(
      "Line 182 (OLD-01 Matching units): Matching questions are not supported: rewrite it as multiple-choice questions, or delete it.",
    ),
  ).toBeVisible();
  await expect(report.getByText("Notes")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();

  // The list shows the imported questions at once.
  await expect(page.getByText("No questions in this section yet")).toBeHidden();
  await expect(page.getByRole("button", { name: /^1\. / })).toBeVisible();

  // LaTeX imports as written; run-together questions are reported with the line and the fix.
  await page.getByRole("button", { name: "Import questions" }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "maths.gift", mimeType: "text/plain", buffer: LATEX_BANK });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(report.getByText("2 questions imported, 1 skipped.")).toBeVisible({ timeout: 20_000 });
  await expect(
    report.getByText(
      "Line 5 (First): Another question starts on line 6 with no blank line before it: add a blank line between questions (GIFT reads everything up to a blank line as one question).",
    ),
  ).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await dialog.screenshot({ path: testInfo.outputPath(`import-report-${width}.png`) });
  }
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("question-title").filter({ hasText: /^Fractions$/ })).toBeVisible();
});
