import type { ManualRevisionSummary, ManualSection, ManualSectionSource } from "@tq/contract/manual";
import type { RevisionRow, SectionWithAuthor } from "./repo.ts";

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ""}`.trim());

export function presentSection(r: SectionWithAuthor): ManualSection {
  return {
    id: r.id,
    title: r.title,
    renderedHtml: r.renderedHtml,
    revision: r.revision,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: nameOf(r.authorFirst, r.authorLast),
  };
}

export const presentSource = (r: SectionWithAuthor): ManualSectionSource => ({
  ...presentSection(r),
  bodyHtml: r.bodyHtml,
});

export const presentRevision = (r: RevisionRow): ManualRevisionSummary => ({
  id: r.id,
  number: r.number,
  title: r.title,
  author: nameOf(r.authorFirst, r.authorLast),
  createdAt: r.createdAt.toISOString(),
  restoredFrom: r.restoredFrom,
});
