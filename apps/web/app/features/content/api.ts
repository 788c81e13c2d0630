import type { PageKey } from "@tq/contract/site";

/** Public pages are read by server loaders (they are rendered on the server for search engines). */
export const CONTENT_PATHS = {
  page: (key: PageKey) => `/api/pages/${key}`,
} as const;
