import { ErrorBody } from "@tq/contract/errors";

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
    const parsed = ErrorBody.safeParse(body);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(status, code, message, fields ?? {});
    }
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
