import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnswerSaveBody, AnswerSaved } from "@tq/contract/quiz-attempts";
import { ApiError } from "../../../lib/api-error.ts";
import { SaveQueue, type SaveState } from "./player-save-queue.ts";

const ok = (body: AnswerSaveBody): AnswerSaved => ({ savedSeq: body.clientSeq, feedback: null });
const tf = (value: boolean) => ({ type: "truefalse" as const, value });

function setup(save: (key: number, body: AnswerSaveBody) => Promise<AnswerSaved>, lastSeq = 0) {
  const states: SaveState[] = [];
  const queue = new SaveQueue({ save, onState: (s) => states.push(s), lastSeq, retryMs: [1000, 3000] });
  return { queue, last: () => states.at(-1)?.status };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SaveQueue", () => {
  it("numbers every change after the stored sequence and keeps one request in flight", async () => {
    const calls: [number, AnswerSaveBody][] = [];
    let release: () => void = () => undefined;
    const save = vi.fn((key: number, body: AnswerSaveBody) => {
      calls.push([key, body]);
      return new Promise<AnswerSaved>((resolve) => (release = () => resolve(ok(body))));
    });
    const { queue, last } = setup(save, 7);
    queue.change(1, tf(true), false);
    queue.change(1, tf(false), false);
    queue.change(2, tf(true), true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(last()).toBe("saving");
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    // The first change went at once; the second replaced nothing in flight, then the newest of each question.
    expect(calls.map(([k, b]) => [k, b.clientSeq])).toEqual([
      [1, 8],
      [1, 9],
      [2, 10],
    ]);
    expect(calls[2]?.[1].flagged).toBe(true);
    expect(last()).toBe("saved");
    expect(queue.hasUnsaved).toBe(false);
  });

  it("keeps answers while offline and retries with backoff", async () => {
    let online = false;
    const save = vi.fn((_key: number, body: AnswerSaveBody) =>
      online ? Promise.resolve(ok(body)) : Promise.reject(new ApiError(0, "unavailable", "No connection")),
    );
    const { queue, last } = setup(save);
    queue.change(3, tf(false), false);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("offline");
    queue.change(3, tf(true), false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    online = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenLastCalledWith(3, { response: tf(true), flagged: false, clientSeq: 2 });
    expect(last()).toBe("saved");
  });

  it("stops on a refusal (time is up) and says why; flush resolves", async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(409, "conflict", "Time is up.")));
    const states: SaveState[] = [];
    const queue = new SaveQueue({ save, onState: (s) => states.push(s) });
    queue.change(1, tf(true), false);
    await queue.flush();
    expect(states.at(-1)).toEqual({ status: "failed", message: "Time is up." });
  });

  it("answers a try while offline after that one request (leaving asks at once), where flush keeps waiting", async () => {
    let online = false;
    const save = vi.fn((_key: number, body: AnswerSaveBody) =>
      online ? Promise.resolve(ok(body)) : Promise.reject(new ApiError(0, "unavailable", "No connection")),
    );
    const { queue, last } = setup(save);
    queue.change(4, tf(true), false);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("offline");
    let flushed = false;
    void queue.flush().then(() => (flushed = true));
    // The try does not wait for the backoff: it sends now and answers after that request failed.
    await queue.trySaving();
    expect(save).toHaveBeenCalledTimes(2);
    expect(queue.hasUnsaved).toBe(true);
    expect(flushed).toBe(false);
    online = true;
    await queue.trySaving();
    expect(queue.hasUnsaved).toBe(false);
    expect(last()).toBe("saved");
    expect(flushed).toBe(true);
  });
});
