import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "@tq/contract/money";
import { COUNTRY_COOKIE } from "@tq/contract/ssr";
import { expectInLog, signInWithForm } from "./support.ts";

// Ghana: no demo override and no other journey reads its prices (public.spec reads GB).
const COUNTRY = { code: "GH", name: "Ghana", currency: "GHS" };
const MATHS = "Mathematics Foundations"; // 49.00 USD

/** Home as a visitor from `code` sees it: the cards' titles in order, and one course's price. */
async function readHome(page: Page, code: string, course: string) {
  const url = new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url());
  await page.context().addCookies([{ name: COUNTRY_COOKIE, value: code, domain: url.hostname, path: "/" }]);
  await page.goto("/home");
  const cards = page.getByTestId("course-card");
  await expect(cards.first()).toBeVisible();
  const titles = await cards.locator("h3").allInnerTexts();
  const price = await cards.filter({ hasText: course }).getByTestId("course-price").innerText();
  return { titles, price };
}

test("the world director reorders the courses and changes a rate, and home follows at once", async ({ page }) => {
  await signInWithForm(page, "worlddirector@example.com");

  // Course order: the second course moves up with the keyboard-accessible arrow.
  await page.goto("/courseordering");
  const rows = page.getByTestId("ordered-course");
  await expect(rows.first()).toBeVisible();
  const before = (await rows.allInnerTexts()).map((t) => t.split("\n")[0]?.replace(/^\d+\.\s*/, "") ?? "");
  const [first = "", second = ""] = before;
  await page.getByRole("button", { name: `Move ${second} up`, exact: true }).click();
  await expect(page.getByText("Order saved.")).toBeVisible();
  await expect(rows.first()).toContainText(second);
  const home = await readHome(page, COUNTRY.code, MATHS);
  expect(home.titles.slice(0, 2)).toEqual([second, first]);
  expect(home.price).toBe(formatMoney(Math.round(49 * 15.2 * 100), COUNTRY.currency));

  // Exchange rate: Ghana 15.2 → 20; the history keeps the change; home prices in the new rate.
  await page.goto("/setcountry");
  const row = page.getByTestId(`country-${COUNTRY.code}`);
  await row.getByRole("button", { name: `Edit ${COUNTRY.name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/Exchange rate/).fill("20");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(row.getByTestId("rate")).toHaveText("20");
  await row.getByRole("button", { name: `Rate history of ${COUNTRY.name}` }).click();
  const history = page.getByRole("table", { name: `Rate history of ${COUNTRY.code}` });
  await expect(history.locator("tbody tr").first()).toContainText("15.2");
  await expect(history.locator("tbody tr").first()).toContainText("20");
  await expect(history.locator("tbody tr").first()).toContainText("Wanjiru Kamau");
  await page.keyboard.press("Escape");
  const after = await readHome(page, COUNTRY.code, MATHS);
  expect(after.price).toBe(formatMoney(49 * 20 * 100, COUNTRY.currency));

  // Put the order back with the drag handle's keyboard path (Space, arrow, Space): the other
  // journeys read home in the seeded order. Each key waits for dnd-kit's announcement, as dnd-kit
  // listens for the arrows only from the tick after the pick-up.
  await page.goto("/courseordering");
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole("button", { name: `Move ${first} (drag, or press Space then the arrow keys)` }).focus();
  await page.keyboard.press("Space");
  await expect(live).toContainText(`${first} is now at position 2`);
  await page.keyboard.press("ArrowUp");
  await expect(live).toContainText(`${first} is now at position 1`);
  await page.keyboard.press("Space");
  await expect(page.getByText("Order saved.")).toBeVisible();
  await expect(rows.first()).toContainText(first);

  // The log shows both changes, by the world director.
  await expectInLog(page, { action: "course.reorder", actor: "Wanjiru Kamau" });
  await expectInLog(page, {
    action: "country.rate_change",
    actor: "Wanjiru Kamau",
    target: `country #${COUNTRY.code}`,
  });
});

test("the world director rewrites the about page and visitors read it", async ({ page }) => {
  await signInWithForm(page, "worlddirector@example.com");
  await page.goto("/generalsettings");
  await page.getByRole("tab", { name: "Pages", exact: true }).click();
  const form = page.getByRole("form", { name: /Edit About us/ });
  await form.getByLabel("Title").fill("About Tutorials & Quizzes");
  const editor = form.getByRole("textbox", { name: "Page text" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We opened a new study centre in Accra.");
  await form.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("Page saved.")).toBeVisible();

  await page.goto("/aboutus");
  const article = page.getByTestId("public-page");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText("About Tutorials & Quizzes");
  await expect(article).toContainText("We opened a new study centre in Accra.");
  await expect(article).toContainText("Learning that fits around you"); // the seeded text is kept
});

test("a published folder page opens for visitors; a draft answers not found", async ({ page }) => {
  await page.goto("/folder/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exam season timetable");
  const draft = await page.goto("/folder/3");
  expect(draft?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("the country director edits their contact details and contactus shows them", async ({ page, browser }) => {
  await signInWithForm(page, "countrydirector@example.com");
  await page.goto("/generalsettings");
  // Their country only: no site-wide tabs, no country picker.
  await expect(page.getByRole("tab", { name: "Site" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Country" })).toHaveAttribute("aria-selected", "true");
  const form = page.getByRole("form", { name: "Contact details for Nigeria" });
  await form.getByLabel("Phone").fill("+234 1 555 0142");
  await form.getByLabel("Address").fill("7 Broad Street, Lagos Island");
  await form.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByText("Contact details saved.")).toBeVisible();

  // As a visitor reads the contact page (a director's own contactus is their inbox).
  const visitor = await browser.newContext();
  const contact = await visitor.newPage();
  await contact.goto("/contactus");
  const details = contact.getByTestId("contact-details");
  await expect(details).toContainText("+234 1 555 0142");
  await expect(details).toContainText("7 Broad Street, Lagos Island");
  await visitor.close();
});
