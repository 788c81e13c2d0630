export const CATALOG_PATHS = {
  coursesForDisplay: "/api/admin/getcoursesfordisplay",
} as const;
