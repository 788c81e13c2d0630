import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusFirstInvalidOnSubmit } from "./focus-invalid.ts";

describe("focus after a submit with mistakes", () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form><input id="name" /><input id="email" /><input id="country" /></form><input id="outside" />`;
    stop = focusFirstInvalidOnSubmit(document);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });
  const submit = () => document.querySelector("form")?.dispatchEvent(new Event("submit", { bubbles: true }));
  const mark = (id: string) => document.getElementById(id)?.setAttribute("aria-invalid", "true");

  it("goes to the first invalid field the client's checks marked", () => {
    submit();
    mark("email");
    mark("country");
    vi.advanceTimersByTime(1);
    expect(document.activeElement?.id).toBe("email");
  });

  it("waits for the server's answer to mark a field", () => {
    document.getElementById("outside")?.focus();
    submit();
    vi.advanceTimersByTime(1);
    expect(document.activeElement?.id).toBe("outside");
    mark("country");
    vi.advanceTimersByTime(1000);
    expect(document.activeElement?.id).toBe("country");
  });

  it("leaves focus alone when nothing is invalid", () => {
    document.getElementById("name")?.focus();
    submit();
    vi.advanceTimersByTime(3000);
    expect(document.activeElement?.id).toBe("name");
  });
});
