import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-error.ts";
import { Autosaver, type AutosaveState } from "./autosaver.ts";

function setup(save: (html: string) => Promise<void>) {
  const states: AutosaveState[] = [];
  const saver = new Autosaver("<p>start</p>", {
    save,
    onState: (s) => states.push(s),
    delayMs: 1000,
    retryMs: [2000, 4000],
  });
  const last = () => states.at(-1)?.status;
  return { saver, states, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Autosaver", () => {
  it("waits for a pause in typing and sends only the newest text", async () => {
    const save = vi.fn(async () => undefined);
    const { saver, last } = setup(save);
    saver.update("<p>a</p>");
    await vi.advanceTimersByTimeAsync(500);
    saver.update("<p>ab</p>");
    expect(last()).toBe("pending");
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith("<p>ab</p>");
    expect(last()).toBe("saved");
    expect(saver.hasUnsentChanges).toBe(false);
  });

  it("sends a change made during a save after that save, never two at once", async () => {
    let release: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { saver, last } = setup(save);
    saver.update("<p>one</p>");
    await vi.advanceTimersByTimeAsync(1000);
    saver.update("<p>two</p>");
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("pending");
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith("<p>two</p>");
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("saved");
  });

  it("retries with backoff while the server cannot be reached, then recovers", async () => {
    const save = vi
      .fn<(html: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(0, "unavailable", "offline"))
      .mockRejectedValueOnce(new ApiError(503, "unavailable", "restarting"))
      .mockResolvedValue(undefined);
    const { saver, last } = setup(save);
    saver.update("<p>x</p>");
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toBe("offline");
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(last()).toBe("offline");
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(last()).toBe("saved");
  });

  it("stops on a revision conflict until the text is saved another way", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, "conflict", "Someone else saved this tutorial since you opened it");
    });
    const { saver, states, last } = setup(save);
    saver.update("<p>mine</p>");
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toBe("conflict");
    expect(states.at(-1)?.message).toMatch(/someone else saved/i);
    saver.update("<p>mine, more</p>");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    saver.markPersisted("<p>mine, more</p>");
    expect(last()).toBe("saved");
  });

  it("reports a refusal and tries again only after the next change", async () => {
    const save = vi
      .fn<(html: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(400, "invalid", "The tutorial is too long (at most 200 KB)."))
      .mockResolvedValue(undefined);
    const { saver, states, last } = setup(save);
    saver.update("<p>huge</p>");
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toBe("failed");
    expect(states.at(-1)?.message).toMatch(/too long/);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    saver.update("<p>smaller</p>");
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toBe("saved");
  });

  it("flush sends pending text at once; going back to the saved text cancels the send", async () => {
    const save = vi.fn(async () => undefined);
    const { saver, last } = setup(save);
    saver.update("<p>changed</p>");
    saver.update("<p>start</p>");
    expect(last()).toBe("saved");
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    saver.update("<p>changed again</p>");
    await saver.flush();
    expect(save).toHaveBeenCalledWith("<p>changed again</p>");
  });
});
