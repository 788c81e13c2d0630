import { expect, test, type Page } from "@playwright/test";
import { signInWithForm } from "./support.ts";

/**
 * The dashboards (issue #6, PRODUCT.md §6): each demo role signs in and sees its key numbers and
 * lists, and the links lead to the screens they name.
 */

const card = (page: Page, label: string | RegExp) => page.getByTestId("dashboard-card").filter({ hasText: label });
const section = (page: Page, key: string) => page.getByTestId(`dashboard-section-${key}`);

test("the student sees progress, the next quiz and recent results, and opens the quiz", async ({ page }) => {
  await signInWithForm(page, "student@example.com");
  await expect(card(page, "My active courses")).toContainText(/[1-9]/);
  const progress = section(page, "progress");
  // A bar at 0% has no width: present, not "visible".
  await expect(progress.getByRole("progressbar", { name: /Mathematics Foundations/ })).toHaveCount(1);
  await expect(progress).toContainText(/\d+ of \d+ tutorials read/);
  await expect(section(page, "results").getByTestId("dashboard-item").first()).toContainText("%");
  const next = section(page, "nextQuiz").getByTestId("dashboard-item").getByRole("link");
  const title = (await next.textContent()) ?? "";
  await next.click();
  await expect(page).toHaveURL(/\/chapterquizdisplay\//);
  // The intro page is the quiz's own (its title is the document title).
  await expect(page).toHaveTitle(new RegExp(title.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
});

test("the guardian sees their ward's courses and latest result, and reaches the guardian page", async ({ page }) => {
  await signInWithForm(page, "guardian@example.com");
  await expect(card(page, "Wards")).toContainText(/[1-9]/);
  const ward = page.getByRole("region", { name: "Amara Okafor" });
  await expect(ward).toContainText("Mathematics Foundations");
  await expect(ward).toContainText("Latest result:");
  await ward.getByRole("link", { name: "Open the guardian page" }).click();
  await expect(page).toHaveURL(/\/guardianpage$/);
  await expect(page.getByTestId("ward-card")).toContainText("Amara");
});

test("the teacher sees classes with students and the next session, and opens the classroom", async ({ page }) => {
  await signInWithForm(page, "teacher@example.com");
  await expect(card(page, "Answers waiting for marking")).toBeVisible();
  await expect(card(page, "Students in my classes")).toBeVisible();
  const cls = section(page, "classes").getByTestId("dashboard-item").filter({ hasText: "Mathematics Foundations" });
  await expect(cls).toContainText(/\d+ students?/);
  await expect(cls).toContainText("Next session:");
  await cls.getByRole("link", { name: "Mathematics Foundations" }).click();
  await expect(page).toHaveURL(/\/classroom\/1\/\d+$/);
});

test("the teaching assistant sees the course they assist and the link to reports", async ({ page }) => {
  await signInWithForm(page, "ta@example.com");
  await expect(card(page, "Courses you assist")).toContainText(/[1-9]/);
  await expect(card(page, "Tutorials published")).toContainText(/\d+/);
  const assisting = section(page, "assisting");
  await expect(assisting).toContainText("Mathematics Foundations");
  await assisting.getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\/assessment$/);
});

test("the country director sees their country's numbers, revenue and pending payments", async ({ page }) => {
  await signInWithForm(page, "countrydirector@example.com");
  await expect(card(page, "Users in NG")).toBeVisible();
  await expect(card(page, "Active subscriptions")).toBeVisible();
  await expect(card(page, /Revenue, last 30 days/)).toContainText(/NGN\s?[\d,]+\.\d\d/);
  await expect(card(page, "Tutor applications")).toBeVisible();
  await expect(page.getByTestId("pending-payments")).toBeVisible();
  await expect(section(page, "usersByRole")).toContainText("Country director");
  await card(page, "New contact messages").getByRole("link").click();
  await expect(page).toHaveURL(/\/contactus$/);
});

test("the world director sees revenue per currency and in the base currency, and reaches users", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWithForm(page, "worlddirector@example.com");
  await expect(card(page, "Revenue, last 30 days (USD)")).toContainText(/\$[\d,]+\.\d\d/);
  await expect(card(page, "Emails waiting for SMTP")).toBeVisible();
  const revenue = section(page, "revenue");
  await expect(revenue.getByTestId("dashboard-item").filter({ hasText: "NGN" })).toContainText("≈ $");
  // Nothing overflows sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await section(page, "usersByRole").getByRole("link", { name: "Manage users" }).click();
  await expect(page).toHaveURL(/\/users$/);
});
