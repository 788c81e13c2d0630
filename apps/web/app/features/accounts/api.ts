import {
  AddTeacherAnswer,
  AdminUser,
  AdminUserPage,
  CompanyDetail,
  CompanyList,
  MyTutorApplications,
  TutorApplication,
  TutorApplicationList,
  type AddTeacherBody,
  type AdminUsersQuery,
  type CompanyBody,
  type CompanyMemberBody,
  type ImpersonateBody,
  type TutorApplicationBody,
  type TutorDecisionBody,
  type UserStatus,
} from "@tq/contract/accounts";
import { AuthAnswer } from "@tq/contract/auth";
import type { Role } from "@tq/contract/roles";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";
import { IMPERSONATION_PATH } from "../../lib/impersonation-api.ts";

export const ACCOUNTS_PATHS = {
  myApplications: "/api/tutor-applications/mine",
  applications: "/api/tutor-applications",
  decision: (id: number) => `/api/tutor-applications/${id}/decision`,
  users: "/api/admin/users",
  user: (id: number) => `/api/admin/users/${id}`,
  teachers: "/api/admin/teachers",
  impersonation: IMPERSONATION_PATH,
  companies: "/api/companies",
  company: (id: number) => `/api/companies/${id}`,
  members: (id: number) => `/api/companies/${id}/members`,
  member: (id: number, userId: number) => `/api/companies/${id}/members/${userId}`,
} as const;

const NoContent = z.null();

export const accountsKeys = {
  all: ["accounts"] as const,
  users: (q: Partial<AdminUsersQuery>) => ["accounts", "users", q] as const,
  applications: (status: string) => ["accounts", "applications", status] as const,
  companies: ["accounts", "companies"] as const,
  company: (id: number) => ["accounts", "companies", id] as const,
};

export function myApplicationsQuery() {
  return queryOptions({
    queryKey: ["accounts", "my-applications"],
    queryFn: ({ signal }) => api.get(ACCOUNTS_PATHS.myApplications, MyTutorApplications, { signal }),
  });
}

export const applyToTutor = (body: TutorApplicationBody) =>
  api.post(ACCOUNTS_PATHS.applications, TutorApplication, body);

export function applicationsQuery(status: "pending" | "approved" | "declined") {
  return queryOptions({
    queryKey: accountsKeys.applications(status),
    queryFn: ({ signal }) =>
      api.get(`${ACCOUNTS_PATHS.applications}?status=${status}`, TutorApplicationList, { signal }),
  });
}

export const decideApplication = (id: number, body: TutorDecisionBody) =>
  api.post(ACCOUNTS_PATHS.decision(id), TutorApplication, body);

/** The users screen's query string: only the filters set. */
export function usersSearch(q: Partial<AdminUsersQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== "") params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function usersQuery(q: Partial<AdminUsersQuery>) {
  return queryOptions({
    queryKey: accountsKeys.users(q),
    queryFn: ({ signal }) => api.get(`${ACCOUNTS_PATHS.users}${usersSearch(q)}`, AdminUserPage, { signal }),
    placeholderData: (previous) => previous,
  });
}

export const changeRole = (id: number, role: Role) =>
  api.request("PATCH", `${ACCOUNTS_PATHS.user(id)}/role`, AdminUser, { role });
export const changeStatus = (id: number, status: UserStatus) =>
  api.request("PATCH", `${ACCOUNTS_PATHS.user(id)}/status`, AdminUser, { status });

export const addTeacher = (body: AddTeacherBody) => api.post(ACCOUNTS_PATHS.teachers, AddTeacherAnswer, body);

/** Starts acting as a user: the answer is that user's sign-in answer (lib/impersonation takes it). */
export const impersonate = (body: ImpersonateBody) => api.post(ACCOUNTS_PATHS.impersonation, AuthAnswer, body);

export function companiesQuery() {
  return queryOptions({
    queryKey: accountsKeys.companies,
    queryFn: ({ signal }) => api.get(ACCOUNTS_PATHS.companies, CompanyList, { signal }),
  });
}

export function companyQuery(id: number) {
  return queryOptions({
    queryKey: accountsKeys.company(id),
    queryFn: ({ signal }) => api.get(ACCOUNTS_PATHS.company(id), CompanyDetail, { signal }),
  });
}

export const createCompany = (body: CompanyBody) => api.post(ACCOUNTS_PATHS.companies, CompanyDetail, body);
export const editCompany = (id: number, body: CompanyBody) =>
  api.request("PATCH", ACCOUNTS_PATHS.company(id), CompanyDetail, body);
export const addMember = (id: number, body: CompanyMemberBody) =>
  api.post(ACCOUNTS_PATHS.members(id), CompanyDetail, body);
export const removeMember = (id: number, userId: number) =>
  api.request("DELETE", ACCOUNTS_PATHS.member(id, userId), NoContent);
