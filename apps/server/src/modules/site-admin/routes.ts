import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CountryCode, Id } from "@tq/contract/fields";
import { PageKey, PublicPage } from "@tq/contract/site";
import {
  AdminCountryList,
  CountryContactBody,
  CountryPatchBody,
  CountrySettings,
  CourseOrder,
  CourseOrderBody,
  FolderPage,
  FolderPageBody,
  FolderPageList,
  NewCountryBody,
  PageBody,
  PriceOverrideBody,
  RateHistory,
  SiteSettingsAnswer,
  SiteSettingsBody,
} from "@tq/contract/site-admin";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as countries from "./countries-service.ts";
import * as order from "./course-order-service.ts";
import * as folders from "./folder-pages-service.ts";
import * as settings from "./settings-service.ts";

const ById = z.object({ id: Id });
const ByCode = z.object({ code: CountryCode });
const ByCodeCourse = z.object({ code: CountryCode, courseId: Id });
const NoContent = z.null().describe("No content");

/** generalsettings, setcountry, courseordering and the public folder/{id} pages (issue #6). */
export async function siteAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["site administration"];

  r.get("/api/admin/site-settings", {
    schema: {
      tags,
      summary: "Site-wide settings (world director)",
      security: BEARER,
      response: { 200: SiteSettingsAnswer, ...errorResponses(401, 403) },
    },
    handler: (req) => settings.readSiteSettings(app.ctx, requireSession(req)),
  });

  r.put("/api/admin/site-settings", {
    schema: {
      tags,
      summary: "Save the site-wide settings",
      security: BEARER,
      body: SiteSettingsBody,
      response: { 200: SiteSettingsAnswer, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => settings.saveSiteSettings(app.ctx, requireSession(req), req.body, metaOf(req)),
  });

  r.put("/api/admin/pages/:key", {
    schema: {
      tags,
      summary: "Rewrite the about, terms or privacy page (sanitized on save)",
      security: BEARER,
      params: z.object({ key: PageKey }),
      body: PageBody,
      response: { 204: NoContent, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      await settings.savePage(app.ctx, requireSession(req), req.params.key, req.body, metaOf(req));
      return reply.status(204).send(null);
    },
  });

  r.get("/api/admin/folder-pages", {
    schema: {
      tags,
      summary: "Folder pages, drafts included (world director)",
      security: BEARER,
      response: { 200: FolderPageList, ...errorResponses(401, 403) },
    },
    handler: async (req) => ({ pages: await folders.folderPagesForEditing(app.ctx, requireSession(req)) }),
  });

  r.post("/api/admin/folder-pages", {
    schema: {
      tags,
      summary: "Create a folder page",
      security: BEARER,
      body: FolderPageBody,
      response: { 201: FolderPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await folders.createFolderPage(app.ctx, requireSession(req), req.body, metaOf(req))),
  });

  r.put("/api/admin/folder-pages/:id", {
    schema: {
      tags,
      summary: "Edit, publish or withdraw a folder page",
      security: BEARER,
      params: ById,
      body: FolderPageBody,
      response: { 200: FolderPage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => folders.editFolderPage(app.ctx, requireSession(req), req.params.id, req.body, metaOf(req)),
  });

  r.delete("/api/admin/folder-pages/:id", {
    schema: {
      tags,
      summary: "Delete a folder page",
      security: BEARER,
      params: ById,
      response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      await folders.removeFolderPage(app.ctx, requireSession(req), req.params.id, metaOf(req));
      return reply.status(204).send(null);
    },
  });

  r.get("/api/folder/:id", {
    schema: {
      tags,
      summary: "A published folder page (public)",
      params: ById,
      response: { 200: PublicPage, ...errorResponses(400, 404) },
    },
    handler: (req) => folders.publicFolderPage(app.ctx, req.params.id),
  });

  r.get("/api/admin/countries/:code/settings", {
    schema: {
      tags,
      summary: "A country's contact details and local prices (its director or the world director)",
      security: BEARER,
      params: ByCode,
      response: { 200: CountrySettings, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => settings.readCountrySettings(app.ctx, requireSession(req), req.params.code),
  });

  r.put("/api/admin/countries/:code/contact", {
    schema: {
      tags,
      summary: "Save a country's contact details (shown on contactus)",
      security: BEARER,
      params: ByCode,
      body: CountryContactBody,
      response: { 200: CountrySettings, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => settings.saveCountryContact(app.ctx, requireSession(req), req.params.code, req.body, metaOf(req)),
  });

  r.put("/api/admin/countries/:code/prices/:courseId", {
    schema: {
      tags,
      summary: "Set a course's local price in the country's currency (minor units)",
      security: BEARER,
      params: ByCodeCourse,
      body: PriceOverrideBody,
      response: { 200: CountrySettings, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) =>
      settings.setPriceOverride(
        app.ctx,
        requireSession(req),
        req.params.code,
        req.params.courseId,
        req.body,
        metaOf(req),
      ),
  });

  r.delete("/api/admin/countries/:code/prices/:courseId", {
    schema: {
      tags,
      summary: "Clear a course's local price (back to the converted base price)",
      security: BEARER,
      params: ByCodeCourse,
      response: { 200: CountrySettings, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) =>
      settings.clearPriceOverride(app.ctx, requireSession(req), req.params.code, req.params.courseId, metaOf(req)),
  });

  r.get("/api/admin/countries", {
    schema: {
      tags,
      summary: "Countries with rates, state and directors (world director)",
      security: BEARER,
      response: { 200: AdminCountryList, ...errorResponses(401, 403) },
    },
    handler: (req) => countries.adminCountries(app.ctx, requireSession(req)),
  });

  r.post("/api/admin/countries", {
    schema: {
      tags,
      summary: "Add a country",
      security: BEARER,
      body: NewCountryBody,
      response: { 201: AdminCountryList, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await countries.addCountry(app.ctx, requireSession(req), req.body, metaOf(req))),
  });

  r.patch("/api/admin/countries/:code", {
    schema: {
      tags,
      summary: "Change a country's rate, state or director",
      security: BEARER,
      params: ByCode,
      body: CountryPatchBody,
      response: { 200: AdminCountryList, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => countries.editCountry(app.ctx, requireSession(req), req.params.code, req.body, metaOf(req)),
  });

  r.get("/api/admin/countries/:code/rate-history", {
    schema: {
      tags,
      summary: "Every change of a country's exchange rate",
      security: BEARER,
      params: ByCode,
      response: { 200: RateHistory, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => countries.rateHistory(app.ctx, requireSession(req), req.params.code),
  });

  r.get("/api/admin/course-order", {
    schema: {
      tags,
      summary: "Published courses in home's order (world director)",
      security: BEARER,
      response: { 200: CourseOrder, ...errorResponses(401, 403) },
    },
    handler: (req) => order.courseOrder(app.ctx, requireSession(req)),
  });

  r.put("/api/admin/course-order", {
    schema: {
      tags,
      summary: "Save the order of the published courses",
      security: BEARER,
      body: CourseOrderBody,
      response: { 200: CourseOrder, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => order.saveCourseOrder(app.ctx, requireSession(req), req.body, metaOf(req)),
  });
}
