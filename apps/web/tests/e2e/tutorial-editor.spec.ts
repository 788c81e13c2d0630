import { expect, test } from "@playwright/test";
import type { CourseOutline } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import { tutorialHref, tutorialPlace } from "@tq/contract/tutorial-href";
import { signInWithForm, signOutWithAccountMenu } from "./support.ts";

/**
 * Issue #3's journey: a teacher builds a chapter with an equation and a diagram in the editor
 * (autosave, then Save), and a visitor reads the free-preview tutorial with the rendered
 * equation and SVG, under the spec's chapter menu.
 */
const COURSE = { id: 1, title: "Mathematics Foundations" };

test("a teacher writes a tutorial with a formula and a diagram; a visitor reads it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const chapterTitle = `Sequences ${Date.now().toString(36)}`;
  await signInWithForm(page, "teacher@example.com");

  // A new chapter in Algebra, on the chapters screen.
  await page.goto(hrefTo("subjecttutorial", { courseid: COURSE.id, coursename: COURSE.title }));
  const add = page.getByRole("region", { name: "Add a chapter to Algebra" });
  await add.getByLabel("New chapter title").fill(chapterTitle);
  await add.getByRole("button", { name: "Add the chapter" }).click();
  await expect(page.getByText(chapterTitle)).toBeVisible();
  await page.getByRole("link", { name: "Tutorials of Algebra" }).click();

  // A free-preview tutorial at the end of the new chapter; the editor opens on it.
  const chapter = page.getByRole("region", { name: new RegExp(`Chapter \\d+ · ${chapterTitle}`) });
  await chapter.getByRole("button", { name: "Add a tutorial" }).click();
  const modal = page.getByRole("dialog", { name: /New tutorial in chapter/ });
  await modal.getByLabel("Topic").fill("Arithmetic sequences");
  await modal.getByText("Free preview (anyone may read it)").click();
  await expect(modal.getByRole("switch", { name: "Free preview (anyone may read it)" })).toBeChecked();
  await modal.getByRole("button", { name: "Create and edit" }).click();
  await expect(page).toHaveURL(/\?tutorial=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Arithmetic sequences" })).toBeVisible();

  // Text, then autosave keeps it as a draft on the server.
  const editor = page.getByRole("textbox", { name: "Tutorial text" });
  await editor.click();
  await page.keyboard.type("Each term adds the same difference d to the one before.");
  await expect(page.locator('[data-autosave="saved"]')).toContainText("Draft saved");

  // Offline, a menu link asks before leaving text the server does not have; back online it is sent.
  const drafts = /\/api\/authoring\/tutorials\/\d+\/draft$/;
  await page.route(drafts, (route) => route.abort("internetdisconnected"));
  await page.keyboard.type(" It is a list.");
  await page.getByTestId("side-menu").getByRole("link", { name: "Manage Courses" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toContainText("Some of your text has not reached the server yet.");
  await leave.getByRole("button", { name: "Stay and save" }).click();
  await expect(page).toHaveURL(/\?tutorial=\d+$/);
  await page.unroute(drafts);
  await expect(page.locator('[data-autosave="saved"]')).toContainText("Draft saved", { timeout: 40_000 });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");

  // A display formula through the formula dialog, with KaTeX's live preview.
  await page.getByRole("button", { name: "Insert a formula on its own line" }).click();
  const mathDialog = page.getByRole("dialog", { name: "Insert a formula" });
  await mathDialog.getByLabel("LaTeX").fill("a_n = a_1 + (n-1)d");
  await expect(mathDialog.locator(".math-dialog-preview .katex")).toBeVisible();
  await mathDialog.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(editor.locator(".editor-math-display .katex")).toBeVisible();

  // A TikZ diagram, drawn by the diagram service in the dialog and in the text.
  await page.getByRole("button", { name: "Insert a TikZ diagram" }).click();
  const tikzDialog = page.getByRole("dialog", { name: "Insert a diagram" });
  await expect(tikzDialog.getByRole("img", { name: "Preview of the diagram" })).toBeVisible({ timeout: 30_000 });
  // The words a screen reader reads instead of the picture (required, ADR 0086).
  await tikzDialog.getByRole("textbox", { name: /What the diagram shows/ }).fill("Two arrows: the x and y axes.");
  await tikzDialog.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(editor.getByRole("img", { name: "Two arrows: the x and y axes." })).toBeVisible({ timeout: 30_000 });

  // The server's preview beside the editor shows the rendered formula.
  await expect(page.getByTestId("preview-html").locator(".katex").first()).toBeVisible({ timeout: 15_000 });

  // Publish and save: readers get this version.
  await page.getByText("Published", { exact: true }).click();
  await expect(page.getByRole("switch", { name: "Published" })).toBeChecked();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Saved\. Readers see this version now\./)).toBeVisible();
  await expect(page.locator('[data-autosave="saved"]')).toContainText("All changes saved.");
  await signOutWithAccountMenu(page);

  // A visitor reads it: the equation is KaTeX, the diagram an SVG from /diagrams.
  const outline = (await (await request.get(`/api/catalog/courses/${COURSE.id}/outline`)).json()) as CourseOutline;
  const algebra = outline.subjects.find((s) => s.title === "Algebra");
  const ours = algebra?.chapters.find((c) => c.title === chapterTitle);
  const tutorial = ours?.tutorials[0];
  if (!algebra || !ours || !tutorial) throw new Error("the new tutorial is not in the outline");
  const href = tutorialHref(tutorial, tutorialPlace(COURSE, algebra));
  await page.goto(href);
  const body = page.getByTestId("tutorial-body");
  await expect(body).toContainText("Each term adds the same difference");
  await expect(body.locator(".katex-display")).toBeVisible();
  const svg = body.locator('img[src*="/diagrams/"]');
  await expect(svg).toBeVisible({ timeout: 30_000 });
  await expect(svg).toHaveAttribute("alt", "Two arrows: the x and y axes.");
  await expect.poll(() => svg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The chapter menu: a chapter with one tutorial is a direct link with the eight parameters.
  const menu = page.getByTestId("side-menu");
  await expect(menu.getByRole("link", { name: `Chapter ${ours.number}: ${chapterTitle}` })).toHaveAttribute(
    "href",
    href,
  );
});

test("typing right after an inserted or edited formula or diagram goes on after it (issue #12)", async ({ page }) => {
  test.setTimeout(150_000);
  const chapterTitle = `Caret ${Date.now().toString(36)}`;
  await signInWithForm(page, "teacher@example.com");

  // Manage Courses → the course's chapters → a new chapter's new tutorial, all by clicks.
  await page.getByTestId("side-menu").getByRole("link", { name: "Manage Courses" }).click();
  await page.getByRole("article", { name: COURSE.title }).getByRole("link", { name: "Chapters & tutorials" }).click();
  const add = page.getByRole("region", { name: "Add a chapter to Algebra" });
  await add.getByLabel("New chapter title").fill(chapterTitle);
  await add.getByRole("button", { name: "Add the chapter" }).click();
  await expect(page.getByText(chapterTitle)).toBeVisible();
  await page.getByRole("link", { name: "Tutorials of Algebra" }).click();
  const chapter = page.getByRole("region", { name: new RegExp(`Chapter \\d+ · ${chapterTitle}`) });
  await chapter.getByRole("button", { name: "Add a tutorial" }).click();
  const modal = page.getByRole("dialog", { name: /New tutorial in chapter/ });
  await modal.getByLabel("Topic").fill("Squares and pictures");
  await modal.getByRole("button", { name: "Create and edit" }).click();
  const editor = page.getByRole("textbox", { name: "Tutorial text" });
  await editor.click();
  await page.keyboard.type("Start: ");

  // A formula in the line, then typing: the text goes on after it.
  await page.getByRole("button", { name: "Insert a formula in the line" }).click();
  const mathDialog = page.getByRole("dialog", { name: "Insert a formula" });
  await mathDialog.getByLabel("LaTeX").fill("x^2");
  await mathDialog.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(mathDialog).toBeHidden();
  await page.keyboard.type(" is a square.");
  const inline = editor.locator(".editor-math-inline");
  const inlineLine = editor.locator("p", { has: page.locator(".editor-math-inline") });
  await expect(inline).toHaveCount(1);
  await expect(inlineLine).toContainText("is a square.");

  // A formula on its own line at the end of the text: typing writes the line after it.
  await page.getByRole("button", { name: "Insert a formula on its own line" }).click();
  await mathDialog.getByLabel("LaTeX").fill("a^2 + b^2 = c^2");
  await mathDialog.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(mathDialog).toBeHidden();
  await page.keyboard.type("After the formula.");
  await expect(editor.locator(".editor-math-display")).toHaveCount(1);
  await expect(editor.locator(".node-mathDisplay + p")).toHaveText("After the formula.");

  // A diagram at the end of the text: the next keystrokes must not replace it.
  await page.getByRole("button", { name: "Insert a TikZ diagram" }).click();
  const tikzDialog = page.getByRole("dialog", { name: "Insert a diagram" });
  await expect(tikzDialog.getByRole("img", { name: "Preview of the diagram" })).toBeVisible({ timeout: 30_000 });
  await tikzDialog.getByRole("textbox", { name: /What the diagram shows/ }).fill("Two axes.");
  await tikzDialog.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(tikzDialog).toBeHidden();
  await page.keyboard.type("Below the diagram.");
  await expect(editor.locator(".editor-tikz")).toHaveCount(1);
  await expect(editor.locator(".node-tikzBlock + p")).toHaveText("Below the diagram.");

  // Changing the diagram in its dialog: afterwards the caret is after it, not on it.
  await editor.getByRole("button", { name: "Edit diagram" }).click();
  const editTikz = page.getByRole("dialog", { name: "Edit the diagram" });
  await editTikz.getByLabel("TikZ source").fill("\\begin{tikzpicture}\n  \\draw (0,0) circle (1);\n\\end{tikzpicture}");
  await expect(editTikz.getByRole("img", { name: "Preview of the diagram" })).toBeVisible({ timeout: 30_000 });
  // The dialog opens with the diagram's words; a new picture gets new words.
  const words = editTikz.getByRole("textbox", { name: /What the diagram shows/ });
  await expect(words).toHaveValue("Two axes.");
  await words.fill("A circle of radius 1.");
  await editTikz.getByRole("button", { name: "Update" }).click();
  await expect(editTikz).toBeHidden();
  await page.keyboard.type("Circle: ");
  await expect(editor.locator(".editor-tikz")).toHaveCount(1);
  await expect(editor.locator(".node-tikzBlock + p")).toHaveText("Circle: Below the diagram.");

  // Changing the formula in the line: typing goes on right after it.
  await inline.getByRole("button", { name: /^Formula x\^2/ }).click();
  const editMath = page.getByRole("dialog", { name: "Edit the formula" });
  await editMath.getByLabel("LaTeX").fill("y^2");
  await editMath.getByRole("button", { name: "Update" }).click();
  await expect(editMath).toBeHidden();
  await page.keyboard.type(" (and y)");
  await expect(inline).toHaveCount(1);
  await expect(inline.getByRole("button", { name: /^Formula y\^2/ })).toBeVisible();
  await expect(inlineLine).toContainText("(and y) is a square.");

  // The autosaved draft keeps all of it: the editor reopens on it after a reload.
  await expect(page.locator('[data-autosave="saved"]')).toContainText("Draft saved");
  await page.reload();
  await expect(editor.locator(".editor-math-inline")).toHaveCount(1);
  await expect(inlineLine).toContainText("(and y) is a square.");
  await expect(editor.locator(".node-mathDisplay + p")).toHaveText("After the formula.");
  await expect(editor.locator(".editor-tikz")).toHaveCount(1);
  await expect(editor.getByRole("img", { name: "A circle of radius 1." })).toBeVisible({ timeout: 30_000 });
  await expect(editor.locator(".node-tikzBlock + p")).toHaveText("Circle: Below the diagram.");
});

test("a reading page is cached for visitors and follows an edit at once", async ({ request }) => {
  const outline = (await (await request.get(`/api/catalog/courses/${COURSE.id}/outline`)).json()) as CourseOutline;
  const subject = outline.subjects[0];
  const tutorial = subject?.chapters.flatMap((c) => c.tutorials).find((t) => t.freePreview);
  if (!subject || !tutorial) throw new Error("the demo course has no free preview");
  const href = tutorialHref(tutorial, tutorialPlace(COURSE, subject));
  await request.get(href);
  const second = await request.get(href);
  expect(second.headers()["x-ssr-cache"]).toBe("hit");

  const login = await request.post("/api/auth/login", {
    data: { email: "teacher@example.com", password: "Demo-pass-2026" },
  });
  const { api_token: token } = (await login.json()) as { api_token: string };
  const topic = `${tutorial.topic} (revised)`;
  const saved = await request.patch(`/api/authoring/tutorials/${tutorial.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { topic },
  });
  expect(saved.status()).toBe(200);
  const after = await request.get(href);
  expect(after.headers()["x-ssr-cache"]).toBe("miss");
  expect(await after.text()).toContain(topic);
  // Leave the demo course as the other journeys know it.
  await request.patch(`/api/authoring/tutorials/${tutorial.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { topic: tutorial.topic },
  });
});
