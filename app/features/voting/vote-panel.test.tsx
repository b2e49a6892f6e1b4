// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { VotePanel } from "./vote-panel";
import { storageKeys } from "./vote-storage";

/**
 * The panel asks the server for the count itself (GET /api/votes/…), so the test answers at the
 * network boundary, globalThis.fetch; every component is the real one.
 */
function answerCount(response: () => Promise<Response>) {
  const requested: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    requested.push(url);
    return response();
  });
  return requested;
}
const votes = (count: number) => async () => Response.json({ votes: count });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const voteButton = () => screen.getByRole("button", { name: "Vote" });

test("shows the dish's count as 'N vote' in its status region", async () => {
  const requested = answerCount(votes(7));
  render(<VotePanel category="domestic" food="rendang" />);
  expect(await screen.findByRole("status")).toHaveProperty("textContent", "7 vote");
  expect(requested).toEqual(["/api/votes/domestic/rendang"]);
  expect((voteButton() as HTMLButtonElement).disabled).toBe(false);
});

test("says the count could not be loaded when the server fails, and still lets the visitor vote", async () => {
  answerCount(async () => new Response("", { status: 503 }));
  render(<VotePanel category="domestic" food="rendang" />);
  await vi.waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("Jumlah vote belum bisa dimuat."),
  );
  expect((voteButton() as HTMLButtonElement).disabled).toBe(false);
});

/** Rendang's panel once this browser has voted in `category`, after its count has loaded. */
async function rendangAfterVoteIn(category: keyof typeof storageKeys) {
  localStorage.setItem(storageKeys[category], "true");
  answerCount(votes(3));
  render(<VotePanel category="domestic" food="rendang" />);
  await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("3 vote"));
}

test("is disabled, with a note, once this browser has voted in the dish's category", async () => {
  await rendangAfterVoteIn("domestic");
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
  expect(
    screen.getByText("Kamu sudah memberikan vote di kategori ini. Terima kasih!"),
  ).toBeTruthy();
});

test("a vote in the other category does not disable this one", async () => {
  await rendangAfterVoteIn("international");
  expect((voteButton() as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByText(/sudah memberikan vote/)).toBeNull();
});
