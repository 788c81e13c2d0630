import { expect, test } from "@playwright/test";
import { expectActAsInLog, signInWithForm } from "./support.ts";

test("the world director acts as a teacher from users, stops, and the impersonation token is dead", async ({
  page,
  request,
}) => {
  await signInWithForm(page, "worlddirector@example.com");
  await page.goto("/users");
  await page.getByLabel("Search").fill("teacher@example.com");
  const row = page.getByTestId("users-table").getByRole("row", { name: /Tunde Adeyemi/ });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Act as Tunde Adeyemi" }).click();

  const dialog = page.getByRole("dialog", { name: /Act as Tunde Adeyemi/ });
  await dialog.getByRole("button", { name: "Act as this user" }).click();
  await expect(dialog.getByText(/reason/i).first()).toBeVisible(); // the reason is required
  await dialog.getByLabel("Reason").fill("Checking the marking queue a teacher reported");
  const started = page.waitForResponse(
    (r) => r.url().endsWith("/api/impersonation") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Act as this user" }).click();
  const answer = (await (await started).json()) as { id: number; api_token: string };

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByTestId("impersonation-banner");
  await expect(banner).toContainText("Acting as Tunde Adeyemi");
  await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", "Teacher");
  const info = (token: string) =>
    request.get(`/api/dashboard/getuserinfo/${answer.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await info(answer.api_token)).status()).toBe(200);

  await banner.getByRole("button", { name: "Stop acting" }).click();
  await expect(page).toHaveURL(/\/mycompanies\?refresh=\d+$/);
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
  await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", "WorldDirector");
  await expect(page.getByRole("heading", { name: "My Companies", level: 1 })).toBeVisible();
  await expect(page.getByText("Lagos Bright Future Academy").first()).toBeVisible();
  expect((await info(answer.api_token)).status()).toBe(401);

  // View Log (issue #6) shows what was done while acting: the teacher as the actor, the world director as who really acted.
  await expectActAsInLog(page, { action: "impersonation.stop", actor: "Tunde Adeyemi", realActor: "Wanjiru Kamau" });
});
