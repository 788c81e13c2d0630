import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { apiTokenFor, DEMO_PASSWORD, latestEmailTo, signInWithForm } from "./support.ts";

test("the world director filters the activity log and downloads it as CSV", async ({ page, request }) => {
  // An act-as session of this app's own, just now: the seeded one can be pushed off the first page
  // by whichever journeys ran on this app before (they run on two apps, in any order).
  const director = { authorization: `Bearer ${await apiTokenFor(request, "worlddirector@example.com")}` };
  const teacher = await request.post("/api/auth/login", {
    data: { email: "teacher@example.com", password: DEMO_PASSWORD },
  });
  const { id: userId } = (await teacher.json()) as { id: number };
  const acting = await request.post("/api/impersonation", {
    headers: director,
    data: { userId, reason: "Checking the activity log" },
  });
  expect(acting.status(), await acting.text()).toBe(200);
  const { api_token: actingToken } = (await acting.json()) as { api_token: string };
  await request.delete("/api/impersonation", { headers: { authorization: `Bearer ${actingToken}` } });

  await signInWithForm(page, "worlddirector@example.com");
  await page.goto("/viewlog");
  await expect(page.getByRole("heading", { name: "Activity log", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Activity log" });
  await expect(table.getByText("impersonation.start").first()).toBeVisible();

  await page.getByLabel("Actor", { exact: true }).fill("countrydirector@example.com");
  await expect(page).toHaveURL(/actor=countrydirector%40example\.com/);
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toContainText("Chidi Eze");
  await expect(table.getByText("impersonation.start")).toHaveCount(0);
  await expect(table.getByText("contact.answered").first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain("countrydirector@example.com");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toContain("Acting as (real actor)");
  expect(lines.length).toBe((await rows.count()) + 1);
  expect(csv).toContain("contact.answered");
  expect(csv).not.toContain("impersonation.start");
});

test("the estimator answers: more growth, bigger numbers and chart", async ({ page }) => {
  await signInWithForm(page, "worlddirector@example.com");
  await page.goto("/estimator");
  await expect(page.getByRole("heading", { name: "Revenue estimator", level: 1 })).toBeVisible();
  const gross = page.getByTestId("estimate-gross");
  await expect(gross).toContainText("$");
  const amount = async () => Number((await gross.innerText()).replace(/[^0-9.]/g, ""));
  const before = await amount();
  expect(before).toBeGreaterThan(0);
  const bars = page.locator(".recharts-bar-rectangle path");
  await expect(bars.first()).toBeVisible();
  const lastBar = async () => (await bars.last().getAttribute("d")) ?? "";
  const barBefore = await lastBar();

  const growth = page.getByLabel("Monthly growth");
  await growth.fill("10");
  await expect.poll(amount).toBeGreaterThan(before * 1.5);
  await expect.poll(lastBar).not.toBe(barBefore);
  await expect(page.getByTestId("total-gross")).toHaveText(await gross.innerText());

  // Out of range: a message under the field; the numbers stay those of the last valid inputs.
  await page.getByLabel("Payment fees").fill("120");
  await expect(page.getByText("The payment fees cannot be above 100 %.")).toBeVisible();
});

test("a country director answers a contact message by email and archives it", async ({ page }) => {
  await signInWithForm(page, "countrydirector@example.com");
  await page.goto("/contactus");
  await expect(page.getByRole("heading", { name: "Contact", level: 1 })).toBeVisible();
  const list = page.getByTestId("inbox-list");
  // Nigeria's messages only: the Ghanaian visitor's is the world director's.
  await expect(list.getByText("Prices in cedis")).toHaveCount(0);
  await list.getByRole("button", { name: /Paying by bank transfer/ }).click();

  const dialog = page.getByRole("dialog", { name: "Paying by bank transfer" });
  await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Send answer" }).click();
  await expect(dialog.getByText("Write an answer of at least 5 characters.")).toBeVisible();
  await dialog.getByLabel("Answer").fill("Yes: pay into our Lagos account and send us the reference.");
  await dialog.getByRole("button", { name: "Send answer" }).click();
  await expect(dialog.getByText("Your answer was emailed to bola.adeyemi@visitor.example.")).toBeVisible();
  await expect(dialog.getByText("Answered by Chidi Eze", { exact: false })).toBeVisible();

  const mail = await latestEmailTo("bola.adeyemi@visitor.example");
  expect(mail.subject).toBe("Re: Paying by bank transfer");
  expect(mail.text).toContain("Yes: pay into our Lagos account");

  await dialog.getByRole("button", { name: "Archive" }).click();
  await expect(dialog.getByText("Archived", { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await page
    .getByRole("radiogroup", { name: "Status" })
    .getByText(/^Archived/)
    .click();
  await expect(list.getByRole("button", { name: /Paying by bank transfer/ })).toBeVisible();
});
