import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { MyTestimony, MyTestimonyAnswer } from "@tq/contract/testimonies";
import { queryOptions } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { installDomShims, withProviders } from "../../../lib/test-ui.tsx";
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

const wrap = withProviders;

beforeAll(installDomShims);
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
