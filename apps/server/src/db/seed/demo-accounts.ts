import type { Role } from "@tq/contract/roles";
import type { Db } from "../client.ts";
import { companies, companyMembers, tutorApplications } from "../schema/index.ts";

/**
 * Issue #5's people administration in the demo: the pre-teacher's pending tutor application
 * (the world director decides it: the pre-teacher is in Ghana) and a school in Nigeria with
 * the demo teacher, teaching assistant and student as members.
 */
export async function seedDemoAccounts(db: Db, ids: ReadonlyMap<Role, number>): Promise<void> {
  const preteacher = ids.get("preteacher");
  if (preteacher) {
    await db.insert(tutorApplications).values({
      userId: preteacher,
      bio: "I have taught secondary mathematics in Accra for six years and tutor exam classes on weekends.",
      qualifications: "BSc Mathematics (University of Ghana), PGCE",
      subjects: ["Mathematics", "Physics"],
    });
  }
  const [school] = await db
    .insert(companies)
    .values({ name: "Lagos Bright Future Academy", kind: "school", country: "NG", createdBy: ids.get("worlddirector") })
    .returning({ id: companies.id });
  if (!school) return;
  const members: [Role, string][] = [
    ["teacher", "Head of Mathematics"],
    ["teachingassistant", "Teaching assistant"],
    ["student", "Pupil"],
  ];
  for (const [role, position] of members) {
    const userId = ids.get(role);
    if (userId) await db.insert(companyMembers).values({ companyId: school.id, userId, position });
  }
}
