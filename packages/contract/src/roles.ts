/** The stored roles (PRODUCT.md §1) and the menu kind each one sees (spec §2). */
export const ROLES = [
  "student",
  "preteacher",
  "guardian",
  "teacher",
  "teachingassistant",
  "countrydirector",
  "worlddirector",
] as const;
export type Role = (typeof ROLES)[number];

export const MENU_KINDS = [
  "AppPages",
  "User",
  "PreTeacher",
  "Guardian",
  "Teacher",
  "TeachingAssistant",
  "CountryDirector",
  "WorldDirector",
] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** Which menu a signed-in role sees; visitors see AppPages. */
export const MENU_KIND_OF_ROLE: Record<Role, MenuKind> = {
  student: "User",
  preteacher: "PreTeacher",
  guardian: "Guardian",
  teacher: "Teacher",
  teachingassistant: "TeachingAssistant",
  countrydirector: "CountryDirector",
  worlddirector: "WorldDirector",
};

export const ROLE_LABELS: Record<Role, string> = {
  student: "Student",
  preteacher: "Pre-teacher",
  guardian: "Guardian",
  teacher: "Teacher",
  teachingassistant: "Teaching assistant",
  countrydirector: "Country director",
  worlddirector: "World director",
};

/** Professions offered at registration; the role follows from the profession (PRODUCT.md §1). */
export const PROFESSIONS = ["Student", "Teacher", "Tutor", "Guardian", "Parent", "Other"] as const;
export type Profession = (typeof PROFESSIONS)[number];

export function roleForProfession(profession: string): Role {
  switch (profession) {
    case "Teacher":
    case "Tutor":
      return "preteacher";
    case "Guardian":
    case "Parent":
      return "guardian";
    default:
      return "student";
  }
}

export const STAFF_ROLES: readonly Role[] = ["teacher", "teachingassistant", "countrydirector", "worlddirector"];
export const DIRECTOR_ROLES: readonly Role[] = ["countrydirector", "worlddirector"];

/** Rank for "lower roles" comparisons (impersonation, role changes). */
export const ROLE_RANK: Record<Role, number> = {
  student: 1,
  guardian: 1,
  preteacher: 1,
  teachingassistant: 2,
  teacher: 3,
  countrydirector: 4,
  worlddirector: 5,
};
