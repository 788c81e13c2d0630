import { expect, test, type Page } from "@playwright/test";
import {
  CORNERS,
  EVERY_VARIANT,
  expectTextResizes,
  Findings,
  scan,
  showAs,
  sweepDialog,
  sweepScreens,
  type Screen,
} from "./a11y-support.ts";
import { QUESTION_TYPE_LABELS } from "@tq/contract/quiz-questions";
import { newSubscribedStudent, scrollToComments, signInWithForm } from "./support.ts";

/**
 * Issue #17: no serious or critical axe violation (WCAG 2.1 A/AA) on the screens of the visitor
 * and of every demo role, with their dialogs open and in the quiz player on every question type,
 * light and dark, 1280 and 375 px (a11y-support.ts says which variants each screen gets). One test
 * per role or two, so the two workers share the sweep.
 */

// One role's screens per test, spread over the workers (the file's tests need nothing from each other).
// Each test takes 0.5–2.5 minutes beside the other journeys on a busy two-core machine (three hit
// 3 minutes at load 17); the limit leaves room for that.
test.describe.configure({ mode: "parallel", timeout: 300_000 });

const MATHS = "Mathematics%20Foundations";
const QUIZ = "Expressions and Indices: check your understanding";
const testId = (id: string) => (page: Page) => page.getByTestId(id).first();

test("the visitor's screens", async ({ page }) => {
  const findings = new Findings();
  await sweepScreens(
    page,
    [
      { name: "home", url: "/home", variants: EVERY_VARIANT },
      {
        name: "login",
        url: "/login/one",
        ready: testId("login-form"),
        variants: CORNERS,
        failedSubmit: "login-form",
      },
      { name: "sign up", url: "/login/two", ready: testId("register-form"), failedSubmit: "register-form" },
      { name: "forgot password", url: "/forgotpassword", failedSubmit: "forgot-password-form" },
      { name: "writing equations", url: "/viewlatexexamples" },
      { name: "drawing diagrams", url: "/viewtikzexamples" },
      { name: "html formatting", url: "/htmlformatting" },
      {
        name: "course detail",
        url: "/coursedetail/1",
        ready: testId("course-title"),
        variants: CORNERS,
      },
      {
        name: "tutorial",
        url: `/tutorialview/1/0/1/1/1/${MATHS}/Algebra/1`,
        ready: testId("tutorial-title"),
        variants: CORNERS,
      },
    ],
    findings,
  );
  findings.expectNone();
});

// Light at 1280 px and dark at 375 px (the default). Terms of service and the privacy policy are the about
// page's screen with other text (routes/public-page.tsx): not scanned again. Two tests, so the
// two workers share the visitor's screens (one test took ~2.7 of its 3 minutes on a busy machine).
test("the visitor's other pages and sign-in prompts", async ({ page }) => {
  const findings = new Findings();
  await sweepScreens(
    page,
    [
      { name: "check assessment", url: "/checkresult" },
      { name: "about", url: "/aboutus" },
      { name: "contact", url: "/contactus", failedSubmit: "contact-form" },
      { name: "folder page", url: "/folder/1" },
      { name: "course tutors", url: "/coursetutors/1" },
      { name: "subjects view", url: `/subjectsview/1/${MATHS}` },
      { name: "topics view", url: `/topicsview/1/${MATHS}/Algebra/1` },
      { name: "not found", url: "/no-such-page" },
      { name: "set a password", url: "/setpassword/student%40example.com/0123456789abcdef0123456789abcdef" },
      { name: "a tutor's page", url: "/userpage/4" },
      { name: "all tutorials", url: "/coursetutorials" },
      { name: "guardian invitation", url: "/addguardian/1/student%40example.com/Amara/Okafor" },
      { name: "sign-in prompt", url: "/manual" },
    ],
    findings,
  );
  findings.expectNone();
});

// subjectquizview (an exam's intro) is the chapter quiz's intro screen (TakingIntro), scanned as
// "quiz intro" by the player's test.
test("the student's screens", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "student@example.com");
  await sweepScreens(
    page,
    [
      { name: "dashboard", url: "/dashboard", variants: CORNERS },
      { name: "my profile", url: "/userprofile/one", variants: CORNERS },
      { name: "my password (profile)", url: "/userprofile/two" },
      { name: "my guardians", url: "/userprofile/three" },
      { name: "change password", url: "/passwordreset", failedSubmit: "change-password-form" },
      { name: "my courses", url: "/mysubscriptions" },
      { name: "renew a course", url: "/studentrenewal/1/1" },
      { name: "classroom (student)", url: "/classroom/1/4" },
      { name: "coursemates", url: "/coursemates/1/4" },
      { name: "quizzes (student)", url: "/quizzes" },
      { name: "a subject's quizzes", url: "/subjectquizzesstudent/1/Algebra" },
      { name: "quiz results", url: "/chapterquizresults" },
      { name: "subject records", url: "/subjectrecordview" },
      { name: "marked essays", url: "/viewsubjectsubjectives" },
      { name: "course detail (subscriber)", url: "/coursedetail/1", ready: testId("course-title") },
      { name: "assessment report", url: "/myassessmentreport/0/1" },
    ],
    findings,
  );
  // A confirmation (Mantine's confirm modal, as every discard and remove asks): Escape keeps.
  await page.goto("/userprofile/three");
  await sweepDialog(
    page,
    "remove a guardian (confirmation)",
    () => page.getByRole("button", { name: "Remove", exact: true }).first().click(),
    findings,
    CORNERS,
  );
  // The report as printed (print.css hides the buttons and lays out A4).
  await page.emulateMedia({ media: "print" });
  await scan(page, "assessment report (print)", "light 1280", findings);
  await page.emulateMedia({ media: "screen" });
  // A screen of another role: the "not allowed" page.
  await sweepScreens(page, [{ name: "not allowed", url: "/users" }], findings);
  findings.expectNone();
});

/**
 * The player's question when a student leaves by a link while an answer could not be sent (the
 * connection drops for answer saves only): Escape stays; back online the answer is saved.
 */
async function sweepLeavingOffline(page: Page, findings: Findings): Promise<void> {
  const saves = /\/api\/attempts\/\d+\/answers\//;
  await page.route(saves, (route) => route.abort("internetdisconnected"));
  await page.getByTestId("player-question").getByRole("radio").first().check();
  await expect(page.getByTestId("save-status")).toHaveText("Offline — retrying");
  await sweepDialog(
    page,
    "answers not saved (leaving offline)",
    () => page.getByTestId("side-menu").getByRole("link", { name: "My Courses" }).click(),
    findings,
  );
  await page.unroute(saves);
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
}

test("the quiz player on every question type", async ({ page, request }) => {
  const findings = new Findings();

  // A fresh student sits the first chapter quiz (all seven question types), so the demo
  // student's attempts, which other journeys count on, stay as seeded.
  const { email, password } = await newSubscribedStudent(request, {
    prefix: "a11y",
    firstname: "Ada",
    lastname: "Sweep",
    country: "GH",
  });
  await signInWithForm(page, email, password);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/quizzes");
  await page.getByRole("link", { name: QUIZ }).click();
  await expect(page.getByRole("heading", { level: 1, name: QUIZ })).toBeVisible();
  await scan(page, "quiz intro", "light 1280", findings);
  await page.getByRole("button", { name: "Start attempt" }).click();
  const map = page.getByRole("navigation", { name: "Questions" });
  await expect(map.getByRole("button", { name: /^Question 1,/ })).toBeVisible();
  const total = await map.getByRole("button", { name: /^Question \d+/ }).count();
  const card = page.getByTestId("player-question");
  const typesSeen = new Set<string>();
  for (let i = 1; i <= total; i++) {
    await expect(page.getByText(new RegExp(`Question ${i} of ${total}`)).first()).toBeVisible();
    // The first question light at 1280 and dark at 375, each other type light at 1280 (contrast
    // comes from the theme's one resolver, the layout from the player's one card); a type already
    // seen is not scanned again. CI's whole journey run must stay under 20 minutes.
    const type = (await card.getAttribute("data-question-type")) ?? `question ${i}`;
    // After the first, only the question's card: the player around it does not change.
    const variants =
      i === 1 ? (["light 1280", "dark 375"] as const) : typesSeen.has(type) ? ([] as const) : (["light 1280"] as const);
    typesSeen.add(type);
    for (const variant of variants) {
      await showAs(page, variant);
      await scan(page, `player: ${type}`, variant, findings, i === 1 ? undefined : "[data-testid=player-question]");
    }
    if (i === 1) {
      await expectTextResizes(page, "player", findings);
      await sweepLeavingOffline(page, findings);
    }
    await showAs(page, "light 1280");
    if (i < total) {
      await page.getByRole("button", { name: "Next" }).click();
      // Focus follows to the new question's heading, and a polite live region names it.
      await expect(page.getByTestId("question-heading")).toBeFocused();
      await expect(page.getByTestId("question-heading")).toHaveText(`Question ${i + 1} of ${total}`);
      await expect(page.getByTestId("player-announcer")).toHaveText(`Question ${i + 1} of ${total}`);
    }
  }
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByTestId("question-heading")).toBeFocused();
  await expect(page.getByTestId("player-announcer")).toHaveText(`Question ${total - 1} of ${total}`);
  await page.getByRole("button", { name: "Next" }).click();
  await sweepDialog(page, "submit", () => page.getByRole("button", { name: "Finish" }).click(), findings, CORNERS);
  findings.expectNone();
});

test("a new student's confirmations: withdrawing a testimony, deleting a question", async ({ page }) => {
  const findings = new Findings();
  // A fresh student writes both through the API; Escape keeps them (nothing else sees them).
  const { email, password, token } = await newSubscribedStudent(page.request, {
    prefix: "a11y-own",
    firstname: "Abena",
    lastname: "Own",
    country: "GH",
  });
  const headers = { authorization: `Bearer ${token}` };
  const testimony = await page.request.post("/api/testimonies/mine", {
    headers,
    data: { text: "Short tutorials I can read on the bus.", rating: 5 },
  });
  expect(testimony.status(), await testimony.text()).toBe(201);
  const words = `Why is a number to the power zero equal to one? (${Date.now()})`;
  const question = await page.request.post("/api/tutorials/1/comments", { headers, data: { body: words } });
  expect(question.status(), await question.text()).toBe(201);
  await signInWithForm(page, email, password);

  await page.goto("/userprofile/one");
  const card = page.getByRole("region", { name: "My testimony" });
  // The card as it waits for the world director: its text and its stars.
  await expect(card.getByRole("img", { name: "5 out of 5" })).toBeVisible();
  await scan(page, "my profile (a testimony waiting)", "light 1280", findings);
  await sweepDialog(
    page,
    "withdraw a testimony (confirmation)",
    () => card.getByRole("button", { name: "Withdraw" }).click(),
    findings,
  );
  await page.goto(`/tutorialview/1/0/1/1/1/${MATHS}/Algebra/1`);
  await scrollToComments(page);
  const mine = page.getByTestId("comment").filter({ hasText: words });
  await sweepDialog(
    page,
    "delete a question (confirmation)",
    () => mine.getByRole("button", { name: "Delete" }).click(),
    findings,
    CORNERS,
  );
  findings.expectNone();
});

test("the guardian's and the pre-teacher's screens", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "guardian@example.com");
  await sweepScreens(
    page,
    [
      { name: "dashboard (guardian)", url: "/dashboard" },
      { name: "my wards", url: "/guardianpage" },
    ],
    findings,
  );
  await sweepDialog(
    page,
    "end a guardianship (confirmation)",
    () => page.getByRole("button", { name: "End guardianship" }).first().click(),
    findings,
  );
  // Acting for a ward: the banner over every page says so (scanned on the ward's dashboard).
  await page
    .getByTestId("ward-card")
    .filter({ hasText: "Amara Okafor" })
    .getByRole("button", { name: "Act as Amara" })
    .click();
  await expect(page.getByTestId("ward-banner")).toBeVisible();
  await sweepScreens(page, [{ name: "dashboard (acting for a ward)", url: "/dashboard" }], findings);
  await page.getByTestId("ward-banner").getByRole("link", { name: "Return" }).click();
  await expect(page).toHaveURL(/\/guardianpage$/);
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login\/one$/);
  await signInWithForm(page, "preteacher@example.com");
  await sweepScreens(
    page,
    [
      { name: "dashboard (pre-teacher)", url: "/dashboard" },
      { name: "upgrade my account", url: "/upgradetotutor" },
    ],
    findings,
  );
  findings.expectNone();
});

test("the teacher's screens and dialogs", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "teacher@example.com");
  await sweepScreens(
    page,
    [
      { name: "dashboard (teacher)", url: "/dashboard" },
      { name: "manage courses", url: "/courses" },
      { name: "subjects", url: `/subjects/1/${MATHS}` },
      { name: "chapters", url: `/subjecttutorial/1/${MATHS}` },
      { name: "levels", url: "/levels/1/Algebra" },
      { name: "tutorial manager", url: `/tutorial/1/Algebra/1/${MATHS}` },
      { name: "subject records (staff)", url: "/subjectrecordviewmanagement" },
      { name: "essays to mark", url: "/viewsubjectivesmanagement" },
      { name: "keywords", url: "/howtousekeywords" },
      { name: "site manual", url: "/manual" },
      { name: "course assistants", url: "/coursetas/1" },
      { name: "assistants of my courses", url: "/teachingassistant" },
      { name: "classroom (tutor)", url: "/classroom/1/4" },
      { name: "edit a student's profile", url: `/edituserprofile/1/${MATHS}` },
    ],
    findings,
  );
  await page.goto(`/tutorial/1/Algebra/1/${MATHS}`);
  const addTutorial = page.getByRole("button", { name: "Add a tutorial" }).first();
  await expect(addTutorial).toBeVisible();
  await sweepDialog(page, "new tutorial", () => addTutorial.click(), findings);
  await page.goto("/courses");
  await expect(page.getByRole("button", { name: "New course" })).toBeVisible();
  await sweepDialog(
    page,
    "new course",
    () => page.getByRole("button", { name: "New course" }).click(),
    findings,
    CORNERS,
  );

  // The tutor's biography (their own tutor page) and a delete confirmation (a level): closed
  // with Escape, nothing is saved or deleted.
  await page.goto("/userpage/4");
  const biography = page.getByRole("button", { name: /my biography$/ });
  await expect(biography).toBeVisible();
  await sweepDialog(page, "my biography", () => biography.click(), findings);
  await page.goto("/levels/1/Algebra");
  const deleteLevel = page.getByRole("button", { name: /^Delete / }).first();
  await expect(deleteLevel).toBeVisible();
  await sweepDialog(page, "delete confirmation", () => deleteLevel.click(), findings, CORNERS);

  await page.goto(`/tutorial/1/Algebra/1/${MATHS}?tutorial=1`);
  await expect(page.getByRole("textbox", { name: "Tutorial text" })).toBeVisible();
  await scan(page, "tutorial editor", "light 1280", findings);
  await sweepDialog(
    page,
    "insert a formula",
    () => page.getByRole("button", { name: "Insert a formula on its own line" }).click(),
    findings,
    CORNERS,
  );
  await sweepDialog(
    page,
    "insert a diagram",
    () => page.getByRole("button", { name: "Insert a TikZ diagram" }).click(),
    findings,
  );
  findings.expectNone();
});

test("the teacher's confirmations: deleting a tutorial, discarding, leaving, another's version", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "teacher@example.com");
  await page.goto(`/tutorial/1/Algebra/1/${MATHS}`);
  await page
    .getByRole("button", { name: /^Actions for / })
    .first()
    .click();
  await sweepDialog(page, "delete a tutorial", () => page.getByRole("menuitem", { name: "Delete" }).click(), findings);
  await page.goto(`/subjectquiz/1/Algebra/1/${MATHS}?quiz=4`);
  await sweepDialog(
    page,
    "a section's instructions",
    () =>
      page
        .getByRole("button", { name: /^Instructions of / })
        .first()
        .click(),
    findings,
  );

  // The editor with a changed detail (not saved): Discard asks, a menu link asks; Escape stays.
  await page.goto(`/tutorial/1/Algebra/1/${MATHS}?tutorial=1`);
  await expect(page.getByRole("textbox", { name: "Tutorial text" })).toBeVisible();
  await page.getByText("Free preview (anyone may read it)").click();
  await sweepDialog(
    page,
    "discard changes",
    () => page.getByRole("button", { name: "Discard changes" }).click(),
    findings,
  );
  await sweepDialog(
    page,
    "leave without saving",
    () => page.getByTestId("side-menu").getByRole("link", { name: "Manage Courses" }).click(),
    findings,
    CORNERS,
  );
  await expect(page).toHaveURL(/\?tutorial=1$/);
  // Someone else saved meanwhile: the autosaved draft is refused as the server refuses it, and
  // loading their version asks first. Nothing reaches the server.
  const draft = /\/api\/authoring\/tutorials\/\d+\/draft$/;
  await page.route(draft, (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "conflict", message: "Someone else saved this tutorial since you opened it", fields: {} },
      }),
    }),
  );
  await page.getByRole("textbox", { name: "Tutorial text" }).click();
  await page.keyboard.type(" More.");
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this tutorial" });
  await expect(conflict).toBeVisible();
  await sweepDialog(
    page,
    "load their version",
    () => conflict.getByRole("button", { name: "Load their version" }).click(),
    findings,
  );
  await page.unroute(draft);
  findings.expectNone();
});

test("the teacher's quiz editors", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "teacher@example.com");
  // Quiz 1 (chapter 1 of Algebra) holds every question type: 1 single, 2 numeric, 3 multiple,
  // 4 true/false, 5 short text, 11 two-tier (option 17 has reasons), 13 subjective. Quiz 4 is
  // Algebra's subject test: section 4 fixed questions, section 5 a selector. The subject routes
  // that show the same screen as a chapter route (subjectquizzesmanagement = subjectquiz,
  // subjectsetquestions, subjectsuboptions, subjectsetscheme = their chapter twins, one `kind`
  // apart) are not scanned again.
  await sweepScreens(
    page,
    [
      { name: "chapter quiz editor", url: "/chapterquiz/1/1/1/1/Algebra?quiz=1" },
      { name: "quiz preview", url: `/adminquizview/1/preview/0/0/Algebra/0/1/1/${MATHS}/none/Algebra/1` },
      { name: "reasons of an option", url: "/chaptersuboptions/17/A/1" },
      { name: "marking scheme", url: "/chaptersetscheme/5" },
      { name: "subject quiz editor", url: `/subjectquiz/1/Algebra/1/${MATHS}?quiz=4` },
      { name: "question selector", url: "/subjectselectors/5/1/4" },
      { name: "chapter quiz questions", url: "/chaptersetquestions/1/1/1" },
    ],
    findings,
  );
  await sweepDialog(
    page,
    "import questions",
    () => page.getByRole("button", { name: "Import questions" }).click(),
    findings,
  );
  // A new question's editor in each type: the answer fields change with the type.
  await page.getByRole("button", { name: "Add a question" }).click();
  const type = page.getByRole("combobox", { name: "Question type" });
  for (const label of Object.values(QUESTION_TYPE_LABELS)) {
    await type.click();
    await page.getByRole("option", { name: label, exact: true }).click();
    await expect(type).toHaveValue(label);
    await scan(page, `question editor: ${label}`, "light 1280", findings, "main");
  }
  findings.expectNone();
});

test("the teaching assistant's screens", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "ta@example.com");
  await sweepScreens(
    page,
    [
      { name: "dashboard (assistant)", url: "/dashboard" },
      { name: "manage tutorials", url: "/managetutorials" },
      { name: "tutorial preview", url: "/readtutorial?tutorial=1" },
      { name: "a student's attempt", url: "/adminsavedquiz/1/1/Amara%20Okafor?attempt=1" },
      { name: "report generator", url: "/assessment" },
      { name: "report editor", url: "/reportgenerator/1" },
    ],
    findings,
  );
  // Publishing asks first (Escape keeps editing); a saved draft's deletion asks, then deletes it.
  await page.getByLabel("Title").fill(`Accessibility check ${Date.now()}`);
  await page.getByRole("checkbox", { name: "Algebra: end-of-term test" }).check();
  await sweepDialog(page, "publish a report", () => page.getByRole("button", { name: "Publish…" }).click(), findings);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\?report=\d+$/);
  const deleteDraft = page.getByRole("button", { name: "Delete draft" });
  await sweepDialog(page, "delete a report draft", () => deleteDraft.click(), findings);
  await deleteDraft.click();
  await page.getByRole("dialog", { name: "Delete this draft?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(deleteDraft).toHaveCount(0);
  findings.expectNone();
});

test("the country director's screens and dialogs", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "countrydirector@example.com");
  const screens: Screen[] = [
    { name: "dashboard (country director)", url: "/dashboard" },
    { name: "general settings", url: "/generalsettings" },
    { name: "contact inbox", url: "/contactus" },
    { name: "users", url: "/users", variants: CORNERS },
  ];
  await sweepScreens(page, screens, findings);
  // The users screen's second tab (not an address of its own): tutor applications.
  await page.getByRole("tab", { name: /^Tutor applications/ }).click();
  await expect(page.getByRole("tabpanel", { name: /^Tutor applications/ })).toBeVisible();
  for (const variant of CORNERS) {
    await showAs(page, variant);
    await scan(page, "users: tutor applications", variant, findings);
  }
  await showAs(page, "light 1280");
  await page.goto("/dashboard");
  const record = page.getByTestId("pending-payments").getByRole("button", { name: "Record" }).first();
  await expect(record).toBeVisible();
  await sweepDialog(page, "record a payment", () => record.click(), findings);
  await page.goto("/users");
  await sweepDialog(
    page,
    "act as",
    () =>
      page
        .getByRole("button", { name: /^Act as / })
        .first()
        .click(),
    findings,
  );
  findings.expectNone();
});

// Two tests for the two directors: together they took 1.7 minutes on CI, the world director's
// part three quarters of it; apart, the two workers share them better.
test("the world director's screens and dialogs", async ({ page }) => {
  const findings = new Findings();
  await signInWithForm(page, "worlddirector@example.com");
  // Acting as someone: the banner over every page says so, with its way back. The world director
  // acts (the activity-log journey counts on the country director never having acted).
  await page.goto("/users");
  // A student whom no other journey signs in as.
  await page.getByLabel("Search").fill("kofi@example.com");
  await page
    .getByTestId("users-table")
    .getByRole("button", { name: /^Act as Kofi/ })
    .click();
  const actAs = page.getByRole("dialog", { name: /^Act as / });
  await actAs.getByLabel("Reason").fill("Checking what a user reported");
  await actAs.getByRole("button", { name: "Act as this user" }).click();
  await expect(page.getByTestId("impersonation-banner")).toBeVisible();
  await sweepScreens(page, [{ name: "dashboard (acting as)", url: "/dashboard" }], findings);
  await page.getByTestId("impersonation-banner").getByRole("button", { name: "Stop acting" }).click();
  await expect(page).toHaveURL(/\/mycompanies\?refresh=\d+$/);
  await expect(page.getByTestId("impersonation-banner")).toHaveCount(0);
  await sweepScreens(
    page,
    [
      { name: "dashboard (world director)", url: "/dashboard" },
      { name: "view log", url: "/viewlog" },
      { name: "estimator", url: "/estimator" },
      { name: "add teacher", url: "/addteacherbackend" },
      { name: "manage latex", url: "/addlatexsymbol" },
      { name: "manage tikz", url: "/addtikzexamples" },
      { name: "course order", url: "/courseordering" },
      { name: "exchange rates", url: "/setcountry" },
      { name: "manage manual", url: "/manualupdate" },
      { name: "my companies", url: "/mycompanies" },
      { name: "emails (general settings)", url: "/generalsettings?tab=emails" },
      { name: "site (general settings)", url: "/generalsettings?tab=site" },
      { name: "pages (general settings)", url: "/generalsettings?tab=pages" },
      { name: "folder pages (general settings)", url: "/generalsettings?tab=folder" },
      { name: "testimonies (general settings)", url: "/generalsettings?tab=testimonies" },
    ],
    findings,
  );
  await page.goto("/setcountry");
  await sweepDialog(page, "add a country", () => page.getByRole("button", { name: "Add country" }).click(), findings);
  await page.goto("/addtikzexamples");
  await sweepDialog(
    page,
    "add a TikZ example",
    () => page.getByRole("button", { name: "Add an example" }).click(),
    findings,
  );
  await page.goto("/manualupdate");
  await sweepDialog(
    page,
    "add a manual section",
    () => page.getByRole("button", { name: "Add a section" }).click(),
    findings,
  );
  await sweepDialog(
    page,
    "a manual section's history",
    () =>
      page
        .getByRole("button", { name: /^History of / })
        .first()
        .click(),
    findings,
    CORNERS,
  );
  // Restoring an earlier revision asks, over the history (a dialog above a dialog).
  await page
    .getByRole("button", { name: /^History of / })
    .first()
    .click();
  await sweepDialog(
    page,
    "restore a revision (confirmation)",
    () =>
      page
        .getByRole("button", { name: /^Restore revision / })
        .first()
        .click(),
    findings,
  );
  await page.goto("/addlatexsymbol");
  await sweepDialog(
    page,
    "delete a LaTeX symbol (confirmation)",
    () =>
      page
        .getByTestId("manage-category")
        .getByRole("button", { name: /^Delete / })
        .first()
        .click(),
    findings,
  );
  await sweepDialog(
    page,
    "edit a LaTeX symbol",
    () =>
      page
        .getByTestId("manage-category")
        .getByRole("button", { name: /^Edit / })
        .first()
        .click(),
    findings,
  );
  await page.goto("/mycompanies");
  await sweepDialog(
    page,
    "new organisation",
    () => page.getByRole("button", { name: "New organisation" }).click(),
    findings,
  );
  await sweepDialog(
    page,
    "remove a member (confirmation)",
    () =>
      page
        .getByTestId("company-members")
        .getByRole("button", { name: /^Remove / })
        .first()
        .click(),
    findings,
  );
  await page.goto("/generalsettings?tab=folder");
  await sweepDialog(
    page,
    "delete a folder page (confirmation)",
    () =>
      page
        .getByRole("button", { name: /^Delete / })
        .first()
        .click(),
    findings,
  );
  await page.goto("/contactus");
  // An archived message: opening a new one would mark it read for the inbox journeys.
  await page
    .locator("label")
    .filter({ hasText: /^Archived/ })
    .click();
  const message = page.getByTestId("inbox-list").getByRole("button").first();
  await expect(message).toBeVisible();
  await sweepDialog(page, "contact message", () => message.click(), findings, CORNERS);
  findings.expectNone();
});
