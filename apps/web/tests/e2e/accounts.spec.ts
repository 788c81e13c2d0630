import { expect, test } from "@playwright/test";
import { expectedMenu, latestEmailTo, readMenu, signInWithForm, signOutWithAccountMenu } from "./support.ts";

test("a new student registers, lands on the dashboard with the User menu, signs out and signs in again", async ({
  page,
}) => {
  const email = `new.student.${Date.now()}@example.org`;
  const password = "Learning-is-fun-2026";
  await page.goto("/login/two");
  const form = page.getByTestId("register-form");
  await form.getByLabel("First name").fill("Nia");
  await form.getByLabel("Last name").fill("Adebayo");
  await form.getByLabel("Email").fill("student@example.com");
  await expect(form.getByText(/already/i)).toBeVisible(); // the live "already registered" check
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("I am a").click();
  await page.getByRole("option", { name: "Student", exact: true }).click();
  await form.getByLabel(/^Password \*$/).fill(password);
  await form.getByLabel("Country").click();
  await page.getByRole("option", { name: /Kenya/ }).click();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Nia/).first()).toBeVisible();
  expect(await readMenu(page)).toEqual(expectedMenu("User"));
  await signOutWithAccountMenu(page);
  await signInWithForm(page, email, password);
});

test("password recovery works end to end through the email", async ({ page, request }) => {
  // Its own account, so the demo accounts keep their password for the other journeys.
  const email = `forgetful.${Date.now()}@example.org`;
  const registered = await request.post("/api/auth/register", {
    data: {
      firstname: "Femi",
      lastname: "Bello",
      email,
      profession: "Teacher",
      password: "Old-secret-2026-x",
      country: "NG",
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto("/forgotpassword");
  const form = page.getByTestId("forgot-password-form");
  await form.getByLabel("Email").fill(email);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(/If an account uses that address/)).toBeVisible();

  const mail = await latestEmailTo(email);
  const link = /https?:\/\/\S+\/setpassword\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname);
  const reset = page.getByTestId("set-password-form");
  await reset.getByLabel(/^New password \*$/).fill("A-brand-new-secret-26");
  await reset.getByLabel("Repeat the new password").fill("A-brand-new-secret-26");
  await reset.locator('button[type="submit"]').click();
  await expect(page.getByText(/password is changed/i)).toBeVisible();

  await signInWithForm(page, email, "A-brand-new-secret-26");
  expect(await readMenu(page)).toEqual(expectedMenu("PreTeacher"));
});
