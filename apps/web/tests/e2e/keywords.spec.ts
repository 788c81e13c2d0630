import { expect, test, type Page } from "@playwright/test";
import { signInWithForm } from "./support.ts";

/** howtousekeywords (issue #4): the keyword-rule language, its worked examples and the live tester. */

async function openAsTeacher(page: Page): Promise<void> {
  await signInWithForm(page, "teacher@example.com");
  await page.goto("/howtousekeywords");
  await expect(page.getByRole("heading", { level: 1, name: "How to Use Keywords" })).toBeVisible();
}

test("a teacher writes rules, types an answer, and sees the marks and the rules that matched", async ({ page }) => {
  await openAsTeacher(page);
  await expect(page.getByTestId("keyword-example")).toHaveCount(12);

  const tester = page.getByTestId("keyword-tester");
  await tester
    .getByTestId("keyword-rules")
    .fill("2: photosynth*\n1: chlorophyll | chloroplast\nbad line\n-1: respiration");
  await tester.getByTestId("keyword-max").fill("3");
  await tester.getByTestId("keyword-answer").fill("Photosynthesis happens in the chloroplasts of a leaf.");

  await expect(tester.getByTestId("keyword-score")).toHaveText("2 / 3 marks");
  const matched = tester.getByTestId("keyword-matched-rule");
  await expect(matched).toHaveCount(1);
  await expect(matched.first()).toContainText("Line 1: +2");
  await expect(matched.first()).toContainText("Photosynthesis");
  // The matched word is highlighted in the answer itself.
  await expect(tester.getByTestId("keyword-match")).toHaveText(["Photosynthesis"]);
  // The bad line is reported by number; the other rules still mark.
  await expect(tester.getByTestId("keyword-rule-errors")).toContainText("Line 3:");

  // A deduction shows as one more matched rule and lowers the marks.
  await tester.getByTestId("keyword-answer").fill("Photosynthesis, then respiration.");
  await expect(tester.getByTestId("keyword-score")).toHaveText("1 / 3 marks");
  await expect(matched).toHaveCount(2);
  await expect(matched.nth(1)).toContainText("Line 4: −1");
});

test("“Try it” loads a worked example into the tester, with the result the guide shows", async ({ page }) => {
  await openAsTeacher(page);
  const example = page
    .getByTestId("keyword-example")
    .filter({ has: page.getByRole("heading", { name: "10. Deductions" }) });
  await example.getByRole("button", { name: /Try it: example/ }).click();

  const tester = page.getByTestId("keyword-tester");
  await expect(tester.getByTestId("keyword-rules")).toHaveValue("3: mitosis\n-1: meiosis");
  await expect(tester.getByTestId("keyword-score")).toHaveText("2 / 3 marks");
  await expect(example).toContainText("2 / 3");
  await expect(page.getByRole("heading", { name: "Try your rules" })).toBeFocused();
});

for (const width of [1280, 375]) {
  test(`the page at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsTeacher(page);
    const tester = page.getByTestId("keyword-tester");
    await tester.getByTestId("keyword-answer").scrollIntoViewIfNeeded();
    await expect(tester.getByTestId("keyword-score")).toBeVisible();
    // Nothing is wider than the screen (the side menu collapses, the columns stack on a phone).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`keywords-${width}.png`), fullPage: true });
    await tester.screenshot({ path: testInfo.outputPath(`keywords-tester-${width}.png`) });
  });
}
