import type { AvailableQuiz, AvailableQuizzes, QuizTutorialRef } from "@tq/contract/quiz-catalog";
import { hrefTo } from "@tq/contract/paths";
import type { DashboardItem } from "@tq/contract/users";
import { courseProgress } from "../../catalog/progress-repo.ts";
import { listSubscriptionsOf } from "../../enrolment/subscriptions-repo.ts";
import { wardResults } from "../../guardians/ward-repo.ts";
import { availableQuizzes } from "../../quizzes/catalog/available-service.ts";
import { isProvisional } from "../../quizzes/records/result-state.ts";
import { countCourses } from "../../site/catalog-repo.ts";
import {
  card,
  daysUntil,
  type Dashboard,
  type DashboardInput,
  dayText,
  item,
  memberSince,
  resultBadge,
  section,
} from "./shared.ts";

/** A subscription ending within this many days offers its renewal on the dashboard. */
export const RENEW_WITHIN_DAYS = 14;
/** How many released results the dashboard lists (chapterquizresults has them all). */
const RESULTS_SHOWN = 5;

/** student: progress per course, the next quiz, recent released results, renewals due. */
export async function studentDashboard({ ctx, user, own }: DashboardInput): Promise<Dashboard> {
  const now = Date.now();
  const subscriptions = await listSubscriptionsOf(ctx.db, user.id);
  const active = subscriptions.filter((s) => s.sub.status === "active" && s.sub.expiresAt.getTime() > now);
  // A paid renewal is a second active row for the same course: count courses, not rows.
  const mine = new Set(active.map((s) => s.sub.courseId)).size;
  // Those they already follow are not "to join" (subscriptions are taken on published courses).
  const joinable = Math.max(0, (await countCourses(ctx.db, { status: "published" })) - mine);
  const dashboard: Dashboard = {
    cards: [
      card("subscriptions", "My active courses", mine, "/mysubscriptions"),
      card("catalogue", "Courses you can join", joinable, "/home"),
      memberSince(user),
    ],
    actions: [
      { label: "Browse courses", href: "/home" },
      { label: "My courses", href: "/mysubscriptions" },
      { label: "Edit my profile", href: "/userprofile/one" },
    ],
    sections: [],
  };
  if (!own) return dashboard;

  // A subscription already renewed (a newer row points at it) needs no reminder.
  const renewed = new Set(subscriptions.flatMap((s) => (s.sub.renewsId === null ? [] : [s.sub.renewsId])));
  const expiring = active.filter((s) => !renewed.has(s.sub.id) && daysUntil(s.sub.expiresAt, now) < RENEW_WITHIN_DAYS);
  const [progress, quizzes, results] = await Promise.all([
    courseProgress(ctx.db, [user.id]),
    availableQuizzes(ctx, own),
    wardResults(ctx.db, user.id),
  ]);
  const expiresSoon = new Map(expiring.map((s) => [s.sub.courseId, s.sub.expiresAt]));

  dashboard.sections = [
    section(
      "progress",
      "My progress",
      "You have not started a course yet: browse the courses to subscribe.",
      progress.map((p) => {
        const ends = expiresSoon.get(p.courseId);
        return item(`course-${p.courseId}`, p.courseTitle, {
          detail: `${p.completed} of ${p.total} tutorials read`,
          href: hrefTo("subjectsview", { courseId: p.courseId, courseName: p.courseTitle }),
          progress: { completed: p.completed, total: p.total },
          badge: ends ? `Expires ${dayText(ends)}` : null,
        });
      }),
      { label: "My courses", href: "/mysubscriptions" },
    ),
    section("nextQuiz", "Next quiz", "No quiz is waiting for you.", nextQuiz(quizzes), {
      label: "All quizzes",
      href: "/quizzes",
    }),
    section(
      "results",
      "Recent results",
      "No results released yet.",
      results.slice(0, RESULTS_SHOWN).map((r) =>
        item(`result-${r.attemptId}`, r.quizTitle, {
          detail: `${r.mode === "practice" ? "Practice" : "Exam"}${r.submittedAt ? ` · ${dayText(r.submittedAt)}` : ""}`,
          badge: resultBadge(r.percent, isProvisional(r)),
        }),
      ),
      { label: "All results", href: "/chapterquizresults" },
    ),
  ];
  if (expiring.length > 0) {
    dashboard.sections.push(
      section(
        "renewals",
        "Renew soon",
        "",
        expiring.map((s) =>
          item(`renew-${s.sub.id}`, s.courseTitle, {
            detail: `Ends ${dayText(s.sub.expiresAt)}`,
            badge: daysLeftText(daysUntil(s.sub.expiresAt, now)),
            href: hrefTo("studentrenewal", { courseId: s.sub.courseId, subscriptionId: s.sub.id }),
          }),
        ),
      ),
    );
  }
  return dashboard;
}

const daysLeftText = (days: number) => (days === 0 ? "Ends today" : days === 1 ? "1 day left" : `${days} days left`);

/**
 * The quiz to take next, in the course order the quizzes list follows: one left open first
 * (to finish it), else the first not yet tried that still has attempts.
 */
function nextQuiz(list: AvailableQuizzes): DashboardItem[] {
  const placed = list.courses.flatMap((course) =>
    course.subjects.flatMap((subject) => [
      ...subject.quizzes.map((quiz) => ({ quiz, course, subject, chapter: null })),
      ...subject.chapters.flatMap((chapter) => chapter.quizzes.map((quiz) => ({ quiz, course, subject, chapter }))),
    ]),
  );
  const pick =
    placed.find((p) => p.quiz.inProgress) ?? placed.find((p) => p.quiz.attemptsUsed === 0 && p.quiz.attemptsLeft !== 0);
  if (!pick) return [];
  const { quiz, course, subject, chapter } = pick;
  return [
    item(`quiz-${quiz.id}`, quiz.title, {
      detail: [course.title, subject.title, chapter ? `Chapter ${chapter.number}` : null].filter(Boolean).join(" · "),
      badge: quiz.inProgress ? "In progress" : timeText(quiz),
      href: introHref(quiz, { course, subject, chapter }),
    }),
  ];
}

const timeText = (quiz: AvailableQuiz) => (quiz.timeLimitMinutes ? `${quiz.timeLimitMinutes} min` : null);

interface Place {
  course: { id: number; title: string };
  subject: { id: number; title: string };
  chapter: { id: number; title: string; firstTutorial: QuizTutorialRef | null } | null;
}

/**
 * The quiz's intro page, as the web's taking-links.ts introHref() builds it: a subject quiz's
 * subjectquizview?quiz=, a chapter quiz's long chapterquizdisplay URL (the spec's route).
 */
function introHref(quiz: AvailableQuiz, { course, subject, chapter }: Place): string {
  if (quiz.kind === "subject" || !chapter) return `${hrefTo("subjectquizview")}?quiz=${quiz.id}`;
  const t = chapter.firstTutorial;
  return hrefTo("chapterquizdisplay", {
    quizId: quiz.id,
    quizTitle: quiz.title,
    tutorialId: t?.tutorialId ?? 0,
    tutorialTitle: t?.title ?? chapter.title,
    levelId: t?.levelId ?? 0,
    difficulty: t?.difficulty ?? 1,
    courseId: course.id,
    courseName: course.title,
    subjectName: subject.title,
    chapterId: chapter.id,
    subjectId: subject.id,
  });
}
