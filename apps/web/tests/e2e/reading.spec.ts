import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { hrefTo } from "@tq/contract/paths";
import { scrollToComments, signInWithForm } from "./support.ts";

/** The demo course "Mathematics Foundations" (course 1): teacher@ owns it; Algebra's first tutorial is free. */
const COURSE = { id: 1, title: "Mathematics Foundations" };
const PREVIEW = "Simplifying algebraic expressions";
const LOCKED = "Laws of indices";
const EIGHT_PARAMS = /\/tutorialview\/\d+\/\d+\/[1-5]\/\d+\/1\/[^/]+\/[^/]+\/\d+$/;

async function expectRenderedEquation(page: Page): Promise<void> {
  await expect(page.getByTestId("tutorial-body").locator(".katex").first()).toBeVisible();
}

async function newPage(browser: Browser, email?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (email) await signInWithForm(page, email);
  return page;
}

test("a visitor goes from home to a course, its subjects, its topics and a free preview", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("link", { name: `View course: ${COURSE.title}` }).click();
  await expect(page).toHaveURL(hrefTo("coursedetail", { courseId: COURSE.id }));
  await expect(page.getByTestId("course-title")).toHaveText(COURSE.title);
  await expect(page.getByTestId("course-detail-price")).toContainText("6 months of access");
  const syllabus = page.getByTestId("syllabus");
  await expect(syllabus).toContainText("Chapter 1 · Expressions and Indices");
  await expect(syllabus.getByRole("link", { name: PREVIEW })).toBeVisible();
  const locked = syllabus.getByTestId("syllabus-tutorial").filter({ hasText: LOCKED });
  await expect(locked).toContainText("Subscribers only");
  await expect(locked.getByRole("link")).toHaveCount(0);

  await page.getByRole("link", { name: "Browse the course by subject" }).click();
  await expect(page).toHaveURL(/\/subjectsview\/1\//);
  const algebra = page.getByTestId("subject-card").filter({ hasText: "Algebra" });
  await expect(algebra).toContainText("3 chapters");
  await expect(algebra).toContainText("1 free preview");
  await algebra.click();

  await expect(page).toHaveURL(/\/topicsview\/1\/[^/]+\/Algebra\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Chapter 1 · Expressions and Indices" })).toBeVisible();
  const lockedRow = page.getByTestId("topic-row").filter({ hasText: LOCKED });
  await expect(lockedRow.getByTestId("tutorial-locked")).toHaveText("Subscribers only");
  await expect(lockedRow.getByRole("img", { name: /Difficulty \d of 5/ })).toBeVisible();
  const previewRow = page.getByTestId("topic-row").filter({ hasText: PREVIEW });
  await expect(previewRow.getByTestId("free-preview-badge")).toBeVisible();
  await expect(previewRow).toHaveAttribute("href", EIGHT_PARAMS);
  await previewRow.click();

  await expect(page).toHaveURL(EIGHT_PARAMS);
  await expect(page.getByTestId("tutorial-title")).toHaveText(PREVIEW);
  await expectRenderedEquation(page);
  // A visitor reads the questions but is asked to sign in to ask one.
  await scrollToComments(page);
  const signin = page.getByTestId("comments-signin").getByRole("link", { name: "Sign in to ask a question" });
  await expect(signin).toHaveAttribute("href", /^\/login\/one/);
});

test("topicsview filters by level, switches subjects with tabs, and coursetutorials lists every subject", async ({
  page,
}) => {
  await page.goto("/coursetutorials");
  const course = page.getByTestId("catalog-course").filter({ hasText: COURSE.title });
  await course.getByTestId("catalog-subject").filter({ hasText: "Algebra" }).click();
  await expect(page).toHaveURL(/\/topicsview\/1\/[^/]+\/Algebra\/\d+$/);

  await page.getByRole("combobox", { name: "Level" }).click();
  await page.getByRole("option", { name: "Advanced" }).click();
  await expect(page.getByTestId("topic-row")).toHaveText([/Solving quadratic equations/]);
  await expect(page.getByText("None of this chapter's tutorials match the filters.").first()).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByTestId("topic-row")).toHaveCount(7);

  await page.getByRole("tab", { name: "Geometry & Trigonometry" }).click();
  await expect(page).toHaveURL(/\/topicsview\/1\/[^/]+\/Geometry%20%26%20Trigonometry\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Geometry & Trigonometry");
});

test("the student asks on a free preview; the teacher answers and hides another; the visitor sees no hidden one", async ({
  browser,
}) => {
  const tag = randomBytes(3).toString("hex");
  const question = `Why can we add 3x and 5x but not 3x and 5y? (${tag})`;
  const other = `Off-topic message ${tag}`;

  // The student finds the free preview from the course page and asks twice.
  const student = await newPage(browser, "student@example.com");
  await student.goto(hrefTo("coursedetail", { courseId: COURSE.id }));
  await student.getByTestId("free-previews").getByRole("link", { name: PREVIEW }).click();
  await expect(student.getByTestId("tutorial-title")).toHaveText(PREVIEW);
  const url = student.url();
  await scrollToComments(student);
  for (const text of [question, other]) {
    const ask = student.getByTestId("ask-form");
    await ask.getByRole("textbox", { name: "Ask a question" }).fill(text);
    await ask.getByRole("button", { name: "Ask" }).click();
    await expect(student.getByTestId("comment-thread").first()).toContainText(text);
    await expect(student.getByTestId("comment-thread").first()).not.toContainText("Sending…");
  }
  // Too long: the field says so and nothing is sent.
  await student.getByTestId("ask-form").getByRole("textbox", { name: "Ask a question" }).fill("x".repeat(2001));
  await student.getByTestId("ask-form").getByRole("button", { name: "Ask" }).click();
  await expect(student.getByText("Use at most 2000 characters.")).toBeVisible();

  // The teacher answers the question and hides the other message.
  const teacher = await newPage(browser, "teacher@example.com");
  await teacher.goto(url);
  await scrollToComments(teacher);
  const thread = teacher.getByTestId("comment-thread").filter({ hasText: question });
  await thread.getByRole("button", { name: "Answer" }).click();
  await thread.getByRole("textbox", { name: "Your answer" }).fill(`Only like terms combine (${tag}).`);
  await thread.getByRole("button", { name: "Post answer" }).click();
  const answer = thread.getByTestId("comment-answers").getByTestId("comment");
  await expect(answer).toContainText(`Only like terms combine (${tag}).`);
  await expect(answer).toContainText("Staff");
  const hideMe = teacher.getByTestId("comment-thread").filter({ hasText: other });
  await hideMe.getByRole("button", { name: "Hide" }).click();
  await expect(hideMe.getByTestId("comment-hidden-badge")).toBeVisible();
  await teacher.reload();
  await scrollToComments(teacher);
  await expect(
    teacher.getByTestId("comment-thread").filter({ hasText: other }).getByTestId("comment-hidden-badge"),
  ).toBeVisible();

  // A visitor sees the question and its answer, not the hidden message.
  const visitor = await newPage(browser);
  await visitor.goto(url);
  await scrollToComments(visitor);
  const seen = visitor.getByTestId("comment-thread").filter({ hasText: question });
  await expect(seen).toContainText(`Only like terms combine (${tag}).`);
  await expect(visitor.getByText(other)).toHaveCount(0);
  await expect(seen.getByRole("button")).toHaveCount(0);
});
