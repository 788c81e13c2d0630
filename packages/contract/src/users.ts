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

/** GET /api/dashboard/getuserinfo/{id}: the profile and what the dashboard shows first. */
export const UserInfo = z.object({
  user: SessionUser.extend({ createdAt: z.string(), lastLoginAt: z.string().nullable() }),
  dashboard: z.object({
    cards: z.array(z.object({ key: z.string(), label: z.string(), value: z.string(), href: z.string().nullable() })),
    actions: z.array(z.object({ label: z.string(), href: z.string() })),
  }),
});
export type UserInfo = z.infer<typeof UserInfo>;
