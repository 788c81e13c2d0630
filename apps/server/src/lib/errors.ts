import type { ErrorCode } from "@tq/contract/errors";

/** A failure whose message is safe to show the client; the errors plugin renders it. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** A spent limit: 429 with a Retry-After header (seconds) beside the usual error shape. */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, "rate_limited", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const NotFound = (what = "That item") => new AppError(404, "not_found", `${what} was not found.`);
export const Forbidden = (message = "You are not allowed to do that.") => new AppError(403, "forbidden", message);
export const Unauthenticated = (message = "Please sign in.") => new AppError(401, "unauthenticated", message);
/** The request's token was revoked or expired (or its account disabled). */
export const SESSION_ENDED = "Your session has ended. Please sign in again.";
export const Conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, "conflict", message, fields);
/** One field is wrong: `Invalid("email", "Enter a valid email address.")`. */
export const Invalid = (field: string, message: string) =>
  new AppError(400, "validation", message, { [field]: message });

/** PostgreSQL's unique_violation (23505), wrapped by Drizzle or not. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}
