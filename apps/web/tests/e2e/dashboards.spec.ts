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
  await expect(card(page, "Emails not sent yet")).toBeVisible();
  const revenue = section(page, "revenue");
  await expect(revenue.getByTestId("dashboard-item").filter({ hasText: "NGN" })).toContainText("≈ $");
  // Nothing overflows sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await section(page, "usersByRole").getByRole("link", { name: "Manage users" }).click();
  await expect(page).toHaveURL(/\/users$/);
});

test("the world director follows the emails card to the outbox and finds a reset mail by its recipient", async ({
  page,
}) => {
  // A visitor asks for a password link (the journeys' server mails it to a mail catcher).
  await page.goto("/login/one");
  await page.getByRole("link", { name: /forgot/i }).click();
  const form = page.getByTestId("forgot-password-form");
  await form.getByLabel("Email").fill("yuki@example.com");
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(/If an account uses that address/)).toBeVisible();

  await signInWithForm(page, "worlddirector@example.com");
  await card(page, "Emails not sent yet").getByRole("link").click();
  await expect(page).toHaveURL(/\/generalsettings\?tab=emails$/);
  await expect(page.getByRole("tab", { name: "Emails" })).toHaveAttribute("aria-selected", "true");
  const emails = page.getByTestId("outbox-email");
  await expect(emails.first()).toBeVisible();

  // A wrong address is refused at the field; a right one filters, and the filter survives a reload.
  const recipient = page.getByLabel("Recipient");
  await recipient.fill("yuki@");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(recipient).toHaveAttribute("aria-invalid", "true");
  await recipient.fill("Yuki@Example.com");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/to=yuki%40example\.com/);
  await expect(emails.first()).toContainText("To yuki@example.com");
  await expect(emails.first()).toContainText(/Sent \d/);
  await expect(emails.first().getByText("Sent", { exact: true })).toBeVisible();
  await emails.first().getByText("The email's text").click();
  await expect(emails.first().locator("pre")).toContainText("[hidden]");
  expect(await emails.first().locator("pre").textContent()).not.toMatch(/setpassword\/[^\s[]*[A-Za-z0-9_-]{20}/);
  await page.reload();
  await expect(emails.first()).toContainText("To yuki@example.com");
  await expect(page.getByLabel("Recipient")).toHaveValue("yuki@example.com");

  // Another tab drops the filter (tabs replace the entry); Back undoes the filter, then leaves.
  await page.getByRole("tab", { name: "Testimonies" }).click();
  await expect(page).toHaveURL(/\/generalsettings\?tab=testimonies$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/generalsettings\?tab=emails$/);
  await expect(page.getByLabel("Recipient")).toHaveValue("");
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});
