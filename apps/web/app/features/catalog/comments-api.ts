import type { Comment, CommentPage, NewComment } from "@tq/contract/catalog";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { asSent } from "../../lib/api-client.ts";

export const COMMENT_PATHS = {
  list: (tutorialId: number, before?: number) =>
    `/api/tutorials/${tutorialId}/comments${before === undefined ? "" : `?before=${before}`}`,
  one: (commentId: number) => `/api/comments/${commentId}`,
} as const;

/**
 * A tutorial's threads, a page of questions at a time. Keyed by the reader too: staff get hidden
 * comments, and `mine`/`canDelete` are the reader's own.
 */
export function commentsQuery(tutorialId: number, readerId: number | null) {
  return infiniteQueryOptions({
    queryKey: ["catalog", "comments", tutorialId, readerId],
    queryFn: ({ pageParam, signal }) =>
      api.get(COMMENT_PATHS.list(tutorialId, pageParam), asSent<CommentPage>(), { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function postComment(tutorialId: number, body: NewComment) {
  return api.post(COMMENT_PATHS.list(tutorialId), asSent<Comment>(), body);
}

export function setCommentHidden(commentId: number, hidden: boolean) {
  return api.request("PATCH", COMMENT_PATHS.one(commentId), asSent<Comment>(), { hidden });
}

/** 204 No Content: an empty body reads as null. */
export function deleteComment(commentId: number) {
  return api.request("DELETE", COMMENT_PATHS.one(commentId), asSent<null>());
}
