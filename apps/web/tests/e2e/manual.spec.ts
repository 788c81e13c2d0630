import { expect, test, type Page } from "@playwright/test";
import { signInWithForm } from "./support.ts";

/**
 * Issue #6's site manual and testimonies: the world director writes a manual section, edits it
 * twice and restores the first revision; a teacher reads it (search, deep link); a student writes
 * a testimony from the profile; once the world director approves it, home shows it.
 */

const STAMP = Date.now();
const TITLE = `Night shifts ${STAMP}`;

/** Replaces the whole text of the editor in the open dialog. */
async function retype(page: Page, text: string): Promise<void> {
  const editor = page.getByRole("dialog").locator(".ProseMirror");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

async function editSection(page: Page, text: string, revision: number): Promise<void> {
  await page.getByRole("button", { name: `Edit ${TITLE}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Title")).toHaveValue(TITLE);
  await retype(page, text);
  await dialog.getByRole("button", { name: "Save a new revision" }).click();
  await expect(page.getByText(`Saved “${TITLE}” as revision ${revision}.`)).toBeVisible();
}

test("the world director keeps the manual with its history; a teacher reads and searches it", async ({ browser }) => {
  const wd = await browser.newPage();
  await signInWithForm(wd, "worlddirector@example.com");
  await wd.goto("/manualupdate");
  await expect(wd.getByRole("heading", { level: 1, name: "Manage Manual" })).toBeVisible();
  await expect(wd.getByTestId("manage-manual-section").first()).toContainText("Getting started for staff");

  await wd.getByRole("button", { name: "Add a section" }).click();
  const dialog = wd.getByRole("dialog");
  await dialog.getByLabel("Title").fill(TITLE);
  await retype(wd, `First version: call the duty director ${STAMP}.`);
  // Escape in the formula dialog closes that dialog alone: the section and its text stay (ADR 0101).
  await dialog.getByRole("button", { name: "Insert a formula on its own line" }).click();
  const formula = wd.getByRole("dialog", { name: "Insert a formula" });
  await expect(formula).toBeVisible();
  await wd.keyboard.press("Escape");
  await expect(formula).toBeHidden();
  await expect(dialog.getByLabel("Title")).toHaveValue(TITLE);
  await expect(dialog.locator(".ProseMirror")).toContainText(`First version: call the duty director ${STAMP}.`);
  await dialog.getByRole("button", { name: "Add the section" }).click();
  await expect(wd.getByText(`Added “${TITLE}”.`)).toBeVisible();

  await editSection(wd, "Second version: write to the support address.", 2);
  await editSection(wd, "Third version: use the contact form.", 3);

  await wd.getByRole("button", { name: `History of ${TITLE}` }).click();
  const rows = wd.getByTestId("revision-row");
  await expect(rows).toHaveCount(3);
  await wd.getByRole("button", { name: "View revision 1" }).click();
  await expect(wd.getByTestId("revision-view")).toContainText(`First version: call the duty director ${STAMP}.`);
  await wd.getByRole("button", { name: "Restore revision 1" }).click();
  await wd.getByRole("dialog", { name: "Restore revision 1?" }).getByRole("button", { name: "Restore" }).click();
  await expect(wd.getByText("Restored revision 1 as revision 4.")).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText("restored from 1");
  await wd.keyboard.press("Escape");

  // The section's link in the list is its deep link in the manual.
  const link = wd.getByRole("link", { name: new RegExp(TITLE) });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/manual#section-\d+$/);
  await wd.close();

  const teacher = await browser.newPage();
  await signInWithForm(teacher, "teacher@example.com");
  await teacher.goto(href);
  const section = teacher.locator(href.slice("/manual".length));
  await expect(section).toContainText(`First version: call the duty director ${STAMP}.`);
  await expect(section).not.toContainText("Third version");
  await expect(section).toBeInViewport();
  await expect(teacher.getByRole("navigation", { name: "Manual contents" })).toContainText(TITLE);

  await teacher.getByLabel("Search the manual").fill(`duty director ${STAMP}`);
  await expect(teacher.getByRole("main").getByRole("status")).toHaveText(
    `1 section mentions “duty director ${STAMP}”.`,
  );
  await expect(teacher.getByRole("list", { name: "Search results" })).toContainText(TITLE);
  await expect(teacher.getByRole("heading", { level: 2, name: "Getting started for staff" })).toBeHidden();
  await teacher.close();
});

test("a student's testimony reaches home once the world director approves it", async ({ browser }) => {
  const words = `The tutors here explain every step ${STAMP}.`;
  const student = await browser.newPage();
  await signInWithForm(student, "student@example.com");
  await student.goto("/userprofile/one");
  const card = student.getByRole("region", { name: "My testimony" });
  await card.getByLabel("Your testimony").fill(words);
  await card.getByRole("button", { name: "Send my testimony" }).click();
  await expect(card.getByText("Thank you! Your testimony will appear once the team has read it.")).toBeVisible();
  await expect(card.getByText("Waiting for review")).toBeVisible();
  await expect(card.getByTestId("my-testimony-text")).toHaveText(words);

  const visitor = await browser.newPage();
  await visitor.goto("/home");
  await expect(visitor.getByTestId("home-testimonies")).toBeVisible();
  await expect(visitor.getByTestId("home-testimonies")).not.toContainText(words);

  // The world director approves it in General Settings → Testimonies.
  const director = await browser.newPage();
  await signInWithForm(director, "worlddirector@example.com");
  await director.goto("/generalsettings");
  await director.getByRole("tab", { name: "Testimonies" }).click();
  const waiting = director.getByTestId("moderated-testimony").filter({ hasText: words });
  await expect(waiting).toBeVisible();
  await waiting.getByRole("button", { name: "Approve: testimony by Amara Okafor" }).click();
  await expect(director.getByTestId("moderated-testimony").filter({ hasText: words })).toHaveCount(0);
  await director.close();

  await visitor.goto("/home");
  const shown = visitor.getByTestId("home-testimonies");
  await expect(shown).toContainText(words);
  await expect(shown).toContainText("Amara O., Nigeria");
  await expect(shown).not.toContainText("Okafor");

  await student.reload();
  await expect(student.getByRole("region", { name: "My testimony" }).getByText("Published")).toBeVisible();
  await student.close();
  await visitor.close();
});
