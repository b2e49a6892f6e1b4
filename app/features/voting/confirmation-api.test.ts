import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "../../../common/paths";
import { tokenFrom } from "./confirm-by-link";
import { confirmWithCode, confirmWithLink, readPending, resendCode } from "./confirmation-api";
import { sendVote } from "./vote-api";

const texts = { network: "putus", timeout: "lama", unexpected: "gangguan" };

function respondWith(behaviour: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(behaviour);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const pending = {
  id: "abc",
  expiresAt: "2022-11-24T01:15:00.000Z",
  resendAvailableAt: "2022-11-24T01:01:00.000Z",
};

describe("a vote answered 202", () => {
  it("comes back as pending, with the confirmation's id and instants", async () => {
    respondWith(async () =>
      Response.json({ pending: true, confirmation: pending }, { status: 202 }),
    );
    expect(
      await sendVote("domestic", "rendang", "a@b.co", async () => "solved", {
        errors: texts,
        voting: { opensAt: "Voting dibuka" },
      }),
    ).toEqual({
      ok: true,
      pending,
    });
  });

  it("is not taken for pending when the body is not a confirmation", () => {
    expect(readPending({ pending: true })).toBeNull();
    expect(
      readPending({ pending: true, confirmation: { ...pending, expiresAt: "besok" } }),
    ).toBeNull();
    expect(readPending({ pending: false, confirmation: pending })).toBeNull();
  });
});

describe("confirmWithCode", () => {
  it("posts the code to the confirmation's address and returns the count and the dish", async () => {
    const fetch = respondWith(async () =>
      Response.json({ votes: 8, category: "domestic", food: "rendang" }, { status: 201 }),
    );
    expect(await confirmWithCode("abc", "123456", texts)).toEqual({
      ok: true,
      votes: 8,
      category: "domestic",
      food: "rendang",
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(apiPaths.confirmation("abc"));
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ code: "123456" }));
  });

  it("shows a wrong code's own message, which carries the tries left", async () => {
    respondWith(async () =>
      Response.json(
        {
          error: "confirmation_code_wrong",
          message: "Kode yang kamu masukkan salah. Sisa percobaan: 4.",
          triesLeft: 4,
        },
        { status: 400 },
      ),
    );
    expect(await confirmWithCode("abc", "111111", texts)).toEqual({
      ok: false,
      code: "confirmation_code_wrong",
      message: "Kode yang kamu masukkan salah. Sisa percobaan: 4.",
      triesLeft: 4,
    });
  });

  it("uses the known text for an expired code, and a general one for an unknown answer", async () => {
    respondWith(async () =>
      Response.json({ error: "confirmation_expired", message: "x" }, { status: 410 }),
    );
    const expired = await confirmWithCode("abc", "111111", texts);
    expect(expired).toMatchObject({ ok: false, code: "confirmation_expired" });
    expect(expired.ok || expired.message).toContain("kedaluwarsa");
    respondWith(async () => new Response("<html>", { status: 502 }));
    expect(await confirmWithCode("abc", "111111", texts)).toEqual({
      ok: false,
      code: "unexpected",
      message: "gangguan",
    });
  });

  it("never throws: a lost connection and a timeout come back as messages", async () => {
    respondWith(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await confirmWithCode("abc", "1", texts)).toEqual({
      ok: false,
      code: "network",
      message: "putus",
    });
    respondWith(async () => {
      throw new DOMException("timed out", "TimeoutError");
    });
    expect(await confirmWithLink("token", texts)).toEqual({
      ok: false,
      code: "timeout",
      message: "lama",
    });
  });
});

describe("resendCode", () => {
  it("returns the new instants of a 202", async () => {
    const fetch = respondWith(async () =>
      Response.json(
        { expiresAt: "2022-11-24T01:30:00.000Z", resendAvailableAt: "2022-11-24T01:16:00.000Z" },
        { status: 202 },
      ),
    );
    expect(await resendCode("abc", texts)).toEqual({
      ok: true,
      expiresAt: "2022-11-24T01:30:00.000Z",
      resendAvailableAt: "2022-11-24T01:16:00.000Z",
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(apiPaths.confirmationResend("abc"));
  });

  it("passes on when a new code may be asked for", async () => {
    respondWith(async () =>
      Response.json(
        { error: "resend_too_soon", message: "Tunggu", retryAt: "2022-11-24T01:02:00.000Z" },
        { status: 429 },
      ),
    );
    expect(await resendCode("abc", texts)).toMatchObject({
      ok: false,
      code: "resend_too_soon",
      retryAt: "2022-11-24T01:02:00.000Z",
    });
  });
});

describe("confirmWithLink", () => {
  it("posts the token (never in the address) and returns the dish", async () => {
    const fetch = respondWith(async () =>
      Response.json({ votes: null, category: "international", food: "sushi" }, { status: 201 }),
    );
    expect(await confirmWithLink("t0k3n", texts)).toEqual({
      ok: true,
      votes: null,
      category: "international",
      food: "sushi",
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(apiPaths.confirmationByLink);
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ token: "t0k3n" }));
  });

  it("reads the token from ?t= only", () => {
    expect(tokenFrom("?t=abc")).toBe("abc");
    expect(tokenFrom("?t=")).toBeNull();
    expect(tokenFrom("?token=abc")).toBeNull();
    expect(tokenFrom("")).toBeNull();
  });
});
