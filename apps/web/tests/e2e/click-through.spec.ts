import { expect, test, type Page } from "@playwright/test";
import { registerWithForm, scrollToComments, signInWithForm, signOutWithAccountMenu } from "./support.ts";

/**
 * Issue #12: people move through the app by clicking, not by typing URLs. A page must show the
 * same thing after a client-side navigation as after a reload, and a navigation must cost a
 * few requests, never a loop.
 */

const COURSE = "Mathematics Foundations";
const PREVIEW = "Simplifying algebraic expressions";
const NEXT = "Laws of indices";

/** Counts the `.data` requests (React Router's server loaders) the page makes from now on. */
function countDataRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".data")) count++;
  });
  return () => count;
}

async function expectSubscriberCourse(page: Page): Promise<void> {
  await expect(page.getByTestId("course-title")).toHaveText(COURSE);
  await expect(page.getByTestId("subscribed")).toBeVisible();
  await expect(page.getByTestId("subscribe")).toHaveCount(0);
  const laws = page.getByTestId("syllabus-tutorial").filter({ hasText: NEXT });
  await expect(laws).toHaveAttribute("data-open", "true");
  await expect(laws).not.toContainText("Subscribers only");
}

test("a subscriber who clicks from My Courses sees the subscriber's course and reads on with Next", async ({
  page,
}) => {
  await signInWithForm(page, "student@example.com");
  const dataRequests = countDataRequests(page);

  await page.getByTestId("side-menu").getByRole("link", { name: "My Courses" }).click();
  await expect(page).toHaveURL(/\/mysubscriptions$/);
  await page.getByTestId("subscription-card").filter({ hasText: COURSE }).getByRole("link", { name: COURSE }).click();
  await expect(page).toHaveURL(/\/coursedetail\/1$/);
  await expectSubscriberCourse(page);

  // The free preview reached by a click offers "Mark as complete" to a signed-in reader.
  await page.getByTestId("free-previews").getByRole("link", { name: PREVIEW }).click();
  await expect(page.getByTestId("tutorial-title")).toHaveText(PREVIEW);
  await expect(page.getByTestId("mark-complete")).toBeVisible();

  // "Next" opens the subscribers-only tutorial, without a skeleton that never ends.
  const before = dataRequests();
  await page.getByTestId("tutorial-next").click();
  await expect(page.getByTestId("tutorial-title")).toHaveText(NEXT);
  await expect(page.getByTestId("tutorial-body")).toBeVisible();
  await expect(page.getByTestId("mark-complete")).toBeVisible();
  await page.waitForTimeout(1_000); // a loop would keep firing here
  expect(dataRequests() - before).toBeLessThanOrEqual(3);

  // A reload shows the same page; so does the back button.
  await page.reload();
  await expect(page.getByTestId("tutorial-title")).toHaveText(NEXT);
  await expect(page.getByTestId("mark-complete")).toBeVisible();
  await expect(page.getByTestId("subscribers-panel")).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId("tutorial-title")).toHaveText(PREVIEW);
  await expect(page.getByTestId("mark-complete")).toBeVisible();
  await page.goBack();
  await expectSubscriberCourse(page);

  // The outline screens reached by links show the subscriber's links too, before and after a reload.
  await page.getByRole("link", { name: "Browse the course by subject" }).click();
  await expect(page).toHaveURL(/\/subjectsview\//);
  await page
    .getByRole("link", { name: /Algebra/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/topicsview\//);
  const row = page.getByRole("link", { name: NEXT });
  await expect(row).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: NEXT })).toBeVisible();
  await row.click();
  await expect(page.getByTestId("tutorial-title")).toHaveText(NEXT);
  await expect(page.getByTestId("mark-complete")).toBeVisible();
});

test("a new student pays, presses Start reading and reads as a subscriber", async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await registerWithForm(page, {
    firstname: "Efua",
    lastname: "Mensah",
    email,
    password: "Start-reading-2026",
    country: /Ghana/,
  });

  await page.getByTestId("side-menu").getByRole("link", { name: "Home" }).click();
  await page.getByRole("link", { name: COURSE }).first().click();
  await expect(page.getByTestId("course-title")).toHaveText(COURSE);

  // Before paying, "Next" from a free preview ends at the subscribers' panel: a clear state, few requests.
  const dataRequests = countDataRequests(page);
  await page.getByTestId("free-previews").getByRole("link", { name: PREVIEW }).click();
  await expect(page.getByTestId("mark-complete")).toBeVisible();
  await page.getByTestId("tutorial-next").click();
  await expect(page.getByTestId("subscribers-panel")).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(dataRequests()).toBeLessThanOrEqual(4);
  await page.getByTestId("subscribers-panel").getByRole("link", { name: "See the course" }).click();
  await page.getByTestId("subscribe").click();
  await page.getByTestId("tutor-card").first().click();
  await page.getByRole("radio", { name: /Demo payment/ }).check();
  await page.getByRole("button", { name: /^Subscribe with/ }).click();
  await expect(page.getByTestId("checkout-done")).toContainText("Payment received");

  await page.getByRole("link", { name: "Start reading" }).click();
  await expectSubscriberCourse(page);
  await page.getByTestId("syllabus-tutorial").filter({ hasText: NEXT }).getByRole("link").click();
  await expect(page.getByTestId("tutorial-title")).toHaveText(NEXT);
  await expect(page.getByTestId("mark-complete")).toBeVisible();
});

const DAY = /\d{1,2} [A-Z][a-z]{2} \d{4}/;
const OTHER_DATE_FORMATS = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

test("dates read one way everywhere, and a formula asked in a comment is rendered", async ({ page }) => {
  await signInWithForm(page, "student@example.com");
  const dashboard = page.getByTestId("dashboard");
  await expect(dashboard.getByTestId("dashboard-card").filter({ hasText: "Member since" })).toContainText(DAY);
  await expect(dashboard).toContainText(/Exam · \d{1,2} [A-Z][a-z]{2} \d{4}/);
  expect(await dashboard.innerText()).not.toMatch(OTHER_DATE_FORMATS);

  await page.getByTestId("side-menu").getByRole("link", { name: "My Courses" }).click();
  const card = page.getByTestId("subscription-card").filter({ hasText: COURSE });
  await expect(card).toContainText(new RegExp(`${DAY.source} – ${DAY.source}`));
  expect(await card.innerText()).not.toMatch(OTHER_DATE_FORMATS);

  await card.getByRole("link", { name: COURSE }).click();
  await page.getByTestId("free-previews").getByRole("link", { name: PREVIEW }).click();
  const question = `What is $3x^2$ when x is 2? (${Date.now()})`;
  await scrollToComments(page);
  await page.getByTestId("ask-form").getByRole("textbox", { name: "Ask a question" }).fill(question);
  await page.getByTestId("ask-form").getByRole("button", { name: "Ask" }).click();
  const thread = page.getByTestId("comment-thread").filter({ hasText: "when x is 2?" }).first();
  await expect(thread.getByTestId("comment-body").locator(".katex")).toBeVisible();
  await expect(thread.getByTestId("comment-body")).not.toContainText("$3x^2$");
  await expect(thread.locator("time")).toContainText(DAY);
  await page.reload();
  await scrollToComments(page);
  const again = page.getByTestId("comment-thread").filter({ hasText: "when x is 2?" }).first();
  await expect(again.getByTestId("comment-body").locator(".katex")).toBeVisible();
});

test("changing the password says once that the other sessions were signed out", async ({ page, browser, request }) => {
  const email = `twice-${Date.now()}@example.com`;
  const password = "First-phrase-2026";
  const registered = await request.post("/api/auth/register", {
    data: { firstname: "Kwame", lastname: "Boateng", email, password, profession: "Student", country: "GH" },
  });
  expect(registered.status()).toBe(201);
  // A second session of the same account, in another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithForm(otherPage, email, password);
  await signInWithForm(page, email, password);

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: /profile/i }).click();
  await page.getByRole("tab", { name: /password/i }).click();
  const form = page.getByTestId("change-password-form");
  await form.getByLabel("Current password").fill(password);
  await form.getByLabel(/^New password \*$/).fill("Second-phrase-2026");
  await form.getByLabel("Repeat the new password").fill("Second-phrase-2026");
  await form.locator('button[type="submit"]').click();
  const done = form.getByRole("status").filter({ hasText: "Your password is changed" });
  await expect(done).toBeVisible();
  const text = await done.innerText();
  expect(text.match(/signed out/g)).toHaveLength(1);

  // The other browser's session is over at its next step.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login\/one/);
  await other.close();
});

test("after Record payment the director's dashboard counters move without a reload", async ({ page, request }) => {
  // A Nigerian student orders with a manual payment (a bank transfer the director records).
  const email = `transfer-${Date.now()}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: {
      firstname: "Ngozi",
      lastname: "Eze",
      email,
      password: "Bank-transfer-2026",
      profession: "Student",
      country: "NG",
    },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${((await registered.json()) as { api_token: string }).api_token}` };
  const offer = (await (await request.get("/api/enrolment/courses/1/offer", { headers })).json()) as {
    tutors: { id: number }[];
  };
  const ordered = await request.post("/api/enrolment/checkout", {
    headers,
    data: { courseId: 1, tutorId: offer.tutors[0]?.id, provider: "manual" },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);

  await signInWithForm(page, "countrydirector@example.com");
  const counter = (label: string | RegExp) =>
    page.getByTestId("dashboard-card").filter({ hasText: label }).locator("p").nth(1);
  const number = async (label: string) => Number(((await counter(label).innerText()) ?? "").replace(/\D/g, ""));
  await expect(page.getByTestId("pending-payments")).toContainText(email);
  const pending = await number("Pending payments");
  const active = await number("Active subscriptions");
  const revenue = await counter(/Revenue, last 30 days/).innerText();
  expect(pending).toBeGreaterThanOrEqual(1);

  const row = page.getByTestId("pending-payments").getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Record" }).click();
  await page.getByRole("dialog").getByLabel("Payment reference").fill("GTB-2026-1127");
  await page.getByRole("dialog").getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("pending-payments")).not.toContainText(email);

  await expect(counter("Pending payments")).toHaveText(String(pending - 1));
  await expect(counter("Active subscriptions")).toHaveText(String(active + 1));
  await expect(counter(/Revenue, last 30 days/)).not.toHaveText(revenue);
});

test("Sign out while acting as someone returns to the admin; a guardian's returns to guardianpage", async ({
  page,
}) => {
  await signInWithForm(page, "worlddirector@example.com");
  await page.getByTestId("dashboard-card").filter({ hasText: "Users" }).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/users/);
  await page.getByLabel("Search").fill("teacher@example.com");
  const row = page.getByTestId("users-table").getByRole("row", { name: /Tunde Adeyemi/ });
  await row.getByRole("button", { name: "Act as Tunde Adeyemi" }).click();
  const dialog = page.getByRole("dialog", { name: /Act as Tunde Adeyemi/ });
  await dialog.getByLabel("Reason").fill("Checking what a teacher reported");
  await dialog.getByRole("button", { name: "Act as this user" }).click();
  await expect(page.getByTestId("impersonation-banner")).toContainText("Acting as Tunde Adeyemi");

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/mycompanies\?refresh=\d+$/);
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
  await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", "WorldDirector");
  // Still signed in as the director, after a reload too.
  await page.reload();
  await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", "WorldDirector");
  await page.getByTestId("side-menu").getByRole("link", { name: "Home" }).click();
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page.getByTestId("dashboard")).toContainText("Welcome, Wanjiru");

  // The guardian rule stays: signing out of the ward's session returns to guardianpage.
  await signOutWithAccountMenu(page);
  await signInWithForm(page, "guardian@example.com");
  await page.getByTestId("side-menu").getByRole("link", { name: "My Wards" }).click();
  await page
    .getByTestId("ward-card")
    .filter({ hasText: "Amara Okafor" })
    .getByRole("button", { name: "Act as Amara" })
    .click();
  await expect(page.getByTestId("ward-banner")).toContainText("Acting as Amara Okafor");
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/guardianpage$/);
  await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", "Guardian");
});
