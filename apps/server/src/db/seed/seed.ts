import { sql } from "drizzle-orm";
import type { Role } from "@tq/contract/roles";
import type { Db } from "../client.ts";
import { countries, courses, settings, users } from "../schema/index.ts";
import { eq } from "drizzle-orm";
import { audit } from "../../lib/audit-repo.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { SEED_COUNTRIES } from "./countries.ts";
import { seedDemoCatalog, seedHelperContent } from "./demo-catalog.ts";
import { seedDemoGuardians } from "./demo-guardians.ts";
import { seedDemoAccounts } from "./demo-accounts.ts";
import { seedDemoAttempts } from "./demo-attempts.ts";
import { seedDemoQuizzes } from "./demo-quizzes.ts";
import { seedDemoSubscriptions } from "./demo-subscriptions.ts";
import { seedDemoClassrooms } from "./demo-classrooms.ts";
import { seedDemoSitePages } from "./demo-site-pages.ts";
import { seedDemoReports } from "./demo-reports.ts";
import { seedDemoManual } from "./demo-manual.ts";
import { seedDemoTestimonies } from "./demo-testimonies.ts";
import { seedDemoOversight } from "./demo-oversight.ts";
import { publishCourse } from "../../modules/authoring/course-publishing.ts";
import { writeLogo } from "./logos.ts";
import { SEED_PAGES } from "./pages.ts";

export const DEMO_PASSWORD = "Demo-pass-2026";

export const DEMO_ACCOUNTS: {
  email: string;
  role: Role;
  firstname: string;
  lastname: string;
  profession: string;
  country: string;
}[] = [
  {
    email: "student@example.com",
    role: "student",
    firstname: "Amara",
    lastname: "Okafor",
    profession: "Student",
    country: "NG",
  },
  {
    email: "guardian@example.com",
    role: "guardian",
    firstname: "Grace",
    lastname: "Okafor",
    profession: "Parent",
    country: "NG",
  },
  {
    email: "preteacher@example.com",
    role: "preteacher",
    firstname: "Peter",
    lastname: "Mensah",
    profession: "Tutor",
    country: "GH",
  },
  {
    email: "teacher@example.com",
    role: "teacher",
    firstname: "Tunde",
    lastname: "Adeyemi",
    profession: "Teacher",
    country: "NG",
  },
  {
    email: "ta@example.com",
    role: "teachingassistant",
    firstname: "Tara",
    lastname: "Singh",
    profession: "Teacher",
    country: "IN",
  },
  {
    email: "countrydirector@example.com",
    role: "countrydirector",
    firstname: "Chidi",
    lastname: "Eze",
    profession: "Other",
    country: "NG",
  },
  {
    email: "worlddirector@example.com",
    role: "worlddirector",
    firstname: "Wanjiru",
    lastname: "Kamau",
    profession: "Other",
    country: "KE",
  },
];

const DEMO_COURSES = [
  {
    slug: "mathematics",
    mark: "∑",
    colors: ["#1c7ed6", "#5f3dc4"],
    title: "Mathematics Foundations",
    summary:
      "Numbers, algebra, geometry and statistics, step by step, with worked examples and quizzes after every chapter.",
    price: 4900,
    months: 6,
  },
  {
    slug: "physics",
    mark: "Φ",
    colors: ["#0ca678", "#1864ab"],
    title: "Physics for Secondary School",
    summary: "Motion, forces, energy, waves and electricity, with diagrams you can read and problems you can check.",
    price: 5900,
    months: 6,
  },
  {
    slug: "chemistry",
    mark: "⚗",
    colors: ["#e8590c", "#c2255c"],
    title: "Chemistry Essentials",
    summary: "Atoms, bonding, reactions and the periodic table, with balanced equations and practice quizzes.",
    price: 4500,
    months: 4,
  },
  {
    slug: "english",
    mark: "Aa",
    colors: ["#7048e8", "#d6336c"],
    title: "English Language & Literature",
    summary: "Reading, writing and analysis: grammar you can use, essays that persuade, and the classics explained.",
    price: 3900,
    months: 12,
  },
  {
    slug: "computing",
    mark: "{ }",
    colors: ["#2b8a3e", "#087f5b"],
    title: "Computer Science with Python",
    summary: "Algorithms, data and programming in Python, from your first program to searching and sorting.",
    price: 6900,
    months: 3,
  },
];

/** Countries and site settings every installation needs, demo or not. */
async function seedEssentials(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(SEED_COUNTRIES.map((c) => ({ ...c, active: true })))
    .onConflictDoNothing();
  const site: Record<string, unknown> = {
    siteTitle: "Tutorials & Quizzes",
    supportEmail: "support@tutorials-and-quizzes.example",
    registrationOpen: true,
    baseCurrency: "USD",
    maintenanceBanner: "",
  };
  const now = new Date().toISOString();
  for (const [key, page] of Object.entries(SEED_PAGES)) site[`page:${key}`] = { ...page, updatedAt: now };
  await db
    .insert(settings)
    .values(Object.entries(site).map(([key, value]) => ({ scope: "site", key, value })))
    .onConflictDoNothing();
  await seedHelperContent(db);
}

async function seedDemo(db: Db, mediaDir: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<Role, number>();
  for (const a of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(users)
      .values({ ...a, passwordHash })
      .returning({ id: users.id });
    if (row) ids.set(a.role, row.id);
  }
  const director = ids.get("countrydirector");
  if (director) await db.update(countries).set({ directorId: director }).where(eq(countries.code, "NG"));
  const contact = [
    ["NG", "nigeria@tutorials-and-quizzes.example", "+234 1 555 0100", "12 Marina Road, Lagos"],
    ["KE", "kenya@tutorials-and-quizzes.example", "+254 20 555 0100", "4 Kenyatta Avenue, Nairobi"],
    ["GB", "uk@tutorials-and-quizzes.example", "+44 20 7946 0100", "1 Learning Lane, London"],
  ] as const;
  for (const [scope, email, phone, address] of contact) {
    await db.insert(settings).values([
      { scope, key: "contactEmail", value: email },
      { scope, key: "contactPhone", value: phone },
      { scope, key: "contactAddress", value: address },
    ]);
  }
  const owner = ids.get("teacher");
  if (!owner) throw new Error("demo teacher missing");
  let order = 1;
  const courseIds: number[] = [];
  for (const c of DEMO_COURSES) {
    const logoUrl = writeLogo(mediaDir, c.slug, c.mark, c.colors[0] as string, c.colors[1] as string);
    // Drafts until their syllabi exist: they are published below through the product's own rule.
    const [row] = await db
      .insert(courses)
      .values({
        title: c.title,
        summary: c.summary,
        descriptionHtml: `<p>${c.summary}</p>`,
        logoUrl,
        basePriceMinor: c.price,
        months: c.months,
        status: "draft",
        ownerId: owner,
        displayOrder: order++,
      })
      .returning({ id: courses.id });
    if (row) courseIds.push(row.id);
  }
  const tutorialCount = await seedDemoCatalog(db, { teacherId: owner, assistantId: ids.get("teachingassistant") });
  await seedDemoQuizzes(db);
  // A demo course the product would refuse to publish (no published tutorial) fails the seed here.
  for (const id of courseIds) await publishCourse(db, id);
  await seedDemoSubscriptions(db, { passwordHash, tutorId: owner });
  await seedDemoClassrooms(db, { passwordHash, teacherId: owner });
  await seedDemoGuardians(db, ids);
  const attempts = await seedDemoAttempts(db);
  await seedDemoAccounts(db, ids);
  await seedDemoSitePages(db, ids.get("worlddirector"));
  await seedDemoManual(db, ids.get("worlddirector"));
  await seedDemoTestimonies(db, ids.get("worlddirector"));
  // Last: the report computes from the attempts, subscriptions and progress seeded above.
  await seedDemoReports(db);
  await seedDemoOversight(db, ids);
  await audit(db, {
    actorId: null,
    realActorId: null,
    action: "system.seed_demo",
    details: { accounts: DEMO_ACCOUNTS.length, courses: DEMO_COURSES.length, tutorials: tutorialCount, attempts },
  });
}

/**
 * Seeds an empty database: essentials always, demo content unless SEED_DEMO=false. One
 * transaction under an advisory lock: processes starting together seed once, and a crash
 * half-way leaves the database empty, to be seeded again at the next start.
 */
export async function seedIfEmpty(db: Db, opts: { demo: boolean; mediaDir: string }): Promise<"seeded" | "skipped"> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(countries);
    if ((row?.n ?? 0) > 0) return "skipped";
    await seedEssentials(tx);
    if (opts.demo) await seedDemo(tx, opts.mediaDir);
    return "seeded";
  });
}
