import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CatalogCourses, CourseOutline, ProgressAnswer, TutorialView } from "@tq/contract/catalog";
import { Id } from "@tq/contract/fields";
import { requireSession } from "../../plugins/auth.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { commentRoutes } from "./comment-routes.ts";
import { publishedCatalog } from "./listing.ts";
import * as catalog from "./service.ts";

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];

  r.get("/api/catalog/courses", {
    schema: {
      tags,
      summary: "Every published course in the home order, with its subjects and their counts",
      response: { 200: CatalogCourses },
    },
    handler: () => publishedCatalog(app.ctx),
  });

  r.get("/api/catalog/courses/:courseId/outline", {
    schema: {
      tags,
      summary: "A course's subjects, levels, chapters and tutorials (drafts for its staff)",
      params: z.object({ courseId: Id }),
      response: { 200: CourseOutline, ...errorResponses(400, 404) },
    },
    handler: (req) => catalog.courseOutline(app.ctx, req.session, req.params.courseId),
  });

  r.get("/api/tutorials/:id", {
    schema: {
      tags,
      summary: "One tutorial to read, with previous/next (free preview, or the course's staff)",
      params: z.object({ id: Id }),
      response: { 200: TutorialView, ...errorResponses(400, 403, 404) },
    },
    handler: (req) =>
      catalog.readTutorial(app.ctx, req.session, req.params.id, { diagrams: app.diagrams, log: req.log }),
  });

  r.put("/api/tutorials/:id/progress", {
    schema: {
      tags,
      summary: "Mark a tutorial complete (or not) for oneself",
      security: BEARER,
      params: z.object({ id: Id }),
      body: z.object({ completed: z.boolean() }),
      response: { 200: ProgressAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => {
      await catalog.markCompleted(app.ctx, requireSession(req), req.params.id, req.body.completed);
      return { tutorialId: req.params.id, completed: req.body.completed };
    },
  });

  await commentRoutes(app);
}
