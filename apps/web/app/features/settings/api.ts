import { OutboxAnswer, PublicPage, type PageKey } from "@tq/contract/site";
import {
  AdminCountryList,
  CountrySettings,
  CourseOrder,
  FolderPage,
  FolderPageList,
  RateHistory,
  SiteSettingsAnswer,
  type CountryContactBody,
  type CountryPatchBody,
  type FolderPageBody,
  type NewCountryBody,
  type PageBody,
  type SiteSettingsBody,
} from "@tq/contract/site-admin";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export const SETTINGS_PATHS = {
  site: "/api/admin/site-settings",
  page: (key: PageKey) => `/api/admin/pages/${key}`,
  publicPage: (key: PageKey) => `/api/pages/${key}`,
  folderPages: "/api/admin/folder-pages",
  folderPage: (id: number) => `/api/admin/folder-pages/${id}`,
  publicFolderPage: (id: number | string) => `/api/folder/${id}`,
  countrySettings: (code: string) => `/api/admin/countries/${code}/settings`,
  countryContact: (code: string) => `/api/admin/countries/${code}/contact`,
  price: (code: string, courseId: number) => `/api/admin/countries/${code}/prices/${courseId}`,
  countries: "/api/admin/countries",
  country: (code: string) => `/api/admin/countries/${code}`,
  rateHistory: (code: string) => `/api/admin/countries/${code}/rate-history`,
  courseOrder: "/api/admin/course-order",
  outbox: "/api/admin/outbox",
} as const;

const NoContent = z.null();

export const settingsKeys = {
  all: ["settings"] as const,
  site: ["settings", "site"] as const,
  page: (key: PageKey) => ["settings", "page", key] as const,
  folderPages: ["settings", "folder-pages"] as const,
  country: (code: string) => ["settings", "country", code] as const,
  countries: ["settings", "countries"] as const,
  rateHistory: (code: string) => ["settings", "rate-history", code] as const,
  courseOrder: ["settings", "course-order"] as const,
  outbox: (to: string) => ["settings", "outbox", to] as const,
};

export function siteSettingsQuery() {
  return queryOptions({
    queryKey: settingsKeys.site,
    queryFn: ({ signal }) => api.get(SETTINGS_PATHS.site, SiteSettingsAnswer, { signal }),
  });
}
export const saveSiteSettings = (body: SiteSettingsBody) =>
  api.request("PUT", SETTINGS_PATHS.site, SiteSettingsAnswer, body);

/** The page as visitors see it, read again for editing (the editor starts from its HTML). */
export function pageQuery(key: PageKey) {
  return queryOptions({
    queryKey: settingsKeys.page(key),
    queryFn: ({ signal }) => api.get(SETTINGS_PATHS.publicPage(key), PublicPage, { signal }),
  });
}
export const savePage = (key: PageKey, body: PageBody) => api.request("PUT", SETTINGS_PATHS.page(key), NoContent, body);

export function folderPagesQuery() {
  return queryOptions({
    queryKey: settingsKeys.folderPages,
    queryFn: ({ signal }) => api.get(SETTINGS_PATHS.folderPages, FolderPageList, { signal }),
  });
}
export const createFolderPage = (body: FolderPageBody) => api.post(SETTINGS_PATHS.folderPages, FolderPage, body);
export const editFolderPage = (id: number, body: FolderPageBody) =>
  api.request("PUT", SETTINGS_PATHS.folderPage(id), FolderPage, body);
export const deleteFolderPage = (id: number) => api.request("DELETE", SETTINGS_PATHS.folderPage(id), NoContent);

export function countrySettingsQuery(code: string) {
  return queryOptions({
    queryKey: settingsKeys.country(code),
    queryFn: ({ signal }) => api.get(SETTINGS_PATHS.countrySettings(code), CountrySettings, { signal }),
    enabled: code !== "",
  });
}
export const saveCountryContact = (code: string, body: CountryContactBody) =>
  api.request("PUT", SETTINGS_PATHS.countryContact(code), CountrySettings, body);
export const setPriceOverride = (code: string, courseId: number, amountMinor: number) =>
  api.request("PUT", SETTINGS_PATHS.price(code, courseId), CountrySettings, { amountMinor });
export const clearPriceOverride = (code: string, courseId: number) =>
  api.request("DELETE", SETTINGS_PATHS.price(code, courseId), CountrySettings);

export function adminCountriesQuery() {
  return queryOptions({
    queryKey: settingsKeys.countries,
    queryFn: ({ signal }) => api.get(SETTINGS_PATHS.countries, AdminCountryList, { signal }),
  });
}
export const addCountry = (body: NewCountryBody) => api.post(SETTINGS_PATHS.countries, AdminCountryList, body);
export const editCountry = (code: string, body: CountryPatchBody) =>
  api.request("PATCH", SETTINGS_PATHS.country(code), AdminCountryList, body);

export function rateHistoryQuery(code: string) {
  return queryOptions({
    queryKey: settingsKeys.rateHistory(code),
    queryFn: ({ signal }) => api.get(SETTINGS_PATHS.rateHistory(code), RateHistory, { signal }),
  });
}

export function courseOrderQuery() {
  return queryOptions({
    queryKey: settingsKeys.courseOrder,
    queryFn: ({ signal }) => api.get(SETTINGS_PATHS.courseOrder, CourseOrder, { signal }),
  });
}
export const saveCourseOrder = (ids: number[]) => api.request("PUT", SETTINGS_PATHS.courseOrder, CourseOrder, { ids });

/** The newest emails the platform made (50; to one address when `to` is given), with their delivery state. */
export function outboxQuery(to: string) {
  return queryOptions({
    queryKey: settingsKeys.outbox(to),
    queryFn: ({ signal }) =>
      api.get(`${SETTINGS_PATHS.outbox}${to ? `?${new URLSearchParams({ to })}` : ""}`, OutboxAnswer, { signal }),
  });
}
