import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { DurableMailer } from "./lib/mailer.ts";
import type { PublicVersion } from "./lib/public-version.ts";
import type { RateLimits } from "./lib/rate-limits.ts";
import type { MediaStorage } from "./storage/storage.ts";
import type { SessionUser } from "@tq/contract/auth";
import type { GoogleVerifier } from "./modules/auth/google.ts";

/** What every service gets: the shared resources of one running server. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: DurableMailer;
  limits: RateLimits;
  redis: Redis | undefined;
  /** Uploaded media and drawn diagrams: the local disk, or S3 shared by every process (ADR 0082). */
  storage: MediaStorage;
  /** Present only when GOOGLE_CLIENT_ID is configured. */
  google: GoogleVerifier | undefined;
  /** Bumped whenever public catalogue data changes, here or in another process; SSR caches key on it. */
  publicVersion: PublicVersion;
}

/**
 * What a service that only reads and writes the database needs: the demo seed runs the quiz
 * services (start, save, submit, mark, release) before the app exists.
 */
export type DbContext = Pick<AppContext, "db">;

/** The signed-in session behind a request's bearer token. */
export interface Session {
  user: SessionUser & { status: string };
  tokenId: number;
  /** The guardian or admin really acting, when this is an act-as session. */
  realUserId: number;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered on this instance (method, url), recorded by an onRoute hook. */
    registeredRoutes: readonly { method: string; url: string }[];
  }
  interface FastifyRequest {
    session: Session | null;
    /** The request carried a token that is expired, revoked or unknown. */
    staleToken: boolean;
    /** A rendered page's inline scripts, as CSP hashes (plugins/inline-scripts.ts, ADR 0090). */
    scriptHashes: string[] | null;
  }
}
