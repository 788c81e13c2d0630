import { expect, test, type Page } from "@playwright/test";
import type { MyAttempts } from "@tq/contract/quiz-attempts";
import { answerAllAndSubmit, signInWithForm, subscribeWithDemo } from "./support.ts";

/**
 * Issue #12, point 3 (ADR 0044): the player's URL reopens, it never starts. A reload of the
 * result, the back button and a second tab show the same result and leave the attempts left
 * alone; only "Start attempt" on the intro starts one. A student of its own (registered and
 * subscribed through the API), so the other quiz journeys keep the demo student's attempts and a
 * retry of this one starts from no attempt (a retry as the demo student met the first try's
 * attempt in progress: "Resume", 2 of 3).
 */
const QUIZ = "Coordinate Geometry: check your understanding";
/** A submit, a reload or a new tab renders the whole result: on a busy 2-core machine that can pass 5 s. */
const SLOW = { timeout: 20_000 };

const PASSWORD = "Reopen-the-result-2026";
let email = "";

/** The student's exam attempts at the quiz, as the server counts them. */
async function used(page: Page, quizId: string): Promise<number> {
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { api_token: string }).api_token;
  const res = await page.request.get(`/api/quizzes/${quizId}/my-attempts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as MyAttempts).used;
}

test("a reload of the result, the back button and a second tab start no attempt; Start attempt on the intro does", async ({
  page,
}) => {
  test.setTimeout(90_000);
  email = `reopen-${Date.now()}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: { firstname: "Rea", lastname: "Open", email, profession: "Student", password: PASSWORD, country: "NG" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  await subscribeWithDemo(page.request, ((await login.json()) as { api_token: string }).api_token);
  await signInWithForm(page, email, PASSWORD);
  await page.goto("/quizzes");
  await page.getByRole("link", { name: QUIZ }).click();
  await expect(page).toHaveURL(/\/chapterquizdisplay\/\d+\//);
  const quizId = /\/chapterquizdisplay\/(\d+)\//.exec(page.url())?.[1] ?? "";
  const attemptsLeft = page.getByTestId("attempts-left");
  await expect(attemptsLeft).toHaveText("3 of 3");

  await page.getByRole("button", { name: "Start attempt" }).click();
  await expect(page).toHaveURL(/\/chapterquizview\/\d+\/exam\/.*\?attempt=\d+/);
  await expect(page.getByLabel(/^Time left \d\d:\d\d/)).toBeVisible();
  expect(await used(page, quizId)).toBe(1);

  const code = await answerAllAndSubmit(page);
  expect(code).toMatch(/^[2-9A-Z]{12}$/);
  const playerUrl = page.url();

  // F5 on the result: the same result, no clock, nothing counted.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your result" })).toBeVisible(SLOW);
  await expect(page.getByTestId("verification-code")).toHaveText(code);
  await expect(page.getByLabel(/^Time left/)).toHaveCount(0);
  expect(page.url()).toBe(playerUrl);
  expect(await used(page, quizId)).toBe(1);

  // Back: the intro, with the attempts left and the way to start another.
  await page.goBack();
  await expect(page).toHaveURL(/\/chapterquizdisplay\/\d+\//);
  await expect(attemptsLeft).toHaveText("2 of 3", SLOW);
  await expect(page.getByRole("button", { name: "Start attempt" })).toBeEnabled();
  // Forward to the player's URL again: still the result.
  await page.goForward();
  await expect(page.getByTestId("verification-code")).toHaveText(code, SLOW);
  await expect(page.getByLabel(/^Time left/)).toHaveCount(0);

  // A second tab on the player's URL without the attempt named: the latest result, not a new attempt.
  const second = await page.context().newPage();
  await second.goto(playerUrl.replace(/\?.*$/, ""));
  await expect(second.getByRole("heading", { name: "Your result" })).toBeVisible(SLOW);
  await expect(second.getByTestId("verification-code")).toHaveText(code);
  await second.close();
  expect(await used(page, quizId)).toBe(1);

  // The practice player's URL, never practised: the intro's choices, nothing started.
  await page.goto(playerUrl.replace("/exam/", "/practice/").replace(/\?.*$/, ""));
  await expect(page.getByRole("heading", { level: 1, name: QUIZ })).toBeVisible(SLOW);
  await expect(page.getByRole("button", { name: "Start attempt" })).toBeEnabled();
  await expect(attemptsLeft).toHaveText("2 of 3");
  await expect(page.getByTestId("player-question")).toHaveCount(0);
  expect(await used(page, quizId)).toBe(1);
});
