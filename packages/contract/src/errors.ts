import { z } from "zod";

/** The one JSON error shape every endpoint answers (ARCHITECTURE.md, "How data flows"). */
export const ErrorCode = z.enum([
  "bad_request",
  "validation",
  "unauthenticated",
  "invalid_credentials",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "rate_limited",
  "xsrf",
  "payload_too_large",
  "unavailable",
  "internal",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Field path → message, for form validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;
