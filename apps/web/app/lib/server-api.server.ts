import { COUNTRY_COOKIE, type PublicEnv, type SsrApi, type SsrContextValue } from "@tq/contract/ssr";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { ApiError } from "./api-error.ts";
import { readCookie } from "./cookies.ts";
import { SAME_ORIGIN_ENV } from "./public-env.ts";
import { ssrContext } from "./ssr-context.ts";

/** What server loaders get: the in-process API, or plain HTTP under `react-router dev`. */
export interface ServerSide {
  api: SsrApi;
  country: string | null;
  publicEnv: PublicEnv;
}

function devApi(): SsrApi {
  const origin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";
  return async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === "" ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, body: json };
  };
}

/** Same rule as the server's: the tq-country cookie, else the Accept-Language region. */
function devCountry(request: Request): string | null {
  const cookie = readCookie(request.headers.get("cookie"), COUNTRY_COOKIE);
  if (cookie && /^[A-Z]{2}$/i.test(cookie)) return cookie.toUpperCase();
  const match = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(request.headers.get("accept-language") ?? "");
  return match?.[1]?.toUpperCase() ?? null;
}

function devEnv(): PublicEnv {
  return {
    apiBase: process.env.PUBLIC_API_BASE ?? SAME_ORIGIN_ENV.apiBase,
    imageBase: process.env.PUBLIC_IMAGE_BASE ?? SAME_ORIGIN_ENV.imageBase,
    diagramBase: process.env.PUBLIC_DIAGRAM_BASE ?? SAME_ORIGIN_ENV.diagramBase,
    appBase: process.env.PUBLIC_APP_BASE ?? SAME_ORIGIN_ENV.appBase,
    googleClientId: process.env.GOOGLE_CLIENT_ID ?? null,
  };
}

export function serverSide(context: Readonly<RouterContextProvider>, request: Request): ServerSide {
  const value: SsrContextValue | null = context.get(ssrContext);
  if (value) return { api: value.api, country: value.country, publicEnv: value.publicEnv };
  return { api: devApi(), country: devCountry(request), publicEnv: devEnv() };
}

/**
 * Calls the API from a loader and parses the answer; a failure becomes a thrown route error
 * response with the API's status, so the route's ErrorBoundary shows it.
 */
export async function loadFrom<T>(
  side: ServerSide,
  method: "GET" | "POST",
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  let answer: Awaited<ReturnType<SsrApi>>;
  try {
    answer = await side.api(method, path, body);
  } catch {
    throw data({ message: "The server could not be reached." }, { status: 503 });
  }
  if (answer.status < 200 || answer.status >= 300) {
    const error = ApiError.fromAnswer(answer.status, answer.body);
    throw data({ message: error.message }, { status: answer.status });
  }
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw data({ message: "The server sent an unexpected answer." }, { status: 502 });
  return parsed.data;
}
