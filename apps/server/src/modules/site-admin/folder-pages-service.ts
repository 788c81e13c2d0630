import type { PublicPage } from "@tq/contract/site";
import type { FolderPage, FolderPageBody } from "@tq/contract/site-admin";
import type { AppContext, Session } from "../../context.ts";
import { sanitizeHtml } from "../../content/sanitize.ts";
import { NotFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import {
  deleteFolderPage,
  findFolderPage,
  insertFolderPage,
  listFolderPages,
  updateFolderPage,
  type FolderPageRow,
} from "./folder-pages-repo.ts";

function present(row: FolderPageRow): FolderPage {
  return {
    id: row.id,
    title: row.title,
    html: row.html,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/folder/:id: a published page for everyone; a draft is "not found" (no hint it exists). */
export async function publicFolderPage(ctx: AppContext, id: number): Promise<PublicPage> {
  const row = await findFolderPage(ctx.db, id);
  if (!row?.published) throw NotFound("This page");
  return { key: String(row.id), title: row.title, html: row.html, updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/admin/folder-pages */
export async function folderPagesForEditing(ctx: AppContext, session: Session): Promise<FolderPage[]> {
  authorize(session, "site.manage", null);
  return (await listFolderPages(ctx.db)).map(present);
}

/** POST /api/admin/folder-pages: sanitized on save like every authored HTML (ADR 0010). */
export async function createFolderPage(
  ctx: AppContext,
  session: Session,
  body: FolderPageBody,
  meta: RequestMeta,
): Promise<FolderPage> {
  authorize(session, "site.manage", null);
  const html = sanitizeHtml(body.html);
  const row = await recordChange(
    ctx,
    session,
    meta,
    (created: FolderPageRow) => ({
      action: "folder_page.create",
      targetType: "folder_page",
      targetId: created.id,
      details: { published: created.published },
    }),
    (tx) => insertFolderPage(tx, { ...body, html, createdBy: session.user.id }),
  );
  return present(row);
}

/** PUT /api/admin/folder-pages/:id: title, body and published/draft. */
export async function editFolderPage(
  ctx: AppContext,
  session: Session,
  id: number,
  body: FolderPageBody,
  meta: RequestMeta,
): Promise<FolderPage> {
  authorize(session, "site.manage", null);
  const html = sanitizeHtml(body.html);
  const row = await recordChange(
    ctx,
    session,
    meta,
    (updated: FolderPageRow) => ({
      action: "folder_page.update",
      targetType: "folder_page",
      targetId: id,
      details: { published: updated.published },
    }),
    async (tx) => {
      const updated = await updateFolderPage(tx, id, { ...body, html });
      if (!updated) throw NotFound("The page");
      return updated;
    },
  );
  return present(row);
}

/** DELETE /api/admin/folder-pages/:id */
export async function removeFolderPage(
  ctx: AppContext,
  session: Session,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  authorize(session, "site.manage", null);
  await recordChange(
    ctx,
    session,
    meta,
    { action: "folder_page.delete", targetType: "folder_page", targetId: id },
    async (tx) => {
      if (!(await deleteFolderPage(tx, id))) throw NotFound("The page");
    },
  );
}
