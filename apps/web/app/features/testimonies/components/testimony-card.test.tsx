import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { MyTestimony, MyTestimonyAnswer } from "@tq/contract/testimonies";
import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { editTestimony, submitTestimony } from "../api.ts";
import { TestimonyCard } from "./testimony-card.tsx";

let answer: MyTestimonyAnswer = { testimony: null };
vi.mock("../api.ts", () => ({
  myTestimonyQuery: () => queryOptions({ queryKey: ["testimonies", "mine"], queryFn: () => Promise.resolve(answer) }),
  submitTestimony: vi.fn(),
  editTestimony: vi.fn(),
  withdrawTestimony: vi.fn(),
}));
const submitMock = vi.mocked(submitTestimony);
const editMock = vi.mocked(editTestimony);

const saved = (overrides: Partial<MyTestimony>): MyTestimony => ({
  id: 3,
  text: "Clear tutorials.",
  rating: null,
  status: "pending",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

beforeAll(() => {
  // happy-dom lacks these; Mantine's autosizing Textarea and media queries read them.
  if (!("fonts" in document) || !document.fonts) {
    Object.defineProperty(document, "fonts", {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      configurable: true,
    });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
beforeEach(() => {
  answer = { testimony: null };
  submitMock.mockReset();
  editMock.mockReset();
});
afterEach(cleanup);

describe("TestimonyCard", () => {
  it("refuses an empty testimony in the form, then sends the text with no rating", async () => {
    submitMock.mockImplementation((body) => Promise.resolve(saved({ text: body.text, rating: body.rating ?? null })));
    render(wrap(<TestimonyCard acting={false} />));
    const send = await screen.findByRole("button", { name: "Send my testimony" });
    fireEvent.click(send);
    expect(await screen.findByText("Write a few words about your experience.")).toBeTruthy();
    expect(submitMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Your testimony/), { target: { value: "Clear tutorials." } });
    fireEvent.click(send);
    await waitFor(() => expect(submitMock).toHaveBeenCalledWith({ text: "Clear tutorials.", rating: null }));
    expect(await screen.findByText("Waiting for review")).toBeTruthy();
    expect(screen.getByTestId("my-testimony-text").textContent).toBe("Clear tutorials.");
    expect(screen.getByRole("button", { name: "Change" })).toBeTruthy();
  });

  it("shows a server's field error under the field", async () => {
    submitMock.mockRejectedValue(
      new ApiError(400, "validation", "Use at most 600 characters.", { text: "Use at most 600 characters." }),
    );
    render(wrap(<TestimonyCard acting={false} />));
    fireEvent.change(await screen.findByLabelText(/Your testimony/), { target: { value: "Words" } });
    fireEvent.click(screen.getByRole("button", { name: "Send my testimony" }));
    expect(await screen.findByText("Use at most 600 characters.")).toBeTruthy();
  });

  it("offers no change once published, and says where it shows", async () => {
    answer = { testimony: saved({ status: "approved", text: "<i>kept as typed</i>" }) };
    const { container } = render(wrap(<TestimonyCard acting={false} />));
    expect(await screen.findByText("Published")).toBeTruthy();
    expect(screen.getByTestId("my-testimony-text").textContent).toBe("<i>kept as typed</i>");
    expect(container.querySelector("i")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("is not offered while acting for someone else", () => {
    render(wrap(<TestimonyCard acting />));
    expect(screen.getByText(/not while acting for them/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send my testimony" })).toBeNull();
  });
});
