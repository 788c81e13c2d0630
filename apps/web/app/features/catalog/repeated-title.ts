/**
 * Authors often open the body with the topic as a heading; the page's h1 already shows it, so
 * that first heading is left out.
 *
 * A regex, not a DOM: it runs in the server render too, where there is no DOM, and the body is
 * the server's sanitized HTML (ADR 0010), whose first heading is well formed. Parsing and
 * re-serializing would also change the rest of the HTML, which must reach the page as it is.
 */
export function withoutRepeatedTitle(html: string, topic: string): string {
  const match = /^\s*<h[12][^>]*>([\s\S]*?)<\/h[12]>/i.exec(html);
  if (!match?.[1]) return html;
  const text = match[1]
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.toLowerCase() === topic.trim().toLowerCase() ? html.slice(match[0].length) : html;
}
