import { buildHeaders, isRelativeUrl } from "./api-client.ts";
import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-error.ts";
import { publicEnv, withBase } from "./public-env.ts";
import { session } from "./session.ts";

/** Files from the API (exports): fetched with the session's token, saved through the browser's own download. */

/** The file name the server chose (Content-Disposition), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Fetches an API path that answers a file. Not through `api.get`: the answer is a file, not
 * JSON, but it carries the same token and turns the server's JSON errors into an `ApiError`.
 */
export async function fetchFile(
  path: string,
  accept: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const url = withBase(publicEnv().apiBase, path);
  const cookies = typeof document === "undefined" ? "" : document.cookie;
  const headers = buildHeaders("GET", url, session().getState().token, cookies, false);
  headers.set("Accept", `${accept}, application/json`);
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: isRelativeUrl(url) ? "same-origin" : "include" });
  } catch {
    throw new ApiError(0, "unavailable", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw ApiError.fromAnswer(response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get("content-disposition"), fallbackName),
  };
}

/** Saves a blob through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
