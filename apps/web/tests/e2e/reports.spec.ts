import { expect, test } from "@playwright/test";
import { expectInLog, signInWithForm, signOutWithAccountMenu } from "./support.ts";

test("a TA publishes a report; the guardian reads the ward's; a visitor verifies its code", async ({
  page,
  browser,
}) => {
  const title = `Weekly check ${Date.now()}`;

  // The teaching assistant: assessment → the generator of Mathematics Foundations.
  await signInWithForm(page, "ta@example.com");
  await page.goto("/assessment");
  await page.getByRole("link", { name: "New report for Mathematics Foundations" }).click();
  await expect(page).toHaveURL(/\/reportgenerator\/\d+$/);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("checkbox", { name: "Algebra: end-of-term test" }).check();
  await page.getByRole("checkbox", { name: "Trigonometry: check your understanding" }).check();
  await page.getByLabel("Weight of Algebra: end-of-term test").fill("2");
  // The class is computed by the server as the choices change: Algebra now counts 2/3.
  const table = page.getByTestId("report-table");
  await expect(table.getByRole("columnheader").filter({ hasText: "Algebra" })).toContainText("67%");
  const amara = table.getByRole("row").filter({ hasText: "Amara Okafor" });
  const cells = amara.getByRole("cell");
  // Student, weighted total, tutorials, remark, Algebra, Trigonometry: Amara sat both.
  await expect(cells.nth(4)).toHaveText(/^\d+(\.\d)?%$/);
  await expect(cells.nth(5)).toHaveText(/^\d+(\.\d)?%$/);
  const total = (await cells.nth(1).textContent()) ?? "";
  expect(total).toMatch(/^\d+(\.\d)?%$/);
  await amara.getByLabel("Remark for Amara Okafor").fill("Strong algebra; keep practising trigonometry.");
  await page.getByRole("button", { name: "Publish…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\?report=\d+$/);
  const reportId = new URL(page.url()).searchParams.get("report") ?? "";
  await expect(page.getByText(/\d+ students and their guardians were emailed when it was published/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
  await signOutWithAccountMenu(page);

  // The guardian: guardianpage → the ward's reports → this report, with its code.
  await signInWithForm(page, "guardian@example.com");
  await page.goto("/guardianpage");
  await page.getByRole("link", { name: "Amara's reports for Mathematics Foundations" }).click();
  await expect(page).toHaveURL(/\/myassessmentreport\/\d+\/\d+$/);
  const sheet = page.getByTestId("student-report").filter({ hasText: title });
  await expect(sheet).toContainText("Strong algebra; keep practising trigonometry.");
  await expect(sheet.getByTestId("report-total")).toHaveText(total);
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeVisible();
  const code = (await sheet.getByTestId("report-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[23456789A-HJ-NP-Z]{12}$/);

  // A visitor checks the code.
  const visitor = await browser.newPage();
  await visitor.goto("/checkresult");
  await visitor.getByLabel("Verification code").fill(code.toLowerCase());
  await visitor.getByRole("button", { name: "Check" }).click();
  const verified = visitor.getByTestId("verified-report");
  await expect(verified).toContainText("Amara Okafor");
  await expect(verified).toContainText(title);
  await expect(verified).toContainText(total);
  await visitor.close();

  // The world director finds the publication in the activity log.
  await signOutWithAccountMenu(page);
  await signInWithForm(page, "worlddirector@example.com");
  await expectInLog(page, { action: "report.published", actor: "Tara Singh", target: `report #${reportId}` });
});

test("a report's class figures count the students who sat; a student who sat none reads not sat", async ({
  page,
  request,
}, testInfo) => {
  const shot = async (name: string) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  // The seeded Mid-term report: only Amara sat the counted quizzes; Ifeoma sat none.
  await signInWithForm(page, "ta@example.com");
  await page.goto("/assessment");
  await page.getByRole("link", { name: "Mid-term report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mid-term report" })).toBeVisible();
  const figures = page.getByTestId("class-figures");
  const sat = figures.getByText("Students who sat", { exact: true }).locator("..");
  await expect(sat).toContainText(/1 of [2-9]/);
  await expect(page.getByTestId("who-counts")).toContainText("count the students who sat at least one counted quiz");
  const table = page.getByTestId("report-table");
  await expect(table.getByRole("row").filter({ hasText: "Ifeoma Nwosu" }).getByRole("cell").nth(1)).toHaveText(
    "not sat",
  );
  await expect(table.getByRole("row").filter({ hasText: "Amara Okafor" }).getByRole("cell").nth(1)).toHaveText(
    /^\d+(\.\d)?%$/,
  );
  // The mean is Amara's total alone, not pulled down by five zeros.
  const amaraTotal = await table
    .getByRole("row")
    .filter({ hasText: "Amara Okafor" })
    .getByRole("cell")
    .nth(1)
    .textContent();
  await expect(figures.getByText("Mean", { exact: true }).locator("..")).toContainText(amaraTotal ?? "");
  await shot("published-report");

  // The generator's table, live: the same rule before publishing.
  await page.goto("/assessment");
  await page.getByRole("link", { name: "New report for Mathematics Foundations" }).click();
  await page.getByRole("checkbox", { name: "Algebra: end-of-term test" }).check();
  const draft = page.getByTestId("report-table");
  // Computed by the server once the quiz counts: Amara's subject test gives her a total.
  await expect(draft.getByRole("row").filter({ hasText: "Amara Okafor" }).getByRole("cell").nth(1)).toHaveText(
    /^\d+(\.\d)?%$/,
  );
  await expect(page.getByTestId("class-figures")).toContainText("1 of");
  await expect(draft.getByRole("row").filter({ hasText: "Ifeoma Nwosu" }).getByRole("cell").nth(1)).toHaveText(
    "not sat",
  );
  await shot("report-generator");
  await signOutWithAccountMenu(page);

  // Ifeoma's own sheet says not sat, not 0 %.
  const login = await request.post("/api/auth/login", {
    data: { email: "ifeoma@example.com", password: "Demo-pass-2026" },
  });
  const ifeoma = (await login.json()) as { id: number };
  await signInWithForm(page, "ifeoma@example.com");
  await page.goto(`/myassessmentreport/${ifeoma.id}/1`);
  const sheet = page.getByTestId("student-report").filter({ hasText: "Mid-term report" });
  await expect(sheet.getByTestId("report-total")).toHaveText("not sat");
  await expect(sheet).toContainText("the students who sat at least one counted quiz");
  await shot("student-sheet");
});
