import { afterEach, describe, expect, it, vi } from "vitest";
import { repositoryContent } from "../../../tests/repository-content";
import { fetchDishVotes, sendVote } from "./vote-api";

/** The dish page's own sentences, which the page passes in. */
const texts = repositoryContent.pages.dish;

/** The browser's fetch, replaced per test by one that behaves like a failing network. */
function respondWith(behaviour: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(behaviour));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A proof of work already solved: its payload is what the vote must carry. */
const solved = async () => "solved-challenge";

/** The bodies of the votes sent, in order. */
const sentBodies = () =>
  vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe("sendVote", () => {
  it("returns the new count of a 201", async () => {
    respondWith(async () => Response.json({ votes: 12 }, { status: 201 }));
    expect(await sendVote("domestic", "rendang", "a@b.co", solved, texts)).toEqual({
      ok: true,
      votes: 12,
    });
  });

  it("sends the address with the solved proof of work", async () => {
    respondWith(async () => Response.json({ votes: 12 }, { status: 201 }));
    await sendVote("domestic", "rendang", "a@b.co", solved, texts);
    expect(sentBodies()).toEqual([{ email: "a@b.co", altcha: "solved-challenge" }]);
  });

  it("solves a fresh challenge and resends once when the server refuses the solution", async () => {
    const answers = [
      Response.json({ error: "pow_required", message: "x" }, { status: 400 }),
      Response.json({ votes: 5 }, { status: 201 }),
    ];
    respondWith(async () => answers.shift() ?? Response.error());
    let solutions = 0;
    const proof = async () => `solution-${++solutions}`;
    expect(await sendVote("domestic", "rendang", "a@b.co", proof, texts)).toEqual({
      ok: true,
      votes: 5,
    });
    expect(sentBodies().map((body) => body.altcha)).toEqual(["solution-1", "solution-2"]);
  });

  it("shows the refusal when the fresh solution is refused too", async () => {
    respondWith(async () =>
      Response.json({ error: "pow_required", message: "x" }, { status: 400 }),
    );
    const outcome = await sendVote("domestic", "rendang", "a@b.co", solved, texts);
    expect(outcome).toMatchObject({ ok: false, code: "pow_required" });
    expect(outcome.ok ? "" : outcome.message).toMatch(/anti-robot/);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });

  it("sends the vote without a solution when solving failed, and lets the server decide", async () => {
    respondWith(async () => Response.json({ votes: 1 }, { status: 201 }));
    const failing = async () => {
      throw new Error("challenge: HTTP 503");
    };
    expect(await sendVote("domestic", "rendang", "a@b.co", failing, texts)).toEqual({
      ok: true,
      votes: 1,
    });
    expect(sentBodies()).toEqual([{ email: "a@b.co" }]);
  });

  it("returns null for the count of a 201 while the committee hides the counts", async () => {
    respondWith(async () => Response.json({ votes: null }, { status: 201 }));
    expect(await sendVote("domestic", "rendang", "a@b.co", solved, texts)).toEqual({
      ok: true,
      votes: null,
    });
  });

  it("says voting is closed, and that the page should show it, on a 403 voting_closed", async () => {
    respondWith(async () =>
      Response.json({ error: "voting_closed", message: "Voting sudah ditutup" }, { status: 403 }),
    );
    expect(await sendVote("domestic", "rendang", "a@b.co", solved, texts)).toEqual({
      ok: false,
      code: "voting_closed",
      message: "Voting sudah ditutup",
      voting: { state: "closed", opensAt: null, closesAt: null },
    });
  });

  it("says when voting opens on a 403 voting_not_open, in the server's words", async () => {
    respondWith(async () =>
      Response.json(
        {
          error: "voting_not_open",
          message: "Voting belum dibuka. Voting dibuka 24 November 2022 pukul 08.00 WIB.",
          opensAt: "2022-11-24T01:00:00.000Z",
        },
        { status: 403 },
      ),
    );
    expect(await sendVote("domestic", "rendang", "a@b.co", solved, texts)).toEqual({
      ok: false,
      code: "voting_not_open",
      message: "Voting belum dibuka. Voting dibuka 24 November 2022 pukul 08.00 WIB.",
      voting: { state: "not_open", opensAt: "2022-11-24T01:00:00.000Z", closesAt: null },
    });
  });

  it("passes on the server's Indonesian reason for a known error", async () => {
    respondWith(async () =>
      Response.json({ error: "email_used", message: "ignored" }, { status: 409 }),
    );
    expect(await sendVote("domestic", "rendang", "a@b.co", solved, texts)).toEqual({
      ok: false,
      code: "email_used",
      message: "Email yang kamu masukkan sudah digunakan",
    });
  });

  it("says the connection dropped when fetch fails", async () => {
    respondWith(async () => {
      throw new TypeError("Failed to fetch");
    });
    const outcome = await sendVote("domestic", "rendang", "a@b.co", solved, texts);
    expect(outcome).toMatchObject({ ok: false, code: "network" });
    expect(outcome.ok ? "" : outcome.message).toMatch(/koneksi terputus/);
  });

  it("says the server took too long when the request times out", async () => {
    respondWith(async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    const outcome = await sendVote("domestic", "rendang", "a@b.co", solved, texts);
    expect(outcome).toMatchObject({ ok: false, code: "timeout" });
    expect(outcome.ok ? "" : outcome.message).toMatch(/terlalu lama/);
  });

  it("gives a general message for an answer it does not understand", async () => {
    respondWith(async () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(await sendVote("domestic", "rendang", "a@b.co", solved, texts)).toMatchObject({
      ok: false,
      code: "unexpected",
    });
  });
});

describe("fetchDishVotes", () => {
  it("reads the count and the voting window", async () => {
    const voting = { state: "closed", opensAt: null, closesAt: "2022-11-30T10:00:00.000Z" };
    respondWith(async () => Response.json({ votes: 7, voting }));
    expect(await fetchDishVotes("domestic", "rendang")).toEqual({ votes: 7, voting });
  });

  it("reads a hidden count as null, not as a failure", async () => {
    const voting = { state: "open", opensAt: null, closesAt: null };
    respondWith(async () => Response.json({ votes: null, voting }));
    expect(await fetchDishVotes("domestic", "rendang")).toEqual({ votes: null, voting });
  });

  it("takes an answer without a window as open voting", async () => {
    respondWith(async () => Response.json({ votes: 3 }));
    expect(await fetchDishVotes("domestic", "rendang")).toEqual({
      votes: 3,
      voting: { state: "open", opensAt: null, closesAt: null },
    });
  });

  it("is null when the server fails", async () => {
    respondWith(async () => new Response("", { status: 503 }));
    expect(await fetchDishVotes("domestic", "rendang")).toBeNull();
  });
});
