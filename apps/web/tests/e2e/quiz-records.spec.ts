import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { AttemptResult, AttemptView } from "@tq/contract/quiz-attempts";
import type { AvailableQuizzes } from "@tq/contract/quiz-catalog";
import { signInWithForm, subscribeWithDemo } from "./support.ts";

/**
 * Quiz records (issue #4): a fresh student submits a chapter quiz and finds it in
 * chapterquizresults; the demo teacher finds it in subjectrecordviewmanagement, filters,
 * downloads the CSV and opens the attempt. Its own student keeps it clear of the demo's attempts.
 */

const stamp = Date.now();
const letters = stamp
  .toString(26)
  .split("")
  .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
  .join("");
const STUDENT = { firstname: "Records", lastname: `Tester${letters}`, email: `records.${stamp}@example.org` };
const PASSWORD = "Records-secret-2026";

/** Registers the student and submits an exam of the first chapter quiz they can take, through the API. */
async function submitted(request: APIRequestContext): Promise<{ quizTitle: string; attemptId: number; code: string }> {
  const registered = await request.post("/api/auth/register", {
    data: { ...STUDENT, profession: "Student", password: PASSWORD, country: "KE" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email: STUDENT.email, password: PASSWORD } });
  const token = ((await login.json()) as { api_token: string }).api_token;
  const headers = { authorization: `Bearer ${token}` };
  await subscribeWithDemo(request, token);
  const list = (await (await request.get("/api/quizzes/available", { headers })).json()) as AvailableQuizzes;
  const quiz = list.courses[0]?.subjects[0]?.chapters[0]?.quizzes[0];
  if (!quiz) throw new Error("the demo course has no chapter quiz");
  const started = await request.post(`/api/quizzes/${quiz.id}/attempts`, { headers, data: { mode: "exam" } });
  expect(started.ok(), await started.text()).toBe(true);
  const view = (await started.json()) as AttemptView;
  const done = await request.post(`/api/attempts/${view.id}/submit`, { headers });
  expect(done.ok(), await done.text()).toBe(true);
  const result = (await done.json()) as AttemptResult;
  if (!result.verificationCode) throw new Error("no verification code");
  return { quizTitle: quiz.title, attemptId: view.id, code: result.verificationCode };
}

test("a student finds a submitted quiz in their results; a teacher filters the records, downloads them and opens the attempt", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const attempt = await submitted(request);

  await signInWithForm(page, STUDENT.email, PASSWORD);
  await page.goto("/chapterquizresults");
  await expect(page.getByRole("heading", { level: 1, name: "Chapter quiz results" })).toBeVisible();
  const row = page.getByTestId("my-records").getByRole("row").filter({ hasText: attempt.code });
  await expect(row).toContainText(attempt.quizTitle);
  await expect(row).toContainText("Exam");
  await row.getByRole("link", { name: /Review/ }).click();
  await expect(page).toHaveURL(new RegExp(`/chapterquizview/\\d+/review/.*\\?attempt=${attempt.attemptId}$`));

  const teacher = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInWithForm(teacher, "teacher@example.com");
  await teacher.goto("/subjectrecordviewmanagement");
  await expect(teacher.getByRole("heading", { level: 1, name: "Quiz records" })).toBeVisible();
  await teacher.getByLabel("Student").fill(STUDENT.email);
  await expect(teacher).toHaveURL(/q=records\./);
  await teacher.getByRole("combobox", { name: "Status" }).click();
  await teacher.getByRole("option", { name: "Submitted" }).click();
  await expect(teacher).toHaveURL(/status=submitted/);
  const records = teacher.getByTestId("staff-records");
  await expect(records.getByRole("row")).toHaveCount(2);
  await expect(records).toContainText(`${STUDENT.firstname} ${STUDENT.lastname}`);
  await expect(records).toContainText(attempt.quizTitle);

  const [download] = await Promise.all([
    teacher.waitForEvent("download"),
    teacher.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^quiz-records-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(csv[0]).toMatch(/^Attempt,Course,/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(STUDENT.email);
  expect(csv[1]).toContain(attempt.code);

  await records.getByRole("link", { name: /Open/ }).click();
  await expect(teacher).toHaveURL(new RegExp(`/adminsavedquiz/\\d+/\\d+/[^?]+\\?attempt=${attempt.attemptId}$`));
  await expect(
    teacher.getByRole("heading", { level: 1, name: `${STUDENT.firstname} ${STUDENT.lastname}` }),
  ).toBeVisible();
  await expect(teacher.getByText("The only attempt")).toBeVisible();
});
