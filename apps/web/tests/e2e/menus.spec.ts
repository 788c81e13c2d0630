import { expect, test } from "@playwright/test";
import type { MenuKind } from "@tq/contract/roles";
import { expectedMenu, readMenu, signInWithForm, signOutWithAccountMenu } from "./support.ts";

const DEMO: [string, MenuKind][] = [
  ["student@example.com", "User"],
  ["preteacher@example.com", "PreTeacher"],
  ["guardian@example.com", "Guardian"],
  ["teacher@example.com", "Teacher"],
  ["ta@example.com", "TeachingAssistant"],
  ["countrydirector@example.com", "CountryDirector"],
  ["worlddirector@example.com", "WorldDirector"],
];

for (const [email, kind] of DEMO) {
  test(`${email} signs in, sees the ${kind} menu of the spec, and signs out`, async ({ page }) => {
    await signInWithForm(page, email);
    await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", kind);
    expect(await readMenu(page)).toEqual(expectedMenu(kind));
    await signOutWithAccountMenu(page);
  });
}

test("a signed-in student opening a director's screen is told it is not allowed", async ({ page }) => {
  await signInWithForm(page, "student@example.com");
  await page.goto("/generalsettings");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
});
