import { z } from "zod";
import { CountryCode, CurrentPassword, Email, NewPassword, PersonName } from "./fields.ts";
import { PROFESSIONS, ROLES } from "./roles.ts";

/** The user fields the spec stores locally (spec §3) plus role; api_token is added on sign-in. */
export const SessionUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  profession: z.string(),
  country: z.string(),
  role: z.enum(ROLES),
  /** 0 for one's own session; the guardian's id while a guardian acts as a ward (spec §4). */
  originalId: z.number().int(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const AuthAnswer = SessionUser.extend({ api_token: z.string() });
export type AuthAnswer = z.infer<typeof AuthAnswer>;

export const LoginBody = z.object({ email: Email, password: CurrentPassword });
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z.object({
  firstname: PersonName,
  lastname: PersonName,
  email: Email,
  profession: z.enum(PROFESSIONS, { error: "Choose what describes you." }),
  password: NewPassword,
  country: CountryCode,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * `info` is whatever the client sends: a spec client sends its stored user (an object), others a
 * note or nothing. A logout never fails on it (issue #12): the token presented ends regardless.
 */
export const LogoutBody = z.object({ info: z.unknown().optional() });
export type LogoutBody = z.infer<typeof LogoutBody>;

/**
 * The logout answer: "a user with api_token" (spec §7). After a plain logout api_token is
 * empty and originalId 0; after a guardian's ward session it is the guardian's new session.
 */
export const LogoutAnswer = AuthAnswer;

export const EmailBody = z.object({ email: Email });
export type EmailBody = z.infer<typeof EmailBody>;

export const EmailExistsAnswer = z.object({ exists: z.boolean() });
export type EmailExistsAnswer = z.infer<typeof EmailExistsAnswer>;

/** The recovery channels offered; the same answer for every address (no account discovery). */
export const RecoveryTypeAnswer = z.object({ types: z.array(z.enum(["email"])) });

export const SetRecoverPasswordBody = z.object({
  email: Email,
  token: z.string().min(16, "This link is not valid.").max(200, "This link is not valid."),
  password: NewPassword,
});
export type SetRecoverPasswordBody = z.infer<typeof SetRecoverPasswordBody>;

/** POST /api/auth/google: Google's ID token from Sign in with Google. */
export const GoogleSignInBody = z.object({
  credential: z.string().min(20, "Google did not send a credential.").max(4096),
});
export type GoogleSignInBody = z.infer<typeof GoogleSignInBody>;
