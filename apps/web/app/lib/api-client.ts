import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-error.ts";
import { readCookie } from "./cookies.ts";
import { withBase } from "./public-env.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiClientDeps {
  getToken(): string | null;
  getApiBase(): string;
  getCookies(): string;
  fetch: typeof fetch;
  /**
   * A call that carried `token` was answered 401 "unauthenticated": that session is gone. The
   * token is passed so a late answer to a request made with an earlier session's token (ended
   * by "Stop acting" or a logout while the request was in flight) does not end the current one.
   */
  onUnauthorized(token: string): void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * False for a write that ends the session it is made with (stop acting, logout): refreshing
   * what it changed with that token would only meet 401s. Write listeners are told by default.
   */
  notify?: boolean;
}

/** Relative means same origin, where the XSRF cookie belongs (spec §7's anti-forgery rule). */
export function isRelativeUrl(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/** The headers of one call, by the spec's rules (spec §7). */
export function buildHeaders(
  method: HttpMethod,
  url: string,
  token: string | null,
  cookies: string,
  hasBody: boolean,
): Headers {
  const headers = new Headers({ Accept: "application/json" });
  if (hasBody) headers.set("Content-Type", "application/json");
  if (token) {
    headers.set("Authorization", `Bearer ${token}`);
    headers.set("x-access-token", token);
  }
  if (method !== "GET" && isRelativeUrl(url)) {
    const xsrf = readCookie(cookies, "XSRF-TOKEN");
    if (xsrf) headers.set("X-XSRF-TOKEN", xsrf);
  }
  return headers;
}

/**
 * How a call reads its answer: a contract schema (zod's `safeParse`) checks its shape, or
 * `asSent<T>()` takes it as the server sent it (ADR 0099). The server encodes every answer
 * through the contract's schema; the shell and the reading pages take answers as sent so that a
 * phone's first page does not carry zod (issue #16).
 */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const AS_SENT: AnswerCheck<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** The answer as the server sent it, typed by the contract (its schema is not loaded). */
export const asSent = <T>(): AnswerCheck<T> => AS_SENT as AnswerCheck<T>;

export type ApiClient = ReturnType<typeof createApiClient>;

/** Told after every successful write (any method but GET): what it changed may show elsewhere. */
export type WriteListener = (method: HttpMethod, path: string) => void;

export function createApiClient(deps: ApiClientDeps) {
  const writeListeners = new Set<WriteListener>();

  async function request<T>(
    method: HttpMethod,
    path: string,
    schema: AnswerCheck<T>,
    body?: unknown,
    options: RequestOptions = {},
    retried = false,
  ): Promise<T> {
    const url = withBase(deps.getApiBase(), path);
    const token = deps.getToken();
    const hasBody = body !== undefined;
    // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    const headers = buildHeaders(method, url, token, deps.getCookies(), hasBody && !isForm);
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method,
        headers,
        body: isForm ? body : hasBody ? JSON.stringify(body) : null,
        credentials: isRelativeUrl(url) ? "same-origin" : "include",
        signal: options.signal ?? null,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(0, "unavailable", NETWORK_ERROR_MESSAGE);
    }
    const text = await response.text();
    let json: unknown = null;
    if (text !== "") {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    if (!response.ok) {
      const error = ApiError.fromAnswer(response.status, json);
      // No XSRF cookie yet (a page not served by the API server, e.g. the dev server, or
      // cookies just cleared): the refusal itself sets one, so try once more with it.
      if (
        error.code === "xsrf" &&
        !retried &&
        !headers.has("X-XSRF-TOKEN") &&
        deps.getCookies().includes("XSRF-TOKEN=")
      ) {
        return request(method, path, schema, body, options, true);
      }
      // Only a lost session signs the user out; another 401 (e.g. "invalid_credentials" for a
      // mistyped password on /login/one) is just an error for the form to show.
      if (response.status === 401 && token && error.code === "unauthenticated") deps.onUnauthorized(token);
      throw error;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ApiError(response.status, "internal", "The server sent an answer this page does not understand.");
    if (method !== "GET" && options.notify !== false) for (const listener of writeListeners) listener(method, path);
    return parsed.data;
  }

  return {
    request,
    /** Subscribes to successful writes (the app refreshes summaries such as the dashboard); returns the unsubscribe. */
    onWrite(listener: WriteListener): () => void {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    get: <T>(path: string, schema: AnswerCheck<T>, options?: RequestOptions) =>
      request("GET", path, schema, undefined, options),
    post: <T>(path: string, schema: AnswerCheck<T>, body: unknown = {}, options?: RequestOptions) =>
      request("POST", path, schema, body, options),
    /** A multipart upload: one file under `field` (the server checks its real type and size). */
    upload: <T>(path: string, schema: AnswerCheck<T>, field: string, file: Blob, options?: RequestOptions) => {
      const form = new FormData();
      form.append(field, file);
      return request("POST", path, schema, form, options);
    },
  };
}
