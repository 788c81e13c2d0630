import { expect, test } from "@playwright/test";
import { expectedMenu, readMenu } from "./support.ts";

test("the home page's HTML holds the courses, in display order and the visitor's currency, before any JavaScript", async ({ request }) => {
  const res = await request.get("/home", { headers: { "accept-language": "en-GB,en;q=0.8" } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const titles = ["Mathematics Foundations", "Physics for Secondary School", "Chemistry Essentials", "English Language &amp; Literature", "Computer Science with Python"];
  const positions = titles.map((t) => html.indexOf(t));
  expect(positions.every((p) => p > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(html).toContain("£38.71"); // 49.00 USD at 0.79
});

test("a visitor sees the public menu and is sent to login from a guarded route", async ({ page }) => {
  await page.goto("/home");
  expect(await readMenu(page)).toEqual(expectedMenu("AppPages"));
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\/one/);
  await expect(page.getByTestId("login-form")).toBeVisible();
});

test("an unknown address shows the not-found page with status 404", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
