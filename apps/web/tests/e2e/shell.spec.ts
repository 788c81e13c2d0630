import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support.ts";

test("an empty path redirects to /home", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
});

test("a guarded route sends a visitor to /login/one and back there after signing in", async ({ page }) => {
  await page.goto("/userprofile/two");
  await expect(page).toHaveURL(/\/login\/one\?next=%2Fuserprofile%2Ftwo$/);
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill("student@example.com");
  await form.getByLabel(/^Password \*$/).fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/userprofile\/two$/);
  await expect(page.getByTestId("change-password-form")).toBeVisible();
});

test("a route the spec does not guard but that needs a role asks a visitor to sign in", async ({ page }) => {
  await page.goto("/guardianpage");
  await expect(page.getByTestId("signin-prompt")).toBeVisible();
  await expect(page).toHaveURL(/\/guardianpage$/);
});

test("the menu sits behind a burger on a 375 px phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto("/home");
  await expect(page.getByTestId("side-menu")).not.toBeInViewport();
  await page.getByTestId("menu-burger").click();
  await expect(page.getByTestId("side-menu")).toBeInViewport();
  await page.getByTestId("side-menu").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\/one$/);
  await expect(page.getByTestId("side-menu")).not.toBeInViewport();
  await context.close();
});

test("a move by the router is announced with the new page's title, a full load is not", async ({ page }) => {
  await page.goto("/home");
  const announcer = page.getByTestId("route-announcer");
  await expect(announcer).toHaveAttribute("aria-live", "polite");
  await expect(announcer).toHaveText("");
  await page.getByTestId("side-menu").getByRole("link", { name: "Check Assessment" }).click();
  await expect(page).toHaveTitle(/^Check Assessment · /);
  await expect(announcer).toHaveText(await page.title());
  // Back to the home page by the browser's button: announced too.
  await page.goBack();
  await expect(page).toHaveTitle(/^Tutorials & Quizzes$/);
  await expect(announcer).toHaveText("Tutorials & Quizzes");
  await page.reload();
  await expect(announcer).toHaveText("");
});
