import { expect, test } from "@playwright/test";
import { hrefTo } from "@tq/contract/paths";
import { latestEmailTo, registerWithForm } from "./support.ts";

/** The demo course "Mathematics Foundations" (course 1); "Laws of indices" is beyond the free preview. */
const COURSE = { id: 1, title: "Mathematics Foundations" };
const LOCKED = "Laws of indices";

test("a visitor registers, subscribes with the demo provider and reads a paid tutorial", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `subscriber.${Date.now()}@example.org`;
  await registerWithForm(page, {
    firstname: "Zara",
    lastname: "Mwangi",
    email,
    password: "Subscribe-now-2026",
    country: /Kenya/,
  });

  // Not subscribed yet: the tutorial is for subscribers.
  await page.goto(hrefTo("coursedetail", { courseId: COURSE.id }));
  const locked = page.getByTestId("syllabus-tutorial").filter({ hasText: LOCKED });
  await expect(locked).toContainText("Subscribers only");
  // Signed in from Kenya, the course page shows the price in shillings (what checkout charges).
  await expect(page.getByTestId("course-detail-price")).toContainText("KES");

  await page.getByTestId("subscribe").click();
  await expect(page).toHaveURL(hrefTo("coursetutors", { courseId: COURSE.id }));
  await expect(page.getByRole("heading", { level: 1, name: "Choose your tutor" })).toBeVisible();
  await page.getByTestId("tutor-card").first().click();
  await expect(page.getByTestId("checkout-price")).toContainText("KES");
  await page.getByRole("radio", { name: /Demo payment/ }).check();
  await page.getByRole("button", { name: /^Subscribe with/ }).click();
  await expect(page.getByTestId("checkout-done")).toContainText("Payment received");

  // My subscriptions lists it, active, with its tutor.
  await page.getByRole("link", { name: "My subscriptions" }).click();
  const card = page.getByTestId("subscription-card").filter({ hasText: COURSE.title });
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Tutor:");

  // The paid tutorial opens now.
  await page.goto(hrefTo("coursedetail", { courseId: COURSE.id }));
  await page.getByTestId("syllabus-tutorial").filter({ hasText: LOCKED }).getByRole("link").click();
  await expect(page.getByTestId("tutorial-title")).toHaveText(LOCKED);
  await expect(page.getByTestId("tutorial-body")).toBeVisible();

  const receipt = await latestEmailTo(email);
  expect(receipt.subject).toContain(COURSE.title);
  expect(receipt.text).toContain("KES");
});
