import { afterEach, describe, expect, it, vi } from "vitest";
import { sendVote } from "./vote-api";

/** The browser's fetch, replaced per test by one that behaves like a failing network. */
function respondWith(behaviour: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(behaviour));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendVote", () => {
  it("returns the new count of a 201", async () => {
    respondWith(async () => Response.json({ votes: 12 }, { status: 201 }));
    expect(await sendVote("domestic", "rendang", "a@b.co")).toEqual({ ok: true, votes: 12 });
  });

  it("passes on the server's Indonesian reason for a known error", async () => {
    respondWith(async () =>
      Response.json({ error: "email_used", message: "ignored" }, { status: 409 }),
    );
    expect(await sendVote("domestic", "rendang", "a@b.co")).toEqual({
      ok: false,
      code: "email_used",
      message: "Email yang kamu masukkan sudah digunakan",
    });
  });

  it("says the connection dropped when fetch fails", async () => {
    respondWith(async () => {
      throw new TypeError("Failed to fetch");
    });
    const outcome = await sendVote("domestic", "rendang", "a@b.co");
    expect(outcome).toMatchObject({ ok: false, code: "network" });
    expect(outcome.ok ? "" : outcome.message).toMatch(/koneksi terputus/);
  });

  it("says the server took too long when the request times out", async () => {
    respondWith(async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    const outcome = await sendVote("domestic", "rendang", "a@b.co");
    expect(outcome).toMatchObject({ ok: false, code: "timeout" });
    expect(outcome.ok ? "" : outcome.message).toMatch(/terlalu lama/);
  });

  it("gives a general message for an answer it does not understand", async () => {
    respondWith(async () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(await sendVote("domestic", "rendang", "a@b.co")).toMatchObject({
      ok: false,
      code: "unexpected",
    });
  });
});
