import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, signInWithForm } from "./support.ts";

/**
 * Issue #5's classroom: the demo teacher posts an announcement to their class; a student of the
 * class reads it and their coursemates; a student of the other tutor's class is refused.
 */

const NOTE = `Bring your calculators on Friday ${Date.now()}`;

async function classIds(request: APIRequestContext): Promise<{ courseId: number; tutorId: number }> {
  const login = await request.post("/api/auth/login", {
    data: { email: "teacher@example.com", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const tutorId = ((await login.json()) as { id: number }).id;
  const listing = await request.post("/api/admin/getcoursesfordisplay", { data: {} });
  const courses = ((await listing.json()) as { courses: { id: number; title: string }[] }).courses;
  const course = courses.find((c) => c.title === "Mathematics Foundations");
  if (!course) throw new Error("the demo course is missing");
  return { courseId: course.id, tutorId };
}

test("a tutor announces, the class reads it and sees coursemates, an outsider is refused", async ({
  browser,
  request,
}) => {
  const { courseId, tutorId } = await classIds(request);
  const url = `/classroom/${courseId}/${tutorId}`;

  const teacher = await browser.newPage();
  await signInWithForm(teacher, "teacher@example.com");
  await teacher.goto(url);
  await expect(teacher.getByRole("heading", { level: 1, name: "Mathematics Foundations" })).toBeVisible();
  await expect(teacher.getByTestId("roster")).toContainText("ifeoma@example.com");
  const form = teacher.getByTestId("announcement-form");
  await form.locator(".ProseMirror").click();
  await teacher.keyboard.type(NOTE);
  await form.getByRole("button", { name: "Post announcement" }).click();
  await expect(form.getByText("Posted and emailed to the class.")).toBeVisible();
  await expect(teacher.getByTestId("announcements")).toContainText(NOTE);
  await teacher.close();

  const student = await browser.newPage();
  await signInWithForm(student, "ifeoma@example.com");
  await student.goto(url);
  await expect(student.getByTestId("announcements")).toContainText(NOTE);
  await expect(student.getByTestId("sessions")).toContainText("Revision: numbers and fractions");
  await expect(student.getByTestId("roster")).toHaveCount(0);
  await expect(student.getByTestId("announcement-form")).toHaveCount(0);
  await student.getByRole("link", { name: "Coursemates" }).click();
  await expect(student).toHaveURL(new RegExp(`/coursemates/${courseId}/${tutorId}$`));
  await expect(student.getByTestId("coursemates")).toContainText("Tunde B.");
  await expect(student.getByTestId("coursemates")).toContainText("Ifeoma N. (you)");
  await expect(student.getByTestId("coursemates")).not.toContainText("Bakare");
  await student.close();

  const outsider = await browser.newPage();
  await signInWithForm(outsider, "zainab@example.com");
  await outsider.goto(url);
  await expect(outsider.getByRole("heading", { name: "This classroom is not yours" })).toBeVisible();
  await expect(outsider.getByText(NOTE)).toHaveCount(0);
  await outsider.close();
});
