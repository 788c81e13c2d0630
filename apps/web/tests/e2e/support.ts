import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { menuFor, type Menu } from "@tq/contract/menus";
import type { MenuKind } from "@tq/contract/roles";

/** A message as the mail catcher writes it (apps/server/test/support/mail-catcher.ts). */
interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export const DEMO_PASSWORD = "Demo-pass-2026";

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login/one");
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/^Password \*$/).fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signOutWithAccountMenu(page: Page): Promise<void> {
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\/one$/);
  await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", "AppPages");
}

interface ShownEntry {
  title: string;
  url: string;
  children: { title: string; url: string }[];
}

/** Reads the side menu as shown: the title, then each entry (and a group's children) in order. */
export async function readMenu(page: Page): Promise<{ title: string; entries: ShownEntry[] }> {
  const nav = page.getByTestId("side-menu");
  await expect(nav).toBeVisible();
  const title = ((await nav.getByTestId("menu-title").textContent()) ?? "").trim();
  const entries: ShownEntry[] = [];
  const top = nav.locator(":scope > a, :scope > button");
  for (let i = 0; i < (await top.count()); i++) {
    const item = top.nth(i);
    const text = ((await item.textContent()) ?? "").trim();
    if ((await item.getAttribute("data-testid")) === "menu-group") {
      await item.click();
      const kids = nav.locator('[data-testid="menu-group"] + div [data-testid="menu-entry"]');
      await expect(kids.first()).toBeVisible();
      const children = [];
      for (let k = 0; k < (await kids.count()); k++) {
        children.push({
          title: ((await kids.nth(k).textContent()) ?? "").trim(),
          url: (await kids.nth(k).getAttribute("href")) ?? "",
        });
      }
      entries.push({ title: text, url: "", children });
    } else {
      entries.push({ title: text, url: (await item.getAttribute("href")) ?? "", children: [] });
    }
  }
  return { title, entries };
}

/** The spec's menu (from the contract) in the same shape as readMenu's. */
export function expectedMenu(kind: MenuKind): { title: string; entries: ShownEntry[] } {
  const menu: Menu = menuFor(kind);
  return {
    title: menu.title,
    entries: menu.entries.map((e) => ({
      title: e.title,
      url: e.url,
      children: e.children.map((c) => ({ title: c.title, url: c.url })),
    })),
  };
}

/**
 * The newest email to an address, as sent: the mail catcher beside the app (serve.ts) keeps each
 * message as a file. The outbox shows link tokens masked (issue #13), so links are read here.
 */
export async function latestEmailTo(to: string): Promise<{ subject: string; text: string }> {
  const root = process.env.TQ_E2E_MAIL_DIR;
  if (!root) throw new Error("TQ_E2E_MAIL_DIR is not set: playwright.config.ts sets it.");
  // This worker's own server's mail (playwright.config.ts: one server per worker).
  const dir = path.join(root, process.env.TEST_PARALLEL_INDEX ?? "0");
  const address = to.toLowerCase();
  const newest = (): CaughtMail | undefined => {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
    for (const file of files.sort().reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CaughtMail;
      if (mail.to.includes(address)) return mail;
    }
    return undefined;
  };
  await expect.poll(() => newest() !== undefined, { message: `an email to ${to}`, timeout: 10_000 }).toBe(true);
  const mail = newest();
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

/**
 * A fresh student subscribes to the demo course (Mathematics Foundations, id 1) with the demo
 * provider, through the API: reading beyond the previews and taking quizzes need it (issue #5).
 */
export async function subscribeWithDemo(request: APIRequestContext, token: string, courseId = 1): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const offer = await request.get(`/api/enrolment/courses/${courseId}/offer`, { headers });
  expect(offer.status(), await offer.text()).toBe(200);
  const { tutors } = (await offer.json()) as { tutors: { id: number }[] };
  const tutor = tutors[0];
  if (!tutor) throw new Error("the demo course has no tutor");
  const paid = await request.post("/api/enrolment/checkout", {
    headers,
    data: { courseId, tutorId: tutor.id, provider: "demo" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

/**
 * A fresh student (registered through the API) subscribed to the demo course, for journeys that
 * take a quiz or write something: the demo student's seeded attempts, which other journeys
 * count on, stay as they are. Answers the address, the password and the bearer token.
 */
export async function newSubscribedStudent(
  request: APIRequestContext,
  who: { prefix: string; firstname: string; lastname: string; country: string },
): Promise<{ email: string; password: string; token: string }> {
  const email = `${who.prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "Fresh-student-2026";
  const { firstname, lastname, country } = who;
  const registered = await request.post("/api/auth/register", {
    data: { firstname, lastname, email, profession: "Student", password, country },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { api_token: string }).api_token;
  await subscribeWithDemo(request, token);
  return { email, password, token };
}

/** A demo account's bearer token through the API, for a test's API calls (e.g. the world director's). */
export async function apiTokenFor(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { api_token: string }).api_token;
}

/**
 * The world director opens View Log on today's entries of one action that someone did as
 * another, and finds the row naming both the effective and the real actor (issue #5's act-as).
 */
export async function expectActAsInLog(
  page: Page,
  entry: { action: string; actor: string; realActor: string },
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/viewlog?action=${encodeURIComponent(entry.action)}&from=${today}&to=${today}&actingAs=true`);
  await expect(page.getByRole("heading", { name: "Activity log", level: 1 })).toBeVisible();
  const row = page
    .getByRole("table", { name: "Activity log" })
    .getByRole("row")
    .filter({ hasText: entry.action })
    .filter({ hasText: entry.actor })
    .filter({ hasText: entry.realActor });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText("acting as the actor");
}

/** The world director (signed in on `page`) finds today's entry of an action by an actor on View Log. */
export async function expectInLog(
  page: Page,
  entry: { action: string; actor: string; target?: string },
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/viewlog?action=${encodeURIComponent(entry.action)}&from=${today}&to=${today}`);
  let row = page
    .getByRole("table", { name: "Activity log" })
    .getByRole("row")
    .filter({ hasText: entry.action })
    .filter({ hasText: entry.actor });
  // The seed writes some of the same actions today: a target tells this journey's row apart.
  if (entry.target) row = row.filter({ hasText: entry.target });
  await expect(row.first()).toBeVisible();
}

export interface NewStudent {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  /** The country's name as the list shows it (e.g. /Ghana/). */
  country: RegExp;
}

/**
 * Registers a student through the Sign Up form. Opens /login/two when the page is elsewhere and
 * waits for the page's scripts first: typing into a server-rendered form before hydration is lost.
 */
export async function registerWithForm(page: Page, who: NewStudent): Promise<void> {
  if (!/\/login\/two$/.test(page.url())) await page.goto("/login/two");
  await page.waitForLoadState("networkidle");
  const form = page.getByTestId("register-form");
  await form.getByLabel("First name").fill(who.firstname);
  await form.getByLabel("Last name").fill(who.lastname);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("I am a").click();
  await page.getByRole("option", { name: "Student", exact: true }).click();
  await form.getByLabel(/^Password \*$/).fill(who.password);
  await form.getByLabel("Country").click();
  await page.getByRole("option", { name: who.country }).click();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Gives the player's question on screen an answer, whatever its type. */
export async function answerShownQuestion(page: Page): Promise<void> {
  const card = page.getByTestId("player-question");
  const radios = card.getByRole("radio");
  const boxes = card.getByRole("checkbox");
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await boxes.count()) > 0) await boxes.first().check();
  else if ((await card.locator("textarea").count()) > 0)
    await card.locator("textarea").first().fill("A worked answer.");
  else if ((await card.getByRole("textbox").count()) > 0) await card.getByRole("textbox").first().fill("2");
}

/** Answers every question of the open attempt with Next, waits for the saves, and submits; returns the verification code. */
export async function answerAllAndSubmit(page: Page): Promise<string> {
  const map = page.getByRole("navigation", { name: "Questions" });
  const total = await map.getByRole("button", { name: /^Question \d+/ }).count();
  for (let i = 1; i <= total; i++) {
    await answerShownQuestion(page);
    if (i < total) await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await page.getByRole("button", { name: "Finish" }).click();
  await page.getByRole("dialog", { name: "Submit your answers?" }).getByRole("button", { name: "Submit" }).click();
  // Rendering the whole result can pass 5 s on a busy 2-core machine.
  await expect(page.getByRole("heading", { name: "Your result" })).toBeVisible({ timeout: 20_000 });
  return ((await page.getByTestId("verification-code").textContent()) ?? "").trim();
}

/**
 * Scrolls a tutorial down to its questions and answers, as a reader does: their code loads when the
 * reader comes near them (comment-section-deferred.tsx), so they are not there before.
 */
export async function scrollToComments(page: Page): Promise<void> {
  // The heading is drawn again as the section arrives: scroll by its id until the section is there.
  await expect(async () => {
    await page.evaluate(() => document.getElementById("comments-title")?.scrollIntoView());
    await expect(page.getByTestId("comments")).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
