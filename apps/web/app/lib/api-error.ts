import type { ErrorBody } from "@tq/contract/errors";

type ErrorShape = ErrorBody["error"];

/**
 * The server's error shape, read without loading its schema (every page needs this, ADR 0099):
 * a code and a message as strings, and field messages kept only when they are strings.
 */
function errorShapeOf(body: unknown): ErrorShape | null {
  const error: unknown = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : null;
  if (typeof error !== "object" || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string") return null;
  const kept: Record<string, string> = {};
  if (typeof fields === "object" && fields !== null)
    for (const [key, value] of Object.entries(fields)) if (typeof value === "string") kept[key] = value;
  return { code: code as ErrorShape["code"], message, fields: kept };
}

/** The one error every API call throws: the server's `{error:{code,message,fields}}` shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** Builds the error from a non-2xx answer, whatever its body. */
  static fromAnswer(status: number, body: unknown): ApiError {
    const shape = errorShapeOf(body);
    if (shape) return new ApiError(status, shape.code, shape.message, shape.fields ?? {});
    if (status === 429) return new ApiError(status, "rate_limited", "Too many attempts. Wait a minute and try again.");
    if (status >= 500)
      return new ApiError(status, "internal", "The server had a problem. Please try again in a moment.");
    return new ApiError(status, "bad_request", `The request failed (HTTP ${status}).`);
  }
}

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

/** A message fit for the user from anything a call may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}
