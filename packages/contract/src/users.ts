import { z } from "zod";
import { SessionUser } from "./auth.ts";
import { CountryCode, CurrentPassword, Email, NewPassword, PersonName } from "./fields.ts";
import { PROFESSIONS } from "./roles.ts";

export const UpdateUserBody = z.object({
  firstname: PersonName,
  lastname: PersonName,
  email: Email,
  profession: z.enum(PROFESSIONS, { error: "Choose what describes you." }),
  country: CountryCode,
  /** Needed only when the email changes. */
  currentPassword: z.string().max(128).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const UpdateUserAnswer = z.object({ user: SessionUser, message: z.string() });
export type UpdateUserAnswer = z.infer<typeof UpdateUserAnswer>;

export const ResetLoginPasswordBody = z
  .object({
    currentPassword: CurrentPassword,
    newPassword: NewPassword,
    confirmPassword: z.string(),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords differ.",
  });
export type ResetLoginPasswordBody = z.infer<typeof ResetLoginPasswordBody>;

export const ResetLoginPasswordAnswer = z.object({ message: z.string(), signedOutSessions: z.number().int() });
export type ResetLoginPasswordAnswer = z.infer<typeof ResetLoginPasswordAnswer>;

/** One line of a dashboard list: a course with its progress, a quiz to take, a result, a class… */
export const DashboardItem = z.object({
  key: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
  href: z.string().nullable(),
  /** Tutorial completion, drawn as a bar. */
  progress: z.object({ completed: z.number().int(), total: z.number().int() }).nullable(),
  /** A short status beside the label ("80%", "Expires in 3 days"). */
  badge: z.string().nullable(),
});
export type DashboardItem = z.infer<typeof DashboardItem>;

/**
 * A titled list on the dashboard (added in issue #6 beside the spec's cards and actions): the
 * server decides what each role sees, the web only draws it. `empty` is shown when there are no items.
 */
export const DashboardSection = z.object({
  key: z.string(),
  title: z.string(),
  link: z.object({ label: z.string(), href: z.string() }).nullable(),
  empty: z.string(),
  items: z.array(DashboardItem),
});
export type DashboardSection = z.infer<typeof DashboardSection>;

/** GET /api/dashboard/getuserinfo/{id}: the profile and what the dashboard shows first. */
export const UserInfo = z.object({
  user: SessionUser.extend({ createdAt: z.string(), lastLoginAt: z.string().nullable() }),
  dashboard: z.object({
    cards: z.array(z.object({ key: z.string(), label: z.string(), value: z.string(), href: z.string().nullable() })),
    actions: z.array(z.object({ label: z.string(), href: z.string() })),
    /** Only on one's own dashboard (a director reading another user's info gets none). */
    sections: z.array(DashboardSection).default([]),
  }),
});
export type UserInfo = z.infer<typeof UserInfo>;
