import { expect, test, type Page } from "@playwright/test";
import { signInWithForm } from "./support.ts";

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
  await page.getByRole("link", { name: /Algebra/ }).first().click();
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
  await page.goto("/login/two");
  const form = page.getByTestId("register-form");
  await form.getByLabel("First name").fill("Efua");
  await form.getByLabel("Last name").fill("Mensah");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("I am a").click();
  await page.getByRole("option", { name: "Student", exact: true }).click();
  await form.getByLabel("Password", { exact: true }).fill("Start-reading-2026");
  await form.getByLabel("Country").click();
  await page.getByRole("option", { name: /Ghana/ }).click();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);

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
