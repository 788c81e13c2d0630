import type { AppContext } from "../context.ts";

/** Links in emails use the configured public address, never the request's Host header. */
export function appBase(ctx: Pick<AppContext, "config">): string {
  return (ctx.config.publicAppBase ?? `http://localhost:${ctx.config.port}`).replace(/\/$/, "");
}
