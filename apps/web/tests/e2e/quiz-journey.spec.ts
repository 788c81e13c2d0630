import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import type { AvailableQuizzes } from "@tq/contract/quiz-catalog";
import { DEMO_PASSWORD, signInWithForm, subscribeWithDemo } from "./support.ts";

/**
 * Issue #4's journey: a fresh student takes a timed chapter quiz with a subjective question,
 * reloads midway, submits and sees a provisional result; the demo teaching assistant marks the
 * essay in the queue and changes the mark on the whole attempt; the student reads the mark and
 * comment; a visitor verifies the code. Its own student and quiz keep it clear of the demo's attempts.
 */

const stamp = Date.now();
/** Letters only (names refuse digits): the stamp in base 26. */
const letters = stamp
  .toString(26)
  .split("")
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join("");
const STUDENT = { firstname: "Journey", lastname: `Tester${letters}`, email: `journey.${stamp}@example.org` };
const PASSWORD = "Journey-secret-2026";
const QUIZ = `Journey check ${stamp}`;
const ESSAY = "A right angle is a quarter turn: ninety degrees, where two perpendicular lines meet.";

async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { api_token: string }).api_token;
}

/** The student registers; the demo teacher writes a timed quiz (single, true/false, essay) in one of their chapters. */
async function prepare(request: APIRequestContext): Promise<{ subjectId: number; subjectTitle: string }> {
  const registered = await request.post("/api/auth/register", {
    data: { ...STUDENT, profession: "Student", password: PASSWORD, country: "KE" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const student = await tokenOf(request, STUDENT.email, PASSWORD);
  await subscribeWithDemo(request, student);
  const list = (await (
    await request.get("/api/quizzes/available", { headers: { authorization: `Bearer ${student}` } })
  ).json()) as AvailableQuizzes;
  const subject = list.courses[0]?.subjects.at(-1);
  const chapter = subject?.chapters[0];
  if (!subject || !chapter) throw new Error("the demo course has no chapter quiz to sit beside");

  const auth = { authorization: `Bearer ${await tokenOf(request, "teacher@example.com")}` };
  const call = async (method: "post" | "put", url: string, data: object) => {
    const res = await request[method](url, { headers: auth, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: number };
  };
  const quiz = await call("post", `/api/quizzes/chapters/${chapter.id}`, {
    title: QUIZ,
    timeLimitMinutes: 15,
    attemptsAllowed: 2,
    requiresReview: true,
    releasePolicy: "immediately",
  });
  const section = await call("post", `/api/quizzes/${quiz.id}/sections`, { title: "Angles" });
  const question = (body: object) => call("post", "/api/quizzes/questions", { sectionId: section.id, ...body });
  await question({
    type: "single",
    marks: 1,
    stemHtml: "<p>How many degrees make a right angle?</p>",
    options: [
      { html: "45", correct: false },
      { html: "90", correct: true },
    ],
    explanationHtml: "<p>A right angle is a quarter of a full turn of 360 degrees.</p>",
  });
  await question({ type: "truefalse", marks: 1, stemHtml: "<p>A square has four right angles.</p>", answer: true });
  await question({
    type: "subjective",
    marks: 4,
    stemHtml: "<p>Explain what a right angle is.</p>",
    scheme: {
      modelAnswerHtml: "<p>A quarter turn: 90 degrees.</p>",
      rules: "2: ninety | 90\n2: quarter turn | perpendicular",
    },
  });
  await call("put", `/api/quizzes/${quiz.id}/status`, { status: "published" });
  return { subjectId: subject.id, subjectTitle: subject.title };
}

async function signedInPage(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, email, password);
  return page;
}

test("a student takes a timed quiz with an essay; the TA marks it; the student reads the mark; the code verifies", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { subjectId, subjectTitle } = await prepare(request);

  // The subject's quizzes (subjectquizzesstudent) lead to the exam.
  await signInWithForm(page, STUDENT.email, PASSWORD);
  await page.goto(`/subjectquizzesstudent/${subjectId}/${encodeURIComponent(subjectTitle)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Quizzes of ${subjectTitle}` })).toBeVisible();
  const row = page.getByTestId("quiz-row").filter({ hasText: QUIZ });
  await expect(row.getByText("2 of 2 left")).toBeVisible();
  // Start opens the intro; its "Start attempt" alone starts the exam (ADR 0044).
  await row.getByRole("link", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/chapterquizdisplay\/\d+\//);
  await expect(page.getByTestId("attempts-left")).toHaveText("2 of 2");
  await page.getByRole("button", { name: "Start attempt" }).click();
  await expect(page).toHaveURL(/\/chapterquizview\/\d+\/exam\/.*\?attempt=\d+/);
  await expect(page.getByLabel(/^Time left \d\d:\d\d/)).toBeVisible();

  const card = page.getByTestId("player-question");
  const map = page.getByRole("navigation", { name: "Questions" });
  await card.getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: "Next" }).click();
  await card.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Next" }).click();
  await card.locator("textarea").fill(ESSAY);
  await expect(page.getByTestId("save-status")).toHaveText("Saved");

  // A reload midway loses nothing: the same question, the essay, the answered map.
  await page.reload();
  await expect(page.getByText("Question 3 of 3")).toBeVisible();
  await expect(card.locator("textarea")).toHaveValue(ESSAY);
  await expect(map.getByRole("button", { name: "Question 1, answered" })).toBeVisible();
  await expect(map.getByRole("button", { name: "Question 2, answered" })).toBeVisible();

  await page.getByRole("button", { name: "Finish" }).click();
  await page.getByRole("dialog", { name: "Submit your answers?" }).getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Your result" })).toBeVisible();
  await expect(page.getByText(/marked provisionally/)).toBeVisible();
  const code = ((await page.getByTestId("verification-code").textContent()) ?? "").trim();
  expect(code).toMatch(/^[2-9A-Z]{12}$/);
  // The review: the right answer and its explanation, released at once.
  await expect(page.getByText("A right angle is a quarter of a full turn of 360 degrees.")).toBeVisible();

  // The teaching assistant: the dashboard counts what waits; the queue marks it with a comment.
  const ta = await signedInPage(browser, "ta@example.com");
  await ta.getByRole("link", { name: /Answers waiting for marking/ }).click();
  await expect(ta).toHaveURL(/\/viewsubjectivesmanagement$/);
  const item = ta.getByTestId("marking-item").filter({ hasText: QUIZ });
  await expect(item).toContainText(ESSAY);
  await item.getByLabel(/^Score/).fill("3");
  await item.getByLabel("Comment for the student").fill("Good: name the 90 degrees first.");
  await item.getByRole("button", { name: "Save the mark" }).click();
  await expect(ta.getByText(/Marked Journey Tester\w*'s answer/)).toBeVisible();

  // The whole attempt (adminsavedquiz?attempt=): the marker changes the mark there.
  await ta.getByLabel("Which answers").getByText("Marked", { exact: true }).click();
  const marked = ta.getByTestId("marking-item").filter({ hasText: QUIZ });
  await marked.getByRole("link", { name: "Whole attempt" }).click();
  await expect(ta).toHaveURL(/\/adminsavedquiz\/\d+\/\d+\/[^?]+\?attempt=\d+$/);
  await expect(ta.getByRole("heading", { level: 1, name: `${STUDENT.firstname} ${STUDENT.lastname}` })).toBeVisible();
  const essay = ta.getByTestId("staff-question").filter({ hasText: "Explain what a right angle is." });
  await expect(essay.getByText("Marked 3 / 4")).toBeVisible();
  await essay.getByLabel(/^Score/).fill("3.5");
  await essay.getByLabel("Comment for the student").fill("Clear and complete: 3.5 of 4.");
  await essay.getByRole("button", { name: "Change the mark" }).click();
  await expect(essay.getByText("Marked 3.5 / 4")).toBeVisible();
  await ta.context().close();

  // The student reads the mark and the comment (viewsubjectsubjectives), then the review.
  await page.goto("/viewsubjectsubjectives");
  const mine = page.getByTestId("my-subjective").filter({ hasText: QUIZ });
  await expect(mine.getByTestId("my-subjective-score")).toHaveText("3.5 / 4 marks");
  await expect(mine).toContainText("Clear and complete: 3.5 of 4.");
  await expect(mine).toContainText(ESSAY);
  // The link takes the spec's chapter-quiz address once the quiz's intro (its place) has arrived;
  // before that it opens the same review through subjectquizview (ReviewLink). A click in that
  // moment failed this step once on CI: the address, not the review, is what is checked here.
  const review = mine.getByRole("link", { name: "Review the attempt" });
  await expect(review).toHaveAttribute("href", /\/chapterquizview\/\d+\/review\//);
  await review.click();
  await expect(page).toHaveURL(/\/chapterquizview\/\d+\/review\/.*\?attempt=\d+$/);
  await expect(page.getByRole("alert").filter({ hasText: "Your teacher's comment" })).toContainText(
    "Clear and complete",
  );

  // A visitor, signed out, verifies the code.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto("/checkresult");
  await other.getByLabel("Verification code").fill(code);
  await other.getByRole("button", { name: "Check" }).click();
  await expect(other.getByTestId("verified-result")).toContainText(QUIZ);
  await visitor.close();
});
