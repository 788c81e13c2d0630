import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { hrefTo } from "@tq/contract/paths";
import { latestEmailTo, signInWithForm, subscribeWithDemo } from "./support.ts";

/**
 * Issue #5's people screens in the browser (they had API tests only): the staff quiz preview,
 * renewing a subscription, course assistants, a teacher correcting a student, a tutor's public
 * page, tutor applications, and the world director adding a teaching assistant.
 */

const PASSWORD = "People-screens-2026";
const COURSE = { id: 1, title: "Mathematics Foundations" };

/** A new account through the spec's registration call (Student → student, Teacher → pre-teacher). */
async function register(
  request: APIRequestContext,
  who: { firstname: string; lastname: string; profession: "Student" | "Teacher"; country?: string },
) {
  const email = `${who.firstname.toLowerCase()}.${Date.now()}@example.org`;
  const res = await request.post("/api/auth/register", {
    data: {
      firstname: who.firstname,
      lastname: who.lastname,
      email,
      profession: who.profession,
      password: PASSWORD,
      country: who.country ?? "NG",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const answer = (await res.json()) as { id: number; api_token: string };
  return { email, id: answer.id, token: answer.api_token };
}

/** A second person at the same time: their own browser context (own storage, own session). */
async function asPerson(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A fresh context loads the app cold: let it settle before the form is filled.
  await page.goto(hrefTo("login", { checkedtype: "one" }), { waitUntil: "networkidle" });
  await signInWithForm(page, email, password);
  return page;
}

test("adminquizview: the teacher previews a quiz from the quiz editor and goes back", async ({ page }) => {
  await signInWithForm(page, "teacher@example.com");
  await page.goto(
    `${hrefTo("chapterquiz", { chapterId: 1, chapterNumber: 1, courseId: 1, subjectId: 1, subjectName: "Algebra" })}?quiz=1`,
  );
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/adminquizview\/1\//);
  await expect(page.getByText(/This is how students see/)).toBeVisible();
  await page.getByRole("link", { name: "Back to the quiz editor" }).first().click();
  await expect(page).toHaveURL(/\/chapterquiz\/1\/1\/1\/1\/Algebra\?quiz=1$/);
});

test("mysubscriptions + studentrenewal: a student renews with the demo provider and the period moves on", async ({
  page,
  request,
}) => {
  const student = await register(request, { firstname: "Renata", lastname: "Renew", profession: "Student" });
  await subscribeWithDemo(request, student.token);
  await signInWithForm(page, student.email, PASSWORD);
  await page.goto(hrefTo("mysubscriptions"));
  const first = page.getByTestId("subscription-card").filter({ hasText: COURSE.title });
  await expect(first).toContainText("Active");
  // "start – end · price": the end is where the renewal must begin.
  const period = /(\S.*?\d{4}) – (\S.*?\d{4})/.exec((await first.textContent()) ?? "");
  const end = period?.[2];
  if (!end) throw new Error("no period on the subscription card");
  await first.getByRole("link", { name: "Renew" }).click();
  await expect(page).toHaveURL(/\/studentrenewal\/1\/\d+$/);
  await expect(page.getByText(`Your subscription runs until ${end}`)).toBeVisible();
  await page.getByRole("radio", { name: /Demo payment/ }).check();
  await page.getByRole("button", { name: /^Renew/ }).click();
  await expect(page.getByTestId("checkout-done")).toBeVisible();
  await page.getByTestId("checkout-done").getByRole("link", { name: "My subscriptions" }).click();
  const renewal = page.getByTestId("subscription-card").filter({ hasText: "renewal" });
  await expect(renewal).toHaveCount(1);
  await expect(renewal).toContainText(`${end} – `);
  await expect(renewal).toContainText("Starts later");
  // The renewed one offers no second renewal.
  await expect(page.getByTestId("subscription-card").getByRole("link", { name: "Renew" })).toHaveCount(1);
});

test("coursetas + teachingassistant + addteacherbackend: an invited email becomes the course's assistant", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `new.assistant.${Date.now()}@example.org`;
  await signInWithForm(page, "teacher@example.com");
  await page.goto(hrefTo("coursetas", { courseId: COURSE.id }));
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Add or invite" }).click();
  await expect(page.getByText("Invitations waiting")).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  // teachingassistant: every course of the teacher with its assistants and invitations.
  await page.getByRole("link", { name: "All my courses" }).click();
  await expect(page).toHaveURL(/\/teachingassistant$/);
  await expect(page.getByRole("region", { name: COURSE.title })).toContainText(email);

  // The world director creates the account: a teaching assistant, emailed a set-password link.
  const wd = await asPerson(browser, "worlddirector@example.com");
  await wd.goto(hrefTo("addteacherbackend"));
  await wd.getByText("Teaching assistant", { exact: true }).click();
  await wd.getByRole("textbox", { name: "Email" }).fill(email);
  await wd.getByRole("textbox", { name: "First name" }).fill("Nadia");
  await wd.getByRole("textbox", { name: "Last name" }).fill("Assist");
  await wd.getByRole("combobox", { name: "Country" }).click();
  await wd.getByRole("option", { name: /Nigeria/ }).click();
  await wd.getByRole("button", { name: "Add", exact: true }).click();
  await expect(wd.getByText(/Nadia Assist now has an account as a teaching assistant/)).toBeVisible();
  const mail = await latestEmailTo(email);
  expect(mail.text).toMatch(/\/setpassword\/[^/\s]+\/\S+/);
  await wd.context().close();

  // The invitation turned into a place on the course.
  await page.goto(hrefTo("coursetas", { courseId: COURSE.id }));
  await expect(page.getByTestId(`assistants-${COURSE.id}`)).toContainText("Nadia Assist");
  await expect(page.getByText("Invitations waiting")).toHaveCount(0);
});

test("edituserprofile: the teacher corrects a class student's name from the roster", async ({ page, request }) => {
  const student = await register(request, { firstname: "Chinedu", lastname: "Typo", profession: "Student" });
  await subscribeWithDemo(request, student.token); // the demo course's first tutor: teacher@
  await signInWithForm(page, "teacher@example.com");
  await page.goto(hrefTo("dashboard"));
  await page.getByTestId("dashboard-section-classes").getByRole("link", { name: COURSE.title }).click();
  await page.getByRole("link", { name: "Chinedu Typo" }).click();
  await expect(page).toHaveURL(new RegExp(`/edituserprofile/${student.id}/`));
  const form = page.getByTestId("edit-student-form");
  await form.getByRole("textbox", { name: "Last name" }).fill("Okonkwo");
  await form.getByRole("button", { name: "Save the student's details" }).click();
  await expect(form.getByRole("status")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("edit-student-form").getByRole("textbox", { name: "Last name" })).toHaveValue(
    "Okonkwo",
  );
});

test("userpage: a visitor reads a tutor's public page with their courses", async ({ page, request }) => {
  const offer = await request.get(`/api/enrolment/courses/${COURSE.id}/offer`);
  const { tutors } = (await offer.json()) as { tutors: { id: number; firstname: string; lastname: string }[] };
  const tutor = tutors[0];
  if (!tutor) throw new Error("the demo course has no tutor");
  await page.goto(hrefTo("userpage", { id: tutor.id }));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${tutor.firstname} ${tutor.lastname}`);
  await expect(page.getByRole("region", { name: "Courses" })).toContainText(COURSE.title);
});

test("userpage: a tutor opens their public page from the dashboard and rewrites their biography", async ({ page }) => {
  await signInWithForm(page, "amaka@example.com");
  await page.getByRole("link", { name: "My public page" }).click();
  await expect(page).toHaveURL(/\/userpage\/\d+$/);
  const bio = `I teach physics with experiments you can do at home. (${Date.now()})`;
  await page.getByRole("button", { name: /my biography/ }).click();
  const dialog = page.getByRole("dialog", { name: "My biography" });
  await dialog.getByRole("textbox", { name: "Biography", exact: true }).fill(bio);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("tutor-bio")).toHaveText(bio);
  // Visitors read the same words.
  await page.context().clearCookies();
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(page.url());
  await expect(visitor.getByTestId("tutor-bio")).toHaveText(bio);
  await expect(visitor.getByRole("button", { name: /my biography/ })).toHaveCount(0);
  await visitor.close();
});

test("upgradetotutor: a pre-teacher applies, the country director approves, and they teach", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await register(request, { firstname: "Adaeze", lastname: "Applicant", profession: "Teacher" });
  await signInWithForm(page, applicant.email, PASSWORD);
  await page.goto(hrefTo("upgradetotutor"));
  await page.getByRole("textbox", { name: "About you" }).fill("Five years of secondary mathematics in Enugu.");
  await page.getByRole("textbox", { name: "Qualifications" }).fill("BSc Mathematics, PGDE");
  const subjects = page.getByRole("combobox", { name: "Subjects you would teach" });
  await subjects.fill("Mathematics");
  await subjects.press("Enter");
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByText(/Your application is waiting/)).toBeVisible();

  const cd = await asPerson(browser, "countrydirector@example.com");
  await cd.goto(hrefTo("users"));
  await cd.getByRole("tab", { name: /Tutor applications/ }).click();
  const card = cd.locator('[data-testid^="application-"]').filter({ hasText: applicant.email });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);
  await cd.context().close();

  // Signed in again, the applicant is a teacher.
  const again = await asPerson(browser, applicant.email, PASSWORD);
  await expect(again.getByTestId("dashboard")).toContainText("Teacher");
  await expect(again.getByTestId("dashboard-card").filter({ hasText: "My courses" })).toBeVisible();
  await again.context().close();
});
