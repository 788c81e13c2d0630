import type { FastifyRequest } from "fastify";
import type { UploadedImage } from "@tq/contract/authoring";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { authorize } from "../../policies/authorize.ts";
import { readUpload, storeImage } from "./images.ts";

/** Images inside tutorial bodies are shown at most this wide/high (their container is narrower). */
const BODY_IMAGE_BOX = 1600;

/**
 * An image for a rich-text body. Its URL goes into stored HTML as is, so it is absolute when
 * images have their own host (PUBLIC_IMAGE_BASE) and same-site relative otherwise; both pass
 * the sanitizer's image rule (`/media/…` or https).
 */
export async function uploadBodyImage(
  ctx: AppContext,
  session: Session,
  request: FastifyRequest,
): Promise<UploadedImage> {
  authorize(
    session,
    "media.uploadImage",
    null,
    "Only teachers, teaching assistants and the world director upload images.",
  );
  await ctx.limits.consume("mediaUploadAccount", String(session.user.id));
  const input = await readUpload(request);
  const stored = await storeImage(ctx.storage, input, { folder: "images", box: BODY_IMAGE_BOX });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "media.image_uploaded",
    targetType: "image",
    targetId: stored.path,
    ip: request.ip,
    details: { width: stored.width, height: stored.height, bytesIn: input.length },
  });
  const base = ctx.config.publicImageBase?.replace(/\/+$/, "");
  return { url: base ? `${base}${stored.path}` : stored.path, width: stored.width, height: stored.height };
}
