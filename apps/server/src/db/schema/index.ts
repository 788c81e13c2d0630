// The schema object Drizzle needs for typed queries and drizzle-kit for migrations.
export * from "./users.ts";
export * from "./site.ts";
export * from "./catalog.ts";
export * from "./audit.ts";
export * from "./content.ts";
export * from "./enrolment.ts";
export * from "./quizzes.ts";
export * from "./attempts.ts";
export * from "./guardians.ts";
export * from "./classrooms.ts";
export * from "./accounts.ts";
export * from "./contact-inbox.ts";
export * from "./site-pages.ts";
export * from "./manual.ts";
export * from "./testimonies.ts";
export * from "./reports.ts";
export * from "./timers.ts";
