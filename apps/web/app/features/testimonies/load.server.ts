import { PublicTestimonies, type PublicTestimony } from "@tq/contract/testimonies";
import { loadFrom, type ServerSide } from "../../lib/server-api.server.ts";
import { TESTIMONY_PATHS } from "./api.ts";

/** Home's testimonies, loaded on the server; a failure leaves them out rather than failing home. */
export async function loadHomeTestimonies(side: ServerSide): Promise<PublicTestimony[]> {
  try {
    return (await loadFrom(side, "GET", TESTIMONY_PATHS.public, PublicTestimonies)).testimonies;
  } catch {
    return [];
  }
}
