import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { UploadedImage } from "@tq/contract/authoring";
import { requireSession } from "../../plugins/auth.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { uploadBodyImage } from "./service.ts";
import { UPLOAD_LIMITS } from "./images.ts";

/** Multipart uploads for the routes of one plugin scope: one file of at most 5 MB. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
}

/** The OpenAPI description of a one-file image upload. */
export const IMAGE_UPLOAD_DOC = {
  consumes: ["multipart/form-data"],
  security: BEARER,
} as const;

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/api/media/images", {
    schema: {
      tags: ["media"],
      summary: "Upload an image for a rich-text body (PNG, JPEG, WebP or GIF; stored as WebP within 1600×1600)",
      ...IMAGE_UPLOAD_DOC,
      response: { 201: UploadedImage, ...errorResponses(400, 401, 403, 413, 429) },
    },
    handler: async (req, reply) => {
      const image = await uploadBodyImage(app.ctx, requireSession(req), req);
      return reply.status(201).send(image);
    },
  });
}
