import { CoursesForDisplay } from "@tq/contract/site";
import { loadFrom, type ServerSide } from "../../lib/server-api.server.ts";
import { CATALOG_PATHS } from "./api.ts";

/** The home page's courses for the visitor's country, read through the contract's schema on the server. */
export function loadCoursesForDisplay(side: ServerSide): Promise<CoursesForDisplay> {
  return loadFrom(
    side,
    "POST",
    CATALOG_PATHS.coursesForDisplay,
    CoursesForDisplay,
    side.country ? { country: side.country } : {},
  );
}
