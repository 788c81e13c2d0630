import { expect, test, type Browser, type Page } from "@playwright/test";
import { answerAllAndSubmit, registerWithForm, signInWithForm, signOutWithAccountMenu } from "./support.ts";

/**
 * Issue #12's run-through, as a new user would do it, by clicks only (the home page is the one
 * address typed): visitor → register → pay → read → quiz → reload the result → guardian →
 * teacher authoring with a formula and a diagram → teaching assistant marking. Every page it
 * opens must end with no console error, no failed request the user did not cause, and no
 * state that a reload changes.
 */

const COURSE = "Mathematics Foundations";
const stamp = Date.now();

/** A submit, a reload or a new tab renders the whole result: on a busy 2-core machine that can pass 5 s. */
const SLOW = { timeout: 20_000 };

interface Trouble {
  page: string;
  what: string;
}

/** Watches a page for console errors, uncaught errors and failed requests. */
function watch(page: Page, troubles: Trouble[]): void {
  const where = () => new URL(page.url()).pathname;
  page.on("console", (m) => {
    if (m.type() === "error") troubles.push({ page: where(), what: `console: ${m.text()}` });
  });
  page.on("pageerror", (e) => troubles.push({ page: where(), what: `uncaught: ${e.message}` }));
  page.on("response", (r) => {
    if (r.status() >= 400) troubles.push({ page: where(), what: `${r.status()} ${r.request().method()} ${r.url()}` });
  });
  page.on("requestfailed", (r) => {
    // A navigation or prefetch the browser dropped because the person moved on is not a failure.
    if (r.failure()?.errorText.includes("ERR_ABORTED")) return;
    troubles.push({ page: where(), what: `failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ""}` });
  });
}

async function watchedPage(browser: Browser, troubles: Trouble[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  watch(page, troubles);
  return page;
}

/** Reloads and checks that what the test reads before and after is the same. */
async function sameAfterReload(page: Page, read: () => Promise<string>): Promise<void> {
  const before = await read();
  await page.reload();
  await expect.poll(read).toBe(before);
}

test("a new user's run-through: register, pay, read, take a quiz, reload; guardian, teacher, TA", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const troubles: Trouble[] = [];
  const email = `run.${stamp}@example.com`;
  const password = "Run-through-2026";

  // The visitor finds the course from home and reads a free preview.
  const page = await watchedPage(browser, troubles);
  await page.goto("/home");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: COURSE }).first().click();
  await expect(page.getByTestId("course-title")).toHaveText(COURSE);
  const preview = page.getByTestId("free-previews").getByRole("link").first();
  const previewTopic = (await preview.innerText()).trim();
  await preview.click();
  await expect(page.getByTestId("tutorial-title")).toHaveText(previewTopic);
  await expect(page.getByTestId("mark-complete")).toHaveCount(0);

  // Registers from the header's Log in, on the Sign Up tab.
  await page.getByRole("link", { name: "Log in" }).first().click();
  await page.getByRole("navigation", { name: "Log in or sign up" }).getByRole("link", { name: "Sign Up" }).click();
  await registerWithForm(page, { firstname: "Abena", lastname: "Owusu", email, password, country: /Ghana/ });
  await expect(page.getByTestId("dashboard")).toContainText("Welcome, Abena");

  // Pays with the demo provider and starts reading as a subscriber.
  await page.getByTestId("side-menu").getByRole("link", { name: "Home" }).click();
  await page.getByRole("link", { name: COURSE }).first().click();
  await page.getByTestId("subscribe").click();
  await page.getByTestId("tutor-card").first().click();
  await page.getByRole("radio", { name: /Demo payment/ }).check();
  await page.getByRole("button", { name: /^Subscribe with/ }).click();
  await expect(page.getByTestId("checkout-done")).toContainText("Payment received");
  await page.getByRole("link", { name: "Start reading" }).click();
  await expect(page.getByTestId("subscribed")).toBeVisible();

  // Reads the first chapter to its end with Next, marks a tutorial complete, and reaches its quizzes.
  await page.getByTestId("free-previews").getByRole("link", { name: previewTopic }).click();
  await page.getByTestId("mark-complete").click();
  await expect(page.getByTestId("mark-complete")).toHaveText("Completed");
  await sameAfterReload(page, async () => (await page.getByTestId("mark-complete").innerText()).trim());
  while ((await page.getByTestId("tutorial-next").count()) > 0) {
    const next = (await page.getByTestId("tutorial-next").innerText()).replace(/^Next:\s*/, "").trim();
    await page.getByTestId("tutorial-next").click();
    await expect(page.getByTestId("tutorial-title")).toHaveText(next);
    await expect(page.getByTestId("mark-complete")).toBeVisible();
  }
  const box = page.getByTestId("chapter-quizzes");
  await expect(box).toBeVisible();
  await box.getByRole("link").first().click();

  // The quiz: Start attempt on the intro, every question answered, submitted, and the result
  // stays the same after a reload (no new attempt, attempts left unchanged).
  await expect(page).toHaveURL(/\/chapterquizdisplay\/\d+\//);
  const attemptsLeft = page.getByTestId("attempts-left");
  // The quiz's own count shows first; the student's ("2 of 3") once their attempts have loaded.
  await expect(attemptsLeft).toHaveText(/^\d+ of \d+$/);
  const [left, allowed] = ((await attemptsLeft.innerText()).match(/\d+/g) ?? []).map(Number);
  expect(left).toBe(allowed);
  await page.getByRole("button", { name: "Start attempt" }).click();
  await expect(page.getByLabel(/^Time left \d\d:\d\d/)).toBeVisible();
  const code = await answerAllAndSubmit(page);
  await page.reload();
  await expect(page.getByTestId("verification-code")).toHaveText(code, SLOW);
  await expect(page.getByLabel(/^Time left/)).toHaveCount(0);
  await page.goBack();
  await expect(attemptsLeft).toHaveText(`${(left ?? 0) - 1} of ${allowed}`, SLOW);

  // The guardian follows the demo student: their page and acting as the ward, then back.
  const guardian = await watchedPage(browser, troubles);
  await signInWithForm(guardian, "guardian@example.com");
  await guardian.getByTestId("side-menu").getByRole("link", { name: "My Wards" }).click();
  const ward = guardian.getByTestId("ward-card").filter({ hasText: "Amara Okafor" });
  await expect(ward).toBeVisible();
  await sameAfterReload(guardian, async () => (await ward.innerText()).trim());
  await ward.getByRole("button", { name: "Act as Amara" }).click();
  await expect(guardian.getByTestId("ward-banner")).toContainText("Acting as Amara Okafor");
  await guardian.getByTestId("ward-banner").getByRole("link", { name: "Return" }).click();
  await expect(guardian).toHaveURL(/\/guardianpage$/);
  await guardian.context().close();

  // The teacher writes a tutorial with a formula and a diagram, by clicks, and it survives a reload.
  const teacher = await watchedPage(browser, troubles);
  await signInWithForm(teacher, "teacher@example.com");
  const chapterTitle = `Run ${stamp.toString(36)}`;
  await teacher.getByTestId("side-menu").getByRole("link", { name: "Manage Courses" }).click();
  await teacher.getByRole("article", { name: COURSE }).getByRole("link", { name: "Chapters & tutorials" }).click();
  const add = teacher.getByRole("region", { name: "Add a chapter to Algebra" });
  await add.getByLabel("New chapter title").fill(chapterTitle);
  await add.getByRole("button", { name: "Add the chapter" }).click();
  await expect(teacher.getByText(chapterTitle)).toBeVisible();
  await teacher.getByRole("link", { name: "Tutorials of Algebra" }).click();
  const chapter = teacher.getByRole("region", { name: new RegExp(`Chapter \\d+ · ${chapterTitle}`) });
  await chapter.getByRole("button", { name: "Add a tutorial" }).click();
  const modal = teacher.getByRole("dialog", { name: /New tutorial in chapter/ });
  await modal.getByLabel("Topic").fill("Areas of squares");
  await modal.getByRole("button", { name: "Create and edit" }).click();
  const editor = teacher.getByRole("textbox", { name: "Tutorial text" });
  await editor.click();
  await teacher.keyboard.type("The area is ");
  await teacher.getByRole("button", { name: "Insert a formula in the line" }).click();
  const mathDialog = teacher.getByRole("dialog", { name: "Insert a formula" });
  await mathDialog.getByLabel("LaTeX").fill("s^2");
  await mathDialog.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(mathDialog).toBeHidden();
  await teacher.keyboard.type(" for a side s.");
  await teacher.getByRole("button", { name: /Insert a (TikZ )?diagram/ }).click();
  const tikz = teacher.getByRole("dialog", { name: /Insert a diagram/ });
  await tikz
    .getByLabel("TikZ source")
    .fill("\\begin{tikzpicture}\n  \\draw (0,0) rectangle (2,2);\n\\end{tikzpicture}");
  await expect(tikz.getByRole("img", { name: "Preview of the diagram" })).toBeVisible({ timeout: 60_000 });
  // A diagram needs its words for screen readers: the dialog refuses to insert it without them.
  await tikz.getByRole("button", { name: "Insert", exact: true }).click();
  const words = tikz.getByRole("textbox", { name: /What the diagram shows/ });
  await expect(words).toBeFocused();
  await expect(words).toHaveAccessibleDescription(/screen readers read this instead of the picture/);
  await words.fill("A square with sides of length 2.");
  await tikz.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(tikz).toBeHidden();
  await expect(editor.getByRole("img", { name: "A square with sides of length 2." })).toBeVisible();
  await teacher.keyboard.type("A square of side 2.");
  await expect(editor.locator(".editor-math-inline")).toHaveCount(1);
  await expect(editor.locator(".editor-tikz")).toHaveCount(1);
  await expect(teacher.locator('[data-autosave="saved"]')).toContainText("Draft saved");
  await teacher.reload();
  await expect(editor.locator(".editor-math-inline")).toHaveCount(1);
  await expect(editor.locator(".editor-tikz")).toHaveCount(1);
  await expect(editor).toContainText("A square of side 2.");
  await teacher.context().close();

  // The teaching assistant marks the new student's essay from the dashboard's marking card.
  const ta = await watchedPage(browser, troubles);
  await signInWithForm(ta, "ta@example.com");
  await ta
    .getByRole("link", { name: /Answers waiting for marking/ })
    .first()
    .click();
  await expect(ta).toHaveURL(/\/viewsubjectivesmanagement$/);
  const item = ta.getByTestId("marking-item").first();
  await expect(item).toBeVisible();
  await item.getByLabel(/^Score/).fill("1");
  await item.getByLabel("Comment for the student").fill("Good start: say why, too.");
  await item.getByRole("button", { name: "Save the mark" }).click();
  await expect(ta.getByText(/Marked .*'s answer/)).toBeVisible();
  await ta.context().close();

  await signOutWithAccountMenu(page);
  await page.context().close();
  expect(troubles, troubles.map((t) => `${t.page}: ${t.what}`).join("\n")).toEqual([]);
});
