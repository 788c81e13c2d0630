import type { AdminUser, Company, CompanyMember, TutorApplication } from "@tq/contract/accounts";
import type { Role } from "@tq/contract/roles";
import type { Session } from "../../context.ts";
import { can } from "../../policies/authorize.ts";
import { grantableRoles } from "../../policies/people.ts";
import type { UserRow } from "../users/repo.ts";
import type { ApplicationRow } from "./applications-repo.ts";
import type { CompanyRow, MemberRow } from "./companies-repo.ts";

/** A user as the directors' users screen shows it, with what this director may do to them. */
export function presentAdminUser(session: Session, u: UserRow): AdminUser {
  const resource = { id: u.id, country: u.country, role: u.role as Role };
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    profession: u.profession,
    country: u.country,
    role: u.role as Role,
    status: u.status === "disabled" ? "disabled" : "active",
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    can: {
      changeRole: grantableRoles(session, resource).length > 0,
      changeStatus: can(session, "user.manage", resource),
      actAs: can(session, "user.impersonate", resource),
    },
    grantableRoles: grantableRoles(session, resource),
  };
}

export function presentApplication(row: ApplicationRow): TutorApplication {
  return {
    id: row.id,
    applicant: row.applicant,
    bio: row.bio,
    qualifications: row.qualifications,
    subjects: row.subjects,
    status: row.status as TutorApplication["status"],
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Company["kind"],
    country: row.country,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMember(row: MemberRow): CompanyMember {
  return { ...row, role: row.role as Role, addedAt: row.addedAt.toISOString() };
}
