import type { FastifyBaseLogger } from "fastify";
import type { PreviewAnswer } from "@tq/contract/content";
import { renderTutorialHtml } from "../../content/render.ts";
import { renderDiagramsInHtml } from "../../content/tikz.ts";
import type { AppContext, Session } from "../../context.ts";
import { laneOf } from "../../diagrams/lane.ts";
import { AppError } from "../../lib/errors.ts";
import { spendDiagramRender, type Diagrams } from "./diagram-drawing.ts";

export interface PreviewCaller {
  session: Session | null;
  ip: string;
  /**
   * The web server's own in-process call (a help page's fixed examples, rendered for one
   * visitor's page request): all such calls come from one address, so they spend no preview point.
   */
  ssr: boolean;
  log: Pick<FastifyBaseLogger, "warn">;
}

/** Whose preview budget a call spends: a signed-in user's own, else their address's. */
async function spendPreview(ctx: AppContext, caller: PreviewCaller): Promise<void> {
  if (caller.ssr) return;
  await (caller.session
    ? ctx.limits.consume("previewAccount", String(caller.session.user.id))
    : ctx.limits.consume("previewIp", caller.ip));
}

/**
 * A diagram that failed for now (the caller's diagram limit is spent, the queue is full, the
 * server is restarting): its block stays TikZ source in the preview instead of the error figure.
 */
const isTransient = (err: unknown) => !(err instanceof AppError) || err.status === 429 || err.status >= 500;

function reasonOf(err: unknown): string {
  return err instanceof AppError ? err.message : "The diagram could not be drawn right now. Try again shortly.";
}

/**
 * Exactly what a reader would get for this source: the rich-content pipeline (sanitize → TikZ
 * blocks → KaTeX, ADR 0010), then each TikZ block drawn by the diagram service. New renders
 * spend the caller's diagram points as POST /api/diagrams does; a block TeX cannot draw becomes
 * the pipeline's error figure, and every failure's reason is listed in document order.
 */
export async function previewHtml(
  ctx: AppContext,
  diagrams: Diagrams,
  caller: PreviewCaller,
  html: string,
): Promise<PreviewAnswer> {
  await spendPreview(ctx, caller);
  const rendered = renderTutorialHtml(html).html;
  // renderDiagramsInHtml asks for every block at once, in document order: number them as asked.
  const reasons: (string | undefined)[] = [];
  const drawn = await renderDiagramsInHtml(
    rendered,
    async (source) => {
      const index = reasons.push(undefined) - 1;
      try {
        const { url } = await diagrams.submit(source, {
          lane: laneOf(caller.session?.user),
          beforeRender: () => spendDiagramRender(ctx, caller.session, caller.ip),
        });
        return url;
      } catch (err) {
        reasons[index] = reasonOf(err);
        throw err;
      }
    },
    {
      isTransient,
      // The caller's own mistakes and limits are in the answer; only the unexpected is logged.
      onError: (source, err) => {
        if (!(err instanceof AppError))
          caller.log.warn({ err, source: source.slice(0, 200) }, "a preview diagram failed");
      },
    },
  );
  return { html: drawn, diagramErrors: reasons.filter((r): r is string => r !== undefined) };
}
