import type { AppContext, Session } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { checkCourse, checkPart, checkSameSet } from "./access.ts";

/** A part of a course's outline, and what holds it. */
export type PartKind = "subject" | "level" | "chapter";
export type PartParent = "course" | "subject";

/**
 * What one kind of part does its own way; partService adds what every kind does alike. The
 * writes take the transaction that also records them.
 */
export interface PartSpec<Body, Part, List> {
  kind: PartKind;
  parent: PartParent;
  /** Names one item in the refusal of a stale order ("subject of the course"). */
  orderNoun: string;
  insert(db: Db, parentId: number, body: Body): Promise<number>;
  rename(db: Db, id: number, body: Body): Promise<void>;
  /** Refuses (409) while the part still holds something, else deletes it; answers the message. */
  remove(db: Db, id: number): Promise<string>;
  find(ctx: AppContext, id: number): Promise<Part>;
  /** The parent's parts in their current order. */
  ids(ctx: AppContext, parentId: number): Promise<number[]>;
  reorder(db: Db, ids: number[]): Promise<void>;
  list(ctx: AppContext, parentId: number): Promise<List>;
}

export interface PartService<Body, Part, List> {
  create(ctx: AppContext, session: Session, parentId: number, body: Body, meta: RequestMeta): Promise<Part>;
  rename(ctx: AppContext, session: Session, id: number, body: Body, meta: RequestMeta): Promise<Part>;
  remove(ctx: AppContext, session: Session, id: number, meta: RequestMeta): Promise<{ message: string }>;
  order(ctx: AppContext, session: Session, parentId: number, ids: number[], meta: RequestMeta): Promise<List>;
}

/**
 * Create, rename, delete and reorder for one kind of part. Only the course's owner or the world
 * director may (course.manage); every change is logged as "<kind>.<verb>" and bumps publicVersion
 * (a published course's outline changes).
 */
export function partService<Body, Part, List>(spec: PartSpec<Body, Part, List>): PartService<Body, Part, List> {
  const { kind, parent } = spec;

  const checkParent = (ctx: AppContext, session: Session, parentId: number) =>
    parent === "course"
      ? checkCourse(ctx, session, parentId, "manage")
      : checkPart(ctx, session, parent, parentId, "manage");

  /** The activity log's line: "<kind>.<verb>" on the part, or on its parent for a reorder. */
  const entry = (verb: string, targetType: string, targetId: number) => ({
    action: `${kind}.${verb}`,
    targetType,
    targetId,
  });

  return {
    async create(ctx, session, parentId, body, meta) {
      await checkParent(ctx, session, parentId);
      const id = await recordChange(
        ctx,
        session,
        meta,
        (created: number) => entry("create", kind, created),
        (tx) => spec.insert(tx, parentId, body),
      );
      return spec.find(ctx, id);
    },
    async rename(ctx, session, id, body, meta) {
      await checkPart(ctx, session, kind, id, "manage");
      await recordChange(ctx, session, meta, entry("rename", kind, id), (tx) => spec.rename(tx, id, body));
      return spec.find(ctx, id);
    },
    async remove(ctx, session, id, meta) {
      await checkPart(ctx, session, kind, id, "manage");
      const message = await recordChange(ctx, session, meta, entry("delete", kind, id), (tx) => spec.remove(tx, id));
      return { message };
    },
    async order(ctx, session, parentId, ids, meta) {
      await checkParent(ctx, session, parentId);
      checkSameSet(await spec.ids(ctx, parentId), ids, spec.orderNoun);
      await recordChange(ctx, session, meta, entry("reorder", parent, parentId), (tx) => spec.reorder(tx, ids));
      return spec.list(ctx, parentId);
    },
  };
}
