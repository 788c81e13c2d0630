import { renderTutorialHtml } from "../../../content/render.ts";
import { sanitizeHtml } from "../../../content/sanitize.ts";

/**
 * Quiz HTML is stored as tutorials store theirs (ADR 0010, ADR 0017): the sanitized source the
 * editor loads, and the rendering readers get (KaTeX done, TikZ blocks marked), made once at
 * write time. Rendered HTML cannot be re-sanitized (KaTeX would not survive), hence both.
 */
export function rich(html: string): { html: string; rendered: string } {
  const source = sanitizeHtml(html);
  return { html: source, rendered: source.trim() === "" ? "" : renderTutorialHtml(source).html };
}
