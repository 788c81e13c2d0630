import type { Comment, CommentPage, CommentThread } from "@tq/contract/catalog";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { commentsQuery, deleteComment, postComment, setCommentHidden } from "./comments-api.ts";

type Pages = InfiniteData<CommentPage, unknown>;

/** Comments not yet confirmed by the server carry negative ids ("Sending…"). */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const isPending = (c: Comment) => c.id < 0;
let tempId = 0;

function mapThreads(data: Pages, fn: (threads: CommentThread[], page: number) => CommentThread[]): Pages {
  return { ...data, pages: data.pages.map((p, i) => ({ ...p, threads: fn(p.threads, i) })) };
}

/** Replaces (or, with null, removes) one comment wherever it is: a question or an answer. */
function replaceComment(data: Pages, id: number, next: Comment | null): Pages {
  return mapThreads(data, (threads) =>
    threads.flatMap((t) => {
      if (t.id === id) return next ? [{ ...t, ...next, answers: t.answers }] : [];
      const answers = t.answers.flatMap((a) => (a.id === id ? (next ? [next] : []) : [a]));
      return [{ ...t, answers }];
    }),
  );
}

/**
 * Asking, answering, hiding and deleting, shown at once (optimistic) and put back as it was
 * when the server refuses; the error is rethrown for the caller to show.
 */
export function useCommentActions(tutorialId: number, reader: { id: number | null; name: string; staff: boolean }) {
  const client = useQueryClient();
  const { queryKey } = commentsQuery(tutorialId, reader.id);

  async function optimistic<T>(
    change: (d: Pages) => Pages,
    action: () => Promise<T>,
    settle: (d: Pages, r: T) => Pages,
  ) {
    await client.cancelQueries({ queryKey });
    const before = client.getQueryData(queryKey);
    if (before) client.setQueryData(queryKey, change(before));
    try {
      const result = await action();
      client.setQueryData(queryKey, (d) => (d ? settle(d, result) : d));
      return result;
    } catch (error) {
      client.setQueryData(queryKey, before);
      throw error;
    }
  }

  function draft(body: string, parentId: number | null): Comment {
    tempId -= 1;
    return {
      id: tempId,
      parentId,
      body,
      // Shown until the server's answer (with its formulas rendered) replaces it.
      bodyHtml: escapeHtml(body),
      author: { name: reader.name, staff: reader.staff },
      createdAt: new Date().toISOString(),
      hidden: false,
      mine: true,
      canDelete: false,
    };
  }

  return {
    ask(body: string) {
      const temp = draft(body, null);
      return optimistic(
        (d) => mapThreads(d, (threads, page) => (page === 0 ? [{ ...temp, answers: [] }, ...threads] : threads)),
        () => postComment(tutorialId, { body }),
        (d, saved) => replaceComment(d, temp.id, saved),
      );
    },
    answer(questionId: number, body: string) {
      const temp = draft(body, questionId);
      return optimistic(
        (d) =>
          mapThreads(d, (threads) =>
            threads.map((t) => (t.id === questionId ? { ...t, answers: [...t.answers, temp], canDelete: false } : t)),
          ),
        () => postComment(tutorialId, { body, parentId: questionId }),
        (d, saved) => replaceComment(d, temp.id, saved),
      );
    },
    setHidden(comment: Comment, hidden: boolean) {
      return optimistic(
        (d) => replaceComment(d, comment.id, { ...comment, hidden }),
        () => setCommentHidden(comment.id, hidden),
        (d, saved) => replaceComment(d, comment.id, saved),
      );
    },
    remove(comment: Comment) {
      return optimistic(
        (d) => replaceComment(d, comment.id, null),
        () => deleteComment(comment.id),
        (d) => d,
      );
    },
  };
}
