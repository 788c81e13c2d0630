import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInWithForm } from "./support.ts";

/** A real 1×1 PNG: the server checks an upload's bytes, not its name. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/** The names of a structure list's rows, in the order shown. */
async function rowNames(page: Page): Promise<string[]> {
  const names = await page.locator(".sortable-row").allInnerTexts();
  return names.map((n) => n.split("\n")[0]?.trim() ?? "");
}

test.describe("authoring a course", () => {
  test("the teacher creates a course with a logo, builds its subjects, a level and a chapter, cannot publish it empty, adds a tutorial and publishes it", async ({
    page,
  }) => {
    const title = `Marine Biology ${Date.now().toString(36)}`;
    await signInWithForm(page, "teacher@example.com");
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Courses" })).toBeVisible();

    // New course: the form, then the logo in the same modal.
    await page.getByRole("button", { name: "New course" }).click();
    const dialog = page.getByRole("dialog", { name: "New course" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Summary").fill("Life in the seas, from plankton to whales.");
    await dialog.getByLabel(/^Price/).fill("25");
    await dialog.getByLabel(/Subscription length/).fill("6");
    await dialog.getByRole("button", { name: "Create the course" }).click();
    const edit = page.getByRole("dialog", { name: "Edit the course" });
    await expect(edit.getByText(/is created as a draft/)).toBeVisible();
    await edit.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await expect(edit.getByText("The new logo is saved.")).toBeVisible();
    const logo = edit.getByRole("img", { name: `Logo of ${title}` });
    await expect(logo).toHaveAttribute("src", /\/media\/logos\/[0-9a-f]{64}\.webp$/);
    // Its smaller widths for srcset (ADR 0092), each served.
    await expect(logo).toHaveAttribute("srcset", /-64\.webp 64w, .*-128\.webp 128w, .*-256\.webp 256w/);
    for (const candidate of ((await logo.getAttribute("srcset")) ?? "").split(", ")) {
      const res = await page.request.get(candidate.split(" ")[0] ?? "");
      expect(res.headers()["content-type"]).toBe("image/webp");
    }
    await edit.getByRole("button", { name: "Cancel" }).click();

    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("Draft")).toBeVisible();
    await expect(card.getByText("$25.00 for 6 months")).toBeVisible();

    // Two subjects, then "Reefs" moved above "Oceans" with the keyboard.
    await card.getByRole("link", { name: "Subjects" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Subjects of ${title}` })).toBeVisible();
    for (const subject of ["Oceans", "Reefs"]) {
      await page.getByLabel("Subject title").fill(subject);
      await page.getByRole("button", { name: "Add the subject" }).click();
      await expect(page.locator(".sortable-row", { hasText: subject })).toBeVisible();
    }
    expect(await rowNames(page)).toEqual(["Oceans", "Reefs"]);
    // A new subject has no levels yet, and its link says so (it once read "Levels ()").
    const oceans = page.locator(".sortable-row", { hasText: "Oceans" });
    await expect(oceans.getByRole("link", { name: "0 levels", exact: true })).toBeVisible();
    await expect(oceans).not.toContainText("()");
    // With the keyboard, by the row's up arrow (the drag handle's Space-then-arrows path is
    // dnd-kit's; it did not pick up reliably under Playwright's key timing).
    await page.getByRole("button", { name: "Move Reefs up" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => rowNames(page)).toEqual(["Reefs", "Oceans"]);
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(["Reefs", "Oceans"]);

    // A level of Reefs.
    await page
      .locator(".sortable-row", { hasText: "Reefs" })
      .getByRole("link", { name: "0 levels", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Levels of Reefs" })).toBeVisible();
    await page.getByLabel("Level name").fill("Beginner");
    await page.getByRole("button", { name: "Add the level" }).click();
    await expect(page.locator(".sortable-row", { hasText: "Beginner" })).toBeVisible();

    // A chapter of Reefs (the first subject's tab is open first).
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Subjects of ${title}` })).toBeVisible();
    await expect(
      page.locator(".sortable-row", { hasText: "Reefs" }).getByRole("link", { name: "1 level", exact: true }),
    ).toBeVisible();
    await page.goto("/courses");
    await page.getByRole("article", { name: title }).getByRole("link", { name: "Chapters & tutorials" }).click();
    await expect(page.getByRole("tab", { name: "Reefs", selected: true })).toBeVisible();
    await page.getByLabel("New chapter title").fill("Coral life");
    await page.getByRole("button", { name: "Add the chapter" }).click();
    await expect(page.locator(".sortable-row", { hasText: "Coral life" })).toContainText("1");

    // Publishing a course with nothing to read is refused, with the reason at the switch.
    await page.goto("/courses");
    const published = page.getByRole("article", { name: title });
    // The switch changes once the server has published the course.
    const toggle = published.getByRole("switch", { name: "Published" });
    await toggle.click({ force: true });
    await expect(published.getByRole("alert")).toHaveText(
      `"${title}" has no published tutorial yet: publish at least one tutorial before publishing the course.`,
    );
    await expect(toggle).not.toBeChecked();
    await expect(published.getByText("Draft", { exact: true })).toBeVisible();

    // A first tutorial in Coral life, written and published in the editor.
    await published.getByRole("link", { name: "Chapters & tutorials" }).click();
    await page.getByRole("link", { name: "Tutorials of Reefs" }).click();
    const chapter = page.getByRole("region", { name: /Chapter 1 · Coral life/ });
    await chapter.getByRole("button", { name: "Add a tutorial" }).click();
    const modal = page.getByRole("dialog", { name: /New tutorial in chapter/ });
    await modal.getByLabel("Topic").fill("How corals build reefs");
    await modal.getByRole("button", { name: "Create and edit" }).click();
    const editor = page.getByRole("textbox", { name: "Tutorial text" });
    await editor.click();
    await page.keyboard.type("Tiny coral polyps lay down limestone, year after year.");
    await page.getByText("Published", { exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/^Saved\. Readers see this version now\./)).toBeVisible();

    // Now it publishes, and appears on the home page.
    await page.goto("/courses");
    await toggle.click({ force: true });
    await expect(page.getByText(`“${title}” is published`)).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(published.getByRole("alert")).toHaveCount(0);
    await page.goto("/home");
    await expect(page.getByText(title)).toBeVisible();
  });

  test("clicking a tutorial's chosen level again keeps it chosen (issue #12)", async ({ page }) => {
    await signInWithForm(page, "teacher@example.com");
    await page.getByTestId("side-menu").getByRole("link", { name: "Manage Courses" }).click();
    await page
      .getByRole("article", { name: "Mathematics Foundations" })
      .getByRole("link", { name: "Chapters & tutorials" })
      .click();
    await page.getByRole("link", { name: "Tutorials of Algebra" }).click();
    const chapter = page.getByRole("region", { name: /^Chapter 1 · / });

    /** Opens the Level select, clicks the level it shows, and expects it still chosen. */
    const clickChosenLevel = async (scope: Locator) => {
      const level = scope.getByRole("combobox", { name: "Level" });
      const chosen = await level.inputValue();
      expect(chosen).not.toBe("");
      await level.click();
      await page.getByRole("option", { name: chosen, exact: true }).click();
      await expect(level).toHaveValue(chosen);
    };

    // In the new-tutorial dialog (it starts on the subject's first level)…
    await chapter.getByRole("button", { name: "Add a tutorial" }).click();
    const modal = page.getByRole("dialog", { name: /New tutorial in chapter/ });
    await expect(modal.getByRole("combobox", { name: "Level" })).toHaveValue("Foundation");
    await clickChosenLevel(modal);
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toBeHidden();

    // …and in a tutorial's editor.
    await chapter
      .getByRole("button", { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Tutorial text" })).toBeVisible();
    await clickChosenLevel(page.locator("main"));
  });

  test("the teaching assistant opens Manage Tutorials and sees Mathematics Foundations", async ({ page }) => {
    await signInWithForm(page, "ta@example.com");
    await page.goto("/managetutorials");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Tutorials" })).toBeVisible();
    const course = page.getByRole("article", { name: "Mathematics Foundations" });
    await expect(course).toBeVisible();
    await expect(course.getByRole("link", { name: /Algebra/ })).toHaveAttribute(
      "href",
      /^\/tutorial\/\d+\/Algebra\/1\/Mathematics%20Foundations$/,
    );
  });

  test("a student opening Manage Courses sees the not-allowed page", async ({ page }) => {
    await signInWithForm(page, "student@example.com");
    await page.goto("/courses");
    await expect(page.getByTestId("not-allowed")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  });
});
