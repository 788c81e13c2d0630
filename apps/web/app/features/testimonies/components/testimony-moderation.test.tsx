import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ModeratedTestimony, ModerationList } from "@tq/contract/testimonies";
import { queryOptions } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { installDomShims, withProviders } from "../../../lib/test-ui.tsx";
import { decideTestimony } from "../api.ts";
import { TestimonyModeration } from "./testimony-moderation.tsx";

// The server is replaced by a list in memory: statuses move as the API would move them.
let store: ModeratedTestimony[] = [];
const listFor = (status: string | null): ModerationList => ({
  testimonies: store.filter((t) => status === null || t.status === status),
});
vi.mock("../api.ts", () => ({
  moderationQuery: (status: string | null) =>
    queryOptions({
      queryKey: ["testimonies", "moderation", status ?? "all"],
      queryFn: () => Promise.resolve(listFor(status)),
    }),
  decideTestimony: vi.fn(),
}));
const decideMock = vi.mocked(decideTestimony);

function testimony(overrides: Partial<ModeratedTestimony>): ModeratedTestimony {
  return {
    id: 1,
    text: "Great tutors.",
    rating: 5,
    status: "pending",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    author: { id: 9, name: "Ada Lovelace", email: "ada@example.com", country: "NG", role: "student" },
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

const wrap = withProviders;

beforeAll(installDomShims);

beforeEach(() => {
  store = [
    testimony({ id: 1, text: "<b>Bold?</b> <img src=x onerror=alert(1)>" }),
    testimony({
      id: 2,
      status: "approved",
      text: "Already live",
      author: { id: 10, name: "Kofi Mensah", email: "kofi@example.com", country: "GH", role: "student" },
    }),
  ];
  decideMock.mockReset();
  decideMock.mockImplementation((id, decision) => {
    const item = store.find((t) => t.id === id);
    if (!item) return Promise.reject(new ApiError(404, "not_found", "That testimony was not found."));
    item.status = decision === "approve" ? "approved" : decision === "reject" ? "rejected" : "unpublished";
    return Promise.resolve(item);
  });
});
afterEach(cleanup);

describe("TestimonyModeration", () => {
  it("shows the pending testimonies first, their text as plain characters, never as markup", async () => {
    const { container } = render(wrap(<TestimonyModeration />));
    const text = await screen.findByText("<b>Bold?</b> <img src=x onerror=alert(1)>");
    expect(text).toBeTruthy();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    // The published one is not in the pending view.
    expect(screen.queryByText("Already live")).toBeNull();
  });

  it("approves a pending testimony, says so, and the pending list empties", async () => {
    render(wrap(<TestimonyModeration />));
    fireEvent.click(await screen.findByRole("button", { name: "Approve: testimony by Ada Lovelace" }));
    expect(decideMock).toHaveBeenCalledWith(1, "approve");
    expect(await screen.findByText("The testimony by Ada Lovelace is now on the home page.")).toBeTruthy();
    expect(await screen.findByText("Nothing waits for review")).toBeTruthy();
  });

  it("offers Unpublish for a published testimony and shows a refusal as an error", async () => {
    render(wrap(<TestimonyModeration />));
    await screen.findByText("<b>Bold?</b> <img src=x onerror=alert(1)>");
    fireEvent.click(screen.getByRole("radio", { name: "Published" }));
    const unpublish = await screen.findByRole("button", { name: "Unpublish: testimony by Kofi Mensah" });
    expect(screen.queryByRole("button", { name: /^Approve: testimony by Kofi/ })).toBeNull();
    decideMock.mockRejectedValueOnce(new ApiError(409, "conflict", "A pending testimony cannot be unpublished."));
    fireEvent.click(unpublish);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("cannot be unpublished"));
  });
});
