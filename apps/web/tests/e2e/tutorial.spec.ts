import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { CourseOutline, SubjectOutline, TutorialEntry } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import { tutorialHref, tutorialPlace } from "@tq/contract/tutorial-href";
import { signInWithForm } from "./support.ts";

/** The demo course "Mathematics Foundations". */
const COURSE_ID = 1;
const EIGHT_PARAMS = /^\/tutorialview\/\d+\/\d+\/[1-5]\/\d+\/\d+\/[^/]+\/[^/]+\/\d+$/;

async function visitorOutline(request: APIRequestContext): Promise<CourseOutline> {
  const res = await request.get(`/api/catalog/courses/${COURSE_ID}/outline`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CourseOutline;
}

function subjectNamed(outline: CourseOutline, title: string): SubjectOutline {
  const subject = outline.subjects.find((s) => s.title === title);
  if (!subject) throw new Error(`no subject ${title}`);
  return subject;
}

function hrefOf(outline: CourseOutline, subject: SubjectOutline, t: TutorialEntry): string {
  return tutorialHref(t, tutorialPlace(outline.course, subject));
}

function tutorials(subject: SubjectOutline): TutorialEntry[] {
  return subject.chapters.flatMap((c) => c.tutorials);
}

type Shown = { label: string; href: string } | { label: string; children: string[] };

/** The spec's chapter menu (§2) for a subject, from the outline. */
function expectedChapterMenu(outline: CourseOutline, subject: SubjectOutline): Shown[] {
  return subject.chapters
    .filter((c) => c.tutorials.length > 0)
    .sort((a, b) => a.number - b.number)
    .map((c) => {
      const label = `Chapter ${c.number}: ${c.title}`;
      const [only] = c.tutorials;
      if (c.tutorials.length === 1 && only) return { label, href: hrefOf(outline, subject, only) };
      return {
        label,
        children: [...c.tutorials].sort((a, b) => a.index - b.index).map((t) => hrefOf(outline, subject, t)),
      };
    });
}

/** Reads the chapter menu as shown, opening each closed group to read its links. */
async function readChapterMenu(nav: Locator): Promise<Shown[]> {
  const shown: Shown[] = [];
  const top = nav.locator(":scope > a, :scope > button");
  for (let i = 0; i < (await top.count()); i++) {
    const item = top.nth(i);
    const label = ((await item.locator(".mantine-NavLink-label").textContent()) ?? "").trim();
    if ((await item.getAttribute("data-testid")) === "menu-group") {
      if ((await item.getAttribute("data-expanded")) === null) await item.click();
      const kids = item.locator("xpath=following-sibling::div[1]").getByTestId("menu-entry");
      await expect(kids.first()).toBeVisible();
      const children: string[] = [];
      for (let k = 0; k < (await kids.count()); k++) children.push((await kids.nth(k).getAttribute("href")) ?? "");
      shown.push({ label, children });
    } else {
      expect(await item.getAttribute("data-testid")).toBe("menu-entry");
      shown.push({ label, href: (await item.getAttribute("href")) ?? "" });
    }
  }
  return shown;
}

async function expectRenderedEquation(page: Page): Promise<void> {
  await expect(page.getByTestId("tutorial-body").locator(".katex").first()).toBeVisible();
}

test("a visitor reads each subject's free preview, with the chapters of its subject in the menu", async ({
  page,
  request,
}) => {
  const outline = await visitorOutline(request);
  for (const title of ["Algebra", "Geometry & Trigonometry"]) {
    const subject = subjectNamed(outline, title);
    const [preview] = tutorials(subject);
    if (!preview) throw new Error(`no tutorial in ${title}`);
    expect(preview.freePreview).toBe(true);

    await page.goto(hrefOf(outline, subject, preview));
    await expect(page.getByTestId("tutorial-title")).toHaveText(preview.topic);
    await expectRenderedEquation(page);

    const nav = page.getByTestId("side-menu");
    await expect(nav.getByTestId("menu-title")).toHaveText(outline.course.title);
    // The current tutorial's chapter is opened, and its entry marked current.
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", hrefOf(outline, subject, preview));

    const expected = expectedChapterMenu(outline, subject);
    const shown = await readChapterMenu(nav);
    expect(shown).toEqual(expected);
    for (const entry of shown) {
      for (const href of "href" in entry ? [entry.href] : entry.children) expect(href).toMatch(EIGHT_PARAMS);
    }
  }
  // The spec's shapes are both there: Algebra chapter 3 and Geometry chapter 1 are direct links.
  const algebra = expectedChapterMenu(outline, subjectNamed(outline, "Algebra"));
  expect(algebra.filter((e) => "children" in e).length).toBeGreaterThan(0);
  expect("href" in (algebra[2] ?? {})).toBe(true);
  expect("href" in (expectedChapterMenu(outline, subjectNamed(outline, "Geometry & Trigonometry"))[0] ?? {})).toBe(
    true,
  );

  // The role menu stays reachable.
  await page.getByTestId("menu-switch").click();
  await expect(page.getByTestId("side-menu")).toHaveAttribute("data-menu-kind", "AppPages");
});

test("the free preview's equations are in the server-rendered HTML", async ({ request }) => {
  const outline = await visitorOutline(request);
  const subject = subjectNamed(outline, "Algebra");
  const [preview] = tutorials(subject);
  if (!preview) throw new Error("no tutorial");
  const res = await request.get(hrefOf(outline, subject, preview));
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('class="katex"');
  expect(html).toContain('data-testid="side-menu"');
});

test("a visitor is shown the subscribers panel for a tutorial beyond the preview", async ({ page, request }) => {
  const outline = await visitorOutline(request);
  const subject = subjectNamed(outline, "Algebra");
  const [preview, locked] = tutorials(subject);
  if (!preview || !locked) throw new Error("too few tutorials");
  expect(locked.freePreview).toBe(false);

  const res = await request.get(hrefOf(outline, subject, locked));
  expect(res.status()).toBe(403);

  // From the preview, "Next" leads to it.
  await page.goto(hrefOf(outline, subject, preview));
  await page.getByTestId("tutorial-next").click();
  await expect(page).toHaveURL(hrefOf(outline, subject, locked));
  const panel = page.getByTestId("subscribers-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("For subscribers");
  await expect(panel).toContainText(locked.topic);
  await expect(panel.getByRole("link", { name: "See the course" })).toHaveAttribute(
    "href",
    hrefTo("coursedetail", { courseId: COURSE_ID }),
  );
});

test("an unknown tutorial shows a not-found state", async ({ page }) => {
  await page.goto("/tutorialview/999999/0/1/1/1/Mathematics%20Foundations/Algebra/1");
  await expect(page.getByTestId("tutorial-not-found")).toBeVisible();
});

test("the teacher reads a tutorial beyond the preview and marks it complete", async ({ page, request }) => {
  const outline = await visitorOutline(request);
  const subject = subjectNamed(outline, "Algebra");
  const locked = tutorials(subject).find((t) => !t.freePreview);
  if (!locked) throw new Error("no locked tutorial");
  const url = hrefOf(outline, subject, locked);

  await signInWithForm(page, "teacher@example.com");
  await page.goto(url);
  await expect(page.getByTestId("tutorial-title")).toHaveText(locked.topic);
  await expect(page.getByTestId("subscribers-panel")).toHaveCount(0);

  const button = page.getByTestId("mark-complete");
  await expect(button).toHaveText("Mark as complete");
  await button.click();
  await expect(button).toHaveAttribute("data-completed", "true");
  await expect(button).toHaveText("Completed");

  await page.reload();
  await expect(page.getByTestId("mark-complete")).toHaveAttribute("data-completed", "true");
  await expect(
    page.getByTestId("side-menu").locator('[aria-current="page"]').getByTestId("menu-completed"),
  ).toBeVisible();

  // It toggles back.
  await page.getByTestId("mark-complete").click();
  await expect(page.getByTestId("mark-complete")).toHaveText("Mark as complete");
  await page.reload();
  await expect(page.getByTestId("mark-complete")).toHaveAttribute("data-completed", "false");
});
