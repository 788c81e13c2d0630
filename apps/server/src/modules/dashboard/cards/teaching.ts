import { hrefTo } from "@tq/contract/paths";
import { countCourses } from "../../site/catalog-repo.ts";
import { classesOf, ownedCoursesWithTutorials, staffCoursesWithTutorials } from "../staff-repo.ts";
import { card, type Dashboard, type DashboardInput, minuteText, item, memberSince, plural, section } from "./shared.ts";

const tutorialsText = (c: { published: number; drafts: number }) =>
  `${plural(c.published, "tutorial")} published · ${plural(c.drafts, "draft")}`;

/** teacher: their classes (students, next session), their courses; marking is added by the service. */
export async function teacherDashboard({ ctx, user, own }: DashboardInput): Promise<Dashboard> {
  const [owned, published, classes] = await Promise.all([
    countCourses(ctx.db, { ownerId: user.id }),
    countCourses(ctx.db, { ownerId: user.id, status: "published" }),
    classesOf(ctx.db, user.id),
  ]);
  const dashboard: Dashboard = {
    cards: [
      card("myCourses", "My courses", owned, "/courses"),
      card("myPublished", "Published", published, "/courses"),
      card("classes", "My classes", classes.length),
      card(
        "students",
        "Students in my classes",
        classes.reduce((sum, c) => sum + c.students, 0),
      ),
    ],
    actions: [
      { label: "Manage courses", href: "/courses" },
      { label: "Report generator", href: "/assessment" },
      // Where they write the biography students read when choosing a tutor.
      { label: "My public page", href: hrefTo("userpage", { id: user.id }) },
      { label: "Site manual", href: "/manual" },
    ],
    sections: [],
  };
  if (!own) return dashboard;
  const courses = await ownedCoursesWithTutorials(ctx.db, user.id);
  dashboard.sections = [
    section(
      "classes",
      "My classes",
      "You tutor no class yet: a class forms when students choose you as their tutor.",
      classes.map((c) =>
        item(`class-${c.courseId}`, c.title, {
          detail: c.nextSession
            ? `Next session: ${c.nextSession.title}, ${minuteText(c.nextSession.startsAt)}`
            : "No session scheduled",
          badge: plural(c.students, "student"),
          href: hrefTo("classroom", { courseId: c.courseId, tutorId: user.id }),
        }),
      ),
    ),
    section(
      "courses",
      "My courses",
      "You have no course yet.",
      courses.map((c) =>
        item(`course-${c.courseId}`, c.title, {
          detail: tutorialsText(c),
          badge: c.status === "published" ? "Published" : "Draft",
          href: hrefTo("subjects", { courseid: c.courseId, coursename: c.title }),
        }),
      ),
      { label: "Manage courses", href: "/courses" },
    ),
  ];
  return dashboard;
}

/** teaching assistant: the courses they assist, tutorials by state; marking is added by the service. */
export async function assistantDashboard({ ctx, user, own }: DashboardInput): Promise<Dashboard> {
  const assisted = await staffCoursesWithTutorials(ctx.db, user.id, "assistant");
  const dashboard: Dashboard = {
    cards: [
      card("assisting", "Courses you assist", assisted.length, "/managetutorials"),
      card(
        "tutorialsPublished",
        "Tutorials published",
        assisted.reduce((n, c) => n + c.published, 0),
        "/managetutorials",
      ),
      card(
        "tutorialDrafts",
        "Tutorial drafts",
        assisted.reduce((n, c) => n + c.drafts, 0),
        "/managetutorials",
      ),
      memberSince(user),
    ],
    actions: [
      { label: "Manage tutorials", href: "/managetutorials" },
      { label: "Report generator", href: "/assessment" },
      { label: "My public page", href: hrefTo("userpage", { id: user.id }) },
    ],
    sections: [],
  };
  if (!own) return dashboard;
  dashboard.sections = [
    section(
      "assisting",
      "Courses you assist",
      "No course yet: a teacher invites you from their course's assistants page.",
      assisted.map((c) =>
        item(`course-${c.courseId}`, c.title, {
          detail: tutorialsText(c),
          href: hrefTo("subjecttutorial", { courseid: c.courseId, coursename: c.title }),
        }),
      ),
      { label: "Reports", href: "/assessment" },
    ),
  ];
  return dashboard;
}
