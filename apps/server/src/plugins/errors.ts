import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ErrorBody, ErrorCode } from "@tq/contract/errors";
import { AppError, TooManyRequests } from "../lib/errors.ts";

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns every failure into the one error shape; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No body at all (plugins/json-body.ts reads an empty JSON body as none) for a route that needs one.
      if (error.validationContext === "body" && request.body === undefined) {
        return reply.status(400).send(body("bad_request", "This request needs a JSON body."));
      }
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[key] ??= v.message ?? "This value is not valid.";
      }
      const first = Object.values(fields)[0] ?? "Some fields are not valid.";
      const message = Object.keys(fields).length === 1 ? first : "Some fields are not valid.";
      return reply.status(400).send(body("validation", message, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send(body("internal", "Something went wrong on our side. Please try again."));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body("payload_too_large", "The request is too large."));
    if (status === 429) return reply.status(429).send(body("rate_limited", "Too many requests. Please slow down."));
    if (status === 503)
      return reply.status(503).send(body("unavailable", "The server is restarting. Try again shortly."));
    if (status >= 400 && status < 500) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "The request body is not valid JSON."
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Send the request body as JSON."
            : "The request could not be understood.";
      return reply.status(status).send(body("bad_request", message));
    }
    request.log.error({ err: loggable(error) }, "unhandled error");
    return reply.status(500).send(body("internal", "Something went wrong on our side. Please try again."));
  });
}

/** Database errors carry the query's parameters (hashes, emails): log the query and cause only. */
function loggable(error: Error): unknown {
  const e = error as Error & { query?: string; params?: unknown[]; cause?: unknown };
  if (e.query === undefined || e.params === undefined) return error;
  const cause =
    e.cause instanceof Error ? { message: e.cause.message, code: (e.cause as { code?: string }).code } : undefined;
  return {
    type: e.name,
    query: e.query,
    cause,
    stack: e.stack
      ?.split("\n")
      .filter((l) => l.trimStart().startsWith("at "))
      .join("\n"),
  };
}

export function apiNotFound(reply: FastifyReply) {
  return reply.status(404).send(body("not_found", "There is no such API endpoint."));
}

/** 405 for an API path that other methods answer; `Allow` names them (RFC 9110 §15.5.6). */
export function apiMethodNotAllowed(reply: FastifyReply, allowed: readonly string[]) {
  return reply
    .status(405)
    .header("allow", allowed.join(", "))
    .send(body("method_not_allowed", `This address answers ${allowed.join(", ")} only.`));
}
