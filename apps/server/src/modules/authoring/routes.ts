import type { FastifyInstance } from "fastify";
import { registerUploads } from "../media/routes.ts";
import { courseRoutes } from "./courses-routes.ts";
import { structureRoutes } from "./structure-routes.ts";
import { tutorialRoutes } from "./tutorials-routes.ts";

/** /api/authoring/…: courses, their structure and tutorials (issue #3). Uploads: the course logo. */
export async function authoringRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  courseRoutes(app);
  structureRoutes(app);
  tutorialRoutes(app);
}
