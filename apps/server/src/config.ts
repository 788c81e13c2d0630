import path from "node:path";
import { z } from "zod";
import type { S3Settings } from "./storage/s3-storage.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "use true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const url = z.url({ error: "must be a URL" });

/** Every environment variable the server reads, parsed once at boot (README lists them). */
const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: url.optional(),
  REDIS_URL: url.optional(),
  SMTP_URL: url.optional(),
  MAIL_FROM: z.string().default("Tutorials & Quizzes <no-reply@localhost>"),
  MAIL_RETRY_BASE_MS: z.coerce.number({ error: "must be a number" }).int().min(10).max(3_600_000).default(30_000),
  MAIL_POLL_MS: z.coerce.number({ error: "must be a number" }).int().min(10).max(600_000).default(5_000),
  PUBLIC_APP_BASE: url.optional(),
  PUBLIC_API_BASE: url.optional(),
  PUBLIC_IMAGE_BASE: url.optional(),
  PUBLIC_DIAGRAM_BASE: url.optional(),
  SEED_DEMO: bool.default(true),
  DEMO_MODE: bool.optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_SCALE: z.coerce.number({ error: "must be a number" }).min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  DIAGRAM_WORKERS: z.coerce.number({ error: "must be a number" }).int().min(1).max(16).optional(),
  S3_URL: url.optional(),
  S3_ENDPOINT: url.optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_REGION: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** An unsent email's first retry comes this long after the failure, each next one twice as long (ADR 0083). */
  mailRetryBaseMs: number;
  /** How often each process's mail worker looks for emails due. */
  mailPollMs: number;
  publicAppBase: string | undefined;
  publicApiBase: string | undefined;
  publicImageBase: string | undefined;
  publicDiagramBase: string | undefined;
  seedDemo: boolean;
  demoMode: boolean;
  tokenTtlMs: number;
  trustProxy: boolean;
  /** Multiplies every named rate limit (a test rig, or many people behind one address); 1 in production. */
  rateLimitScale: number;
  logLevel: string;
  googleClientId: string | undefined;
  shutdownTimeoutMs: number;
  /** TikZ worker processes per lane (authors', visitors'); unset: the cores but one, 1 to 4 (ADR 0060). */
  diagramWorkers: number | undefined;
  /** Media and diagrams in an S3-compatible bucket (ADR 0082); unset: on the local disk under DATA_DIR. */
  s3: S3Settings | undefined;
  /** Where the built web app lives; absent in API-only tests. */
  webBuildDir: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = Env.safeParse(blankless);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    mailPollMs: e.MAIL_POLL_MS,
    publicAppBase: e.PUBLIC_APP_BASE,
    publicApiBase: e.PUBLIC_API_BASE,
    publicImageBase: e.PUBLIC_IMAGE_BASE,
    publicDiagramBase: e.PUBLIC_DIAGRAM_BASE,
    seedDemo: e.SEED_DEMO,
    demoMode: e.DEMO_MODE ?? e.SEED_DEMO,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    diagramWorkers: e.DIAGRAM_WORKERS,
    s3: s3Settings(e),
    webBuildDir: undefined,
    ...overrides,
  };
}

/**
 * S3_URL (`https://KEY:SECRET@host[:port]/bucket?region=…`) or the separate S3_* variables (AWS_*
 * for the keys and region as a fallback); S3_ENDPOINT defaults to AWS's for the region.
 */
function s3Settings(e: z.infer<typeof Env>): S3Settings | undefined {
  if (e.S3_URL) {
    const u = new URL(e.S3_URL);
    const bucket = decodeURIComponent(u.pathname.replace(/^\/+|\/+$/g, ""));
    if (!bucket || bucket.includes("/") || !u.username || !u.password) {
      throw new ConfigError("Invalid environment: S3_URL must look like https://KEY:SECRET@host/bucket");
    }
    return {
      endpoint: u.origin,
      bucket,
      region: u.searchParams.get("region") ?? e.S3_REGION ?? e.AWS_REGION ?? "us-east-1",
      accessKeyId: decodeURIComponent(u.username),
      secretAccessKey: decodeURIComponent(u.password),
    };
  }
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT) throw new ConfigError("Invalid environment: S3_ENDPOINT is set without S3_BUCKET");
    return undefined;
  }
  const region = e.S3_REGION ?? e.AWS_REGION ?? "us-east-1";
  const accessKeyId = e.S3_ACCESS_KEY_ID ?? e.AWS_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY ?? e.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError("Invalid environment: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  const endpoint = e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`;
  return { endpoint, bucket: e.S3_BUCKET, region, accessKeyId, secretAccessKey };
}
