import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { hrefTo } from "@tq/contract/paths";
import { signInWithForm } from "./support.ts";

/** The demo course "Mathematics Foundations": subject Algebra, its chapter 2 (owned by teacher@). */
const COURSE = { id: 1, title: "Mathematics Foundations" };
const SUBJECT = { id: 1, title: "Algebra" };

/** The server tests' realistic GIFT bank: valid questions, three it cannot take, notes. */
const GIFT_BANK = readFileSync(
  new URL("../../../server/test/fixtures/question-banks/mathematics-physics.gift.txt", import.meta.url),
);

test("a teacher imports a GIFT bank into a section and reads the report", async ({ page }) => {
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
  await expect(report.getByText(/^\d+ questions imported, \d+ skipped\.$/)).toBeVisible();
  await expect(
    report.getByText("Line 182 (OLD-01 Matching units): Matching questions are not supported."),
  ).toBeVisible();
  await expect(report.getByText("Notes")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();

  // The list shows the imported questions at once.
  await expect(page.getByText("No questions in this section yet")).toBeHidden();
  await expect(page.getByRole("button", { name: /^1\. / })).toBeVisible();
});
