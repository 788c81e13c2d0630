import { z } from "zod";
import { CountryCode, Email, Id, PersonName, plainText } from "./fields.ts";
import { ROLES } from "./roles.ts";

// Issue #5, people administration: tutor applications (upgradetotutor), the directors' users
// screen, Add Teacher, impersonation and companies (mycompanies). Paths: /api/tutor-applications,
// /api/admin/users, /api/admin/teachers, /api/impersonation, /api/companies.

export const USER_STATUSES = ["active", "disabled"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// ---- Tutor applications ----

export const APPLICATION_STATUSES = ["pending", "approved", "declined"] as const;

export const TutorApplicationBody = z.object({
  bio: plainText(20, 2000, "Tell the directors about yourself in at least 20 characters."),
  qualifications: plainText(5, 2000, "List your qualifications."),
  subjects: z
    .array(plainText(1, 80, "Name the subject."))
    .min(1, "Name at least one subject you would teach.")
    .max(20, "Name at most 20 subjects."),
});
export type TutorApplicationBody = z.infer<typeof TutorApplicationBody>;

export const TutorApplication = z.object({
  id: z.number().int(),
  applicant: z.object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    country: z.string(),
  }),
  bio: z.string(),
  qualifications: z.string(),
  subjects: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  /** The director's note to the applicant (sent in the email). */
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TutorApplication = z.infer<typeof TutorApplication>;

/** GET /api/tutor-applications/mine: the applicant's applications, newest first. */
export const MyTutorApplications = z.array(TutorApplication);

export const TutorApplicationsQuery = z.object({ status: z.enum(APPLICATION_STATUSES).default("pending") });
export const TutorApplicationList = z.array(TutorApplication);

export const TutorDecisionBody = z.object({
  decision: z.enum(["approve", "decline"], { error: "Approve or decline." }),
  note: plainText(0, 1000, "").optional(),
});
export type TutorDecisionBody = z.infer<typeof TutorDecisionBody>;

// ---- Users (directors) ----

export const ADMIN_USERS_PAGE_SIZE = 25;

export const AdminUsersQuery = z.object({
  q: z.string().trim().max(120).optional(),
  role: z.enum(ROLES).optional(),
  country: CountryCode.optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  profession: z.string(),
  country: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** What the asking director may do to this account (the server checks again). */
  can: z.object({ changeRole: z.boolean(), changeStatus: z.boolean(), actAs: z.boolean() }),
  /** The roles this director may give this account. */
  grantableRoles: z.array(z.enum(ROLES)),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserPage = z.object({
  users: z.array(AdminUser),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const RoleChangeBody = z.object({ role: z.enum(ROLES, { error: "Choose a role." }) });
export const StatusChangeBody = z.object({ status: z.enum(USER_STATUSES, { error: "Choose a status." }) });

// ---- Add Teacher (world director) ----

export const ADDABLE_ROLES = ["teacher", "teachingassistant"] as const;

export const AddTeacherBody = z.object({
  firstname: PersonName,
  lastname: PersonName,
  email: Email,
  country: CountryCode,
  role: z.enum(ADDABLE_ROLES, { error: "Choose teacher or teaching assistant." }),
});
export type AddTeacherBody = z.infer<typeof AddTeacherBody>;

export const AddTeacherAnswer = z.object({
  user: AdminUser,
  /** "created": a new account, a set-password email went out; "promoted": an existing account. */
  outcome: z.enum(["created", "promoted"]),
});
export type AddTeacherAnswer = z.infer<typeof AddTeacherAnswer>;

// ---- Impersonation ----

export const ImpersonateBody = z.object({
  userId: Id,
  reason: plainText(5, 300, "Give the reason (at least 5 characters)."),
});
export type ImpersonateBody = z.infer<typeof ImpersonateBody>;

// ---- Companies ----

export const COMPANY_KINDS = ["school", "employer", "other"] as const;

export const CompanyBody = z.object({
  name: plainText(2, 120, "Name the organisation."),
  kind: z.enum(COMPANY_KINDS, { error: "Choose a kind." }),
  country: CountryCode,
});
export type CompanyBody = z.infer<typeof CompanyBody>;

export const CompanyMember = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  position: z.string(),
  addedAt: z.string(),
});
export type CompanyMember = z.infer<typeof CompanyMember>;

export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  country: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof Company>;

export const CompanyList = z.array(Company);
export const CompanyDetail = Company.extend({ members: z.array(CompanyMember) });
export type CompanyDetail = z.infer<typeof CompanyDetail>;

export const CompanyMemberBody = z.object({
  email: Email,
  position: plainText(0, 80, "").default(""),
});
export type CompanyMemberBody = z.infer<typeof CompanyMemberBody>;
