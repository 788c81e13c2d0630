import { expect, test, type Locator } from "@playwright/test";
import { signInWithForm } from "./support.ts";

/** The helper pages of issue #3: Writing Equations, Drawing Diagrams, HTML Formatting, and their management. */

/** An <img> that really loaded (an SVG the diagram service drew). */
async function expectLoadedImage(img: Locator): Promise<void> {
  await expect(img).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(await img.getAttribute("src")).toMatch(/\/diagrams\/[0-9a-f]{64}\.svg$/);
}

test.describe("a visitor", () => {
  test("reads Writing Equations: rendered examples, the palette, and a try-it box that renders \\frac{a}{b}", async ({
    page,
  }) => {
    await page.goto("/viewlatexexamples");
    await expect(page.getByRole("heading", { level: 1, name: "Writing Equations" })).toBeVisible();
    const examples = page.getByTestId("worked-example");
    expect(await examples.count()).toBeGreaterThanOrEqual(8);
    await expect(examples.first().locator(".katex .mfrac").first()).toBeVisible();
    await expect(page.getByTestId("palette-category").first()).toContainText("Greek letters");
    await expect(page.getByTestId("palette-symbol").first().locator(".katex")).toBeVisible();

    const tryIt = page.getByTestId("try-it");
    const preview = tryIt.getByTestId("preview-html");
    // The starting text's preview: the page is live (hydrated) before we type.
    await expect(preview).toContainText("The area of a circle is");
    await tryIt.getByTestId("try-it-source").fill("Half of it: $\\frac{a}{b}$");
    await expect(preview).toContainText("Half of it:");
    await expect(preview.locator(".katex .mfrac")).toBeVisible();
    await expect(preview.locator(".katex-mathml annotation")).toHaveText("\\frac{a}{b}");
  });

  test("opens Drawing Diagrams from the menu and sees every example drawn, without asking", async ({
    page,
  }, testInfo) => {
    // On a fresh start the server is still drawing the seeded gallery (~15 diagrams in the
    // background); the page asks again by itself until every picture is there.
    test.setTimeout(150_000);
    await page.goto("/home");
    await page.getByTestId("side-menu").getByRole("link", { name: "Drawing Diagrams" }).click();
    await expect(page).toHaveURL(/\/viewtikzexamples$/);
    await expect(page.getByRole("heading", { level: 1, name: "Drawing Diagrams" })).toBeVisible();
    const examples = page.getByTestId("tikz-example");
    expect(await examples.count()).toBeGreaterThanOrEqual(15);
    await expect(examples.first().getByTestId("source-block")).toContainText("\\begin{tikzpicture}");
    await expect(page.getByText("Not drawn yet.")).toHaveCount(0, { timeout: 120_000 });
    await expect(page.getByTestId("draw-example")).toHaveCount(0);
    for (const example of await examples.all()) {
      const title = (await example.getByRole("heading", { level: 3 }).textContent()) ?? "";
      await example.scrollIntoViewIfNeeded();
      await expectLoadedImage(example.getByRole("img", { name: `Diagram: ${title}` }));
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await examples.nth(1).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: testInfo.outputPath(`tikz-gallery-${width}.png`) });
    }

    // The try-it box draws its starting picture through the preview.
    await page.getByTestId("try-it").getByTestId("try-it-run").click();
    await expectLoadedImage(page.getByTestId("try-it").getByTestId("preview-html").locator("img"));
  });

  test("reads HTML Formatting: the allow-list, examples, and a live preview that drops a <script>", async ({
    page,
  }) => {
    await page.goto("/htmlformatting");
    await expect(page.getByRole("heading", { level: 1, name: "HTML Formatting" })).toBeVisible();
    await expect(page.getByTestId("allowed-tag").filter({ hasText: "<blockquote>" })).toBeVisible();
    expect(await page.getByTestId("html-example").count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByTestId("html-examples").locator(".katex").first()).toBeVisible();

    const tryIt = page.getByTestId("try-it");
    const preview = tryIt.getByTestId("preview-html");
    await expect(preview).toContainText("This paragraph loses its onclick.");
    await tryIt
      .getByTestId("try-it-source")
      .fill(
        '<p>Kept <strong>bold</strong></p><script>document.title = "owned"</script><img src="x" onerror="alert(1)">',
      );
    await expect(preview).toContainText("Kept bold");
    await expect(preview.locator("strong")).toHaveText("bold");
    await expect(preview.locator("script, [onerror]")).toHaveCount(0);
    await tryIt.getByText("Show the HTML that was kept").click();
    await expect(tryIt.getByTestId("kept-html")).not.toContainText("script");
    await expect(page).not.toHaveTitle("owned");
  });
});

test.describe("the world director", () => {
  test("adds a symbol to the palette and it appears on Writing Equations", async ({ page }) => {
    await signInWithForm(page, "worlddirector@example.com");
    await page.goto("/addlatexsymbol");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Latex" })).toBeVisible();
    const form = page.getByTestId("symbol-form").first();
    await form.getByLabel("Category").fill("Greek letters");
    await form.getByRole("textbox", { name: "Name" }).fill("capital xi");
    await form.getByRole("textbox", { name: "LaTeX" }).fill("\\Xi");
    await expect(form.getByTestId("symbol-preview").locator(".katex")).toBeVisible();
    await form.getByRole("button", { name: "Add the symbol" }).click();
    await expect(page.getByText("Added “capital xi” to Greek letters.")).toBeVisible();

    await page.goto("/viewlatexexamples");
    const greek = page.getByTestId("palette-category").filter({ hasText: "Greek letters" });
    await expect(greek.getByTestId("palette-symbol").filter({ hasText: "capital xi" })).toContainText("\\Xi");
  });

  test("adds a TikZ example and sees its SVG", async ({ page }) => {
    await signInWithForm(page, "worlddirector@example.com");
    await page.goto("/addtikzexamples");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Tikz" })).toBeVisible();
    await page.getByRole("button", { name: "Add an example" }).click();
    const form = page.getByTestId("example-form");
    await form.getByRole("textbox", { name: "Title" }).fill("A square and its diagonal");
    await form.getByRole("textbox", { name: "Description" }).fill("A square drawn with rectangle, and one diagonal.");
    await form
      .getByRole("textbox", { name: "TikZ source" })
      .fill("\\begin{tikzpicture}\n\\draw (0,0) rectangle (2,2);\n\\draw[red] (0,0) -- (2,2);\n\\end{tikzpicture}");
    await form.getByTestId("render-preview").click();
    await expectLoadedImage(form.getByTestId("preview-html").locator("img"));
    await form.getByRole("button", { name: "Add the example" }).click();
    await expect(page.getByText("Added “A square and its diagonal”.")).toBeVisible();
    await expectLoadedImage(page.getByRole("img", { name: "Diagram: A square and its diagonal" }));

    await page.goto("/viewtikzexamples");
    const added = page.getByTestId("tikz-example").filter({ hasText: "A square and its diagonal" });
    await expectLoadedImage(added.getByRole("img", { name: "Diagram: A square and its diagonal" }));
  });
});
