import type { EmailExistsAnswer, LoginBody, RegisterBody, SetRecoverPasswordBody } from "@tq/contract/auth";
import type { MessageBody } from "@tq/contract/errors";
import { queryOptions } from "@tanstack/react-query";
import { asSent } from "../../lib/api-client.ts";
import { api } from "../../lib/api.ts";

export const AUTH_PATHS = {
  login: "/api/auth/login",
  register: "/api/auth/register",
  checkEmail: "/api/auth/checkifemailexist",
  recover: "/api/auth/recovermypassword",
  setRecoverPassword: "/api/auth/setrecoverpassword",
  /** Not in the spec's list: Sign in with Google exchanges Google's credential for a session. */
  google: "/api/auth/google",
} as const;

/**
 * Answers are taken as sent (ADR 0099: the sign-in page is a phone's first page). Login and
 * registration answers are not trusted as typed: whether they count is the session's firstname
 * rule (spec §5), which checks them with the contract once its schemas are loaded.
 */
const AnyAnswer = asSent<unknown>();

export function login(body: LoginBody): Promise<unknown> {
  return api.post(AUTH_PATHS.login, AnyAnswer, body);
}

export function register(body: RegisterBody): Promise<unknown> {
  return api.post(AUTH_PATHS.register, AnyAnswer, body);
}

export function signInWithGoogle(credential: string): Promise<unknown> {
  return api.post(AUTH_PATHS.google, AnyAnswer, { credential });
}

/** Is the address taken? Cached per address so typing back and forth costs no calls. */
export function emailExistsQuery(email: string) {
  return queryOptions({
    queryKey: ["auth", "email-exists", email],
    queryFn: ({ signal }) => api.post(AUTH_PATHS.checkEmail, asSent<EmailExistsAnswer>(), { email }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

export function requestRecovery(email: string) {
  return api.post(AUTH_PATHS.recover, asSent<MessageBody>(), { email });
}

export function setRecoverPassword(body: SetRecoverPasswordBody) {
  return api.post(AUTH_PATHS.setRecoverPassword, asSent<MessageBody>(), body);
}
