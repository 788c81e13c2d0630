/**
 * Whether a course's description says more than its summary: one that only repeats the summary
 * above it is not shown twice; one that is only an image is shown.
 *
 * A regex, not a DOM: course detail is rendered on the server too, where there is no DOM, and
 * the description is the server's sanitized HTML (ADR 0010); only its words are compared.
 */
export function hasOwnDescription(html: string, summary: string): boolean {
  if (html.trim() === "") return false;
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text === "" ? /<img\b/i.test(html) : text !== summary.trim();
}
