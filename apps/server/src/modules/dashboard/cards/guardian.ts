import { wardsOverview } from "../../guardians/link-service.ts";
import {
  card,
  type Dashboard,
  type DashboardInput,
  dayText,
  item,
  memberSince,
  resultBadge,
  section,
} from "./shared.ts";

/** guardian: each ward with their courses and progress and their latest released result. */
export async function guardianDashboard({ ctx, user, own }: DashboardInput): Promise<Dashboard> {
  const actions = [
    { label: "My wards", href: "/guardianpage" },
    { label: "Browse courses", href: "/home" },
  ];
  // The same query guardianpage answers from (modules/guardians), not a copy of it.
  const { wards } = await wardsOverview(ctx, user.id);
  const dashboard: Dashboard = {
    cards: [card("wards", "Wards", wards.length, "/guardianpage"), memberSince(user)],
    actions,
    sections: [],
  };
  if (!own) return dashboard;
  const link = { label: "Open the guardian page", href: "/guardianpage" };
  if (wards.length === 0) {
    dashboard.sections.push(
      section("wards", "My wards", "No wards yet: a student invites you from their profile's Guardians tab.", [], link),
    );
    return dashboard;
  }
  for (const ward of wards) {
    const latest = ward.results[0];
    const name = `${ward.person.firstname} ${ward.person.lastname}`;
    dashboard.sections.push(
      section(
        `ward-${ward.person.id}`,
        name,
        `${ward.person.firstname} has not started a course yet.`,
        [
          ...ward.progress.map((p) =>
            item(`course-${p.courseId}`, p.courseTitle, {
              detail: `${p.completed} of ${p.total} tutorials read`,
              progress: { completed: p.completed, total: p.total },
            }),
          ),
          ...(latest
            ? [
                item(`result-${latest.attemptId}`, `Latest result: ${latest.quizTitle}`, {
                  detail: `${latest.mode === "practice" ? "Practice" : "Exam"} · ${dayText(new Date(latest.submittedAt))}`,
                  badge: resultBadge(latest.percent, latest.provisional),
                }),
              ]
            : []),
        ],
        link,
      ),
    );
  }
  return dashboard;
}
