import { expect, test } from "@playwright/test";
import { signInWithForm, signOutWithAccountMenu } from "./support.ts";

test("signed-in calls carry both token headers; only non-GET calls carry the XSRF header", async ({ page }) => {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) seen.push({ url: r.url(), headers: r.headers() });
  });
  await signInWithForm(page, "student@example.com");
  await expect(page.getByTestId("dashboard")).toBeVisible();
  const info = seen.find((r) => r.url.includes("/api/dashboard/getuserinfo/"));
  expect(info?.headers.authorization).toMatch(/^Bearer .+/);
  expect(info?.headers["x-access-token"]).toBe(info?.headers.authorization?.slice("Bearer ".length));
  expect(info?.headers["x-xsrf-token"]).toBeUndefined();
  const loginCall = seen.find((r) => r.url.endsWith("/api/auth/login"));
  expect(loginCall?.headers["x-xsrf-token"]).toBeTruthy();
});

test("a wrong password shows the server's message and stays signed out", async ({ page }) => {
  await page.goto("/login/one");
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill("student@example.com");
  await form.getByLabel(/^Password \*$/).fill("not-the-password");
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/login\/one$/);
});

test("after signing out, guarded routes send to /login/one again", async ({ page }) => {
  await signInWithForm(page, "student@example.com");
  await signOutWithAccountMenu(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\/one\?next=%2Fdashboard$/);
});

test("the session survives a reload (the token is read from storage at start-up)", async ({ page }) => {
  await signInWithForm(page, "teacher@example.com");
  await page.reload();
  await expect(page.getByTestId("dashboard")).toBeVisible();
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

test("a bad reset link says so and offers a new one", async ({ page }) => {
  await page.goto("/setpassword/student%40example.com/0123456789abcdef0123456789abcdef");
  const form = page.getByTestId("set-password-form");
  await form.getByLabel(/^New password \*$/).fill("another long phrase");
  await form.getByLabel("Repeat the new password").fill("another long phrase");
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("set-password-expired")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgotpassword");
});

test("a wrong current password is refused without signing the user out", async ({ page }) => {
  await signInWithForm(page, "ta@example.com");
  await page.goto("/userprofile/two");
  const form = page.getByTestId("change-password-form");
  await form.getByLabel("Current password").fill("wrong-password");
  await form.getByLabel(/^New password \*$/).fill("a brand new phrase");
  await form.getByLabel("Repeat the new password").fill("a brand new phrase");
  await form.locator('button[type="submit"]').click();
  // The server's message shows under the field it is about.
  await expect(form.getByText("Your current password is not right.")).toBeVisible();
  await expect(page).toHaveURL(/\/userprofile\/two$/);
  await expect(page.getByTestId("account-menu")).toBeVisible();
});

test("the guardians tab lists the student's guardian and the invitation waiting", async ({ page }) => {
  await signInWithForm(page, "student@example.com");
  await page.goto("/userprofile/three");
  await expect(page.getByTestId("guardians-tab")).toContainText("Grace Okafor");
  await expect(page.getByTestId("pending-invitation")).toContainText("uncle.okafor@example.com");
});

test("public pages and the contact page render", async ({ page }) => {
  for (const path of ["/aboutus", "/termsofservice", "/privacypolicy"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("public-page")).toBeVisible();
  }
  await page.goto("/contactus");
  await expect(page.getByTestId("contact-form")).toBeVisible();
});
