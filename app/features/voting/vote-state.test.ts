import { describe, expect, it } from "vitest";
import {
  initialVoteState,
  isSubmitDisabled,
  isVoteButtonDisabled,
  type VoteEvent,
  type VoteState,
  voteReducer,
} from "./vote-state";
import { planVoteClick } from "./vote-storage";

const run = (...events: VoteEvent[]): VoteState => events.reduce(voteReducer, initialVoteState);

const openWindow = { state: "open", opensAt: null, closesAt: null } as const;
const closed = { state: "closed", opensAt: null, closesAt: "2022-11-30T10:00:00.000Z" } as const;
const notOpen = { state: "not_open", opensAt: "2022-11-24T01:00:00.000Z", closesAt: null } as const;

describe("the Vote button", () => {
  it("is enabled for a browser that has not voted in the category", () => {
    expect(isVoteButtonDisabled(run({ type: "flagRead", hasVoted: false }))).toBe(false);
  });

  it("is disabled once the browser has voted in the category", () => {
    expect(isVoteButtonDisabled(run({ type: "flagRead", hasVoted: true }))).toBe(true);
  });

  it("is disabled while a vote is on its way, and again after it succeeded", () => {
    const sending = run({ type: "submitStarted", email: "a@b.co" });
    expect(isVoteButtonDisabled(sending)).toBe(true);
    expect(isVoteButtonDisabled(voteReducer(sending, { type: "submitSucceeded", count: 3 }))).toBe(
      true,
    );
  });

  it("is enabled again after a vote that did not go through", () => {
    const failed = run(
      { type: "submitStarted", email: "a@b.co" },
      { type: "submitFailed", message: "koneksi terputus" },
    );
    expect(isVoteButtonDisabled(failed)).toBe(false);
  });
});

describe("the voting window", () => {
  it("disables the Vote button while voting is closed or not open yet", () => {
    expect(isVoteButtonDisabled(run({ type: "countLoaded", count: 4, voting: closed }))).toBe(true);
    expect(isVoteButtonDisabled(run({ type: "countLoaded", count: 4, voting: notOpen }))).toBe(
      true,
    );
    expect(isVoteButtonDisabled(run({ type: "countLoaded", count: 4, voting: openWindow }))).toBe(
      false,
    );
  });

  it("keeps the dialog open with the server's reason when a vote is refused, then shows closed", () => {
    const refused = run(
      { type: "countLoaded", count: 4, voting: openWindow },
      { type: "dialogOpened" },
      { type: "emailChanged", email: "siswa@example.com" },
      { type: "submitStarted", email: "siswa@example.com" },
      { type: "submitRefused", message: "Voting sudah ditutup", voting: closed },
    );
    expect(refused).toMatchObject({
      dialogOpen: true,
      error: "Voting sudah ditutup",
      email: "siswa@example.com",
      hasVoted: false,
      submitting: false,
      thanksOpen: false,
    });
    expect(isSubmitDisabled(refused)).toBe(true);
    const closedAfter = voteReducer(refused, { type: "dialogClosed" });
    expect(closedAfter.dialogOpen).toBe(false);
    expect(isVoteButtonDisabled(closedAfter)).toBe(true);
  });

  it("does not open the dialog when a direct vote with the saved address is refused", () => {
    const refused = run(
      { type: "submitStarted", email: "tersimpan@example.com" },
      { type: "submitRefused", message: "Voting belum dibuka", voting: notOpen },
    );
    expect(refused).toMatchObject({ dialogOpen: false, error: null, voting: notOpen });
  });
});

describe("a hidden count", () => {
  it("is no number, before and after a vote", () => {
    const hidden = run({ type: "countLoaded", count: null, voting: openWindow });
    expect(hidden).toMatchObject({ count: null, countHidden: true });
    const voted = run(
      { type: "countLoaded", count: null, voting: openWindow },
      { type: "submitStarted", email: "a@b.co" },
      { type: "submitSucceeded", count: null },
    );
    expect(voted).toMatchObject({
      count: null,
      countHidden: true,
      thanksOpen: true,
      hasVoted: true,
    });
  });
});

describe("a click on Vote", () => {
  it("votes at once with a valid saved address", () => {
    expect(planVoteClick(" siswa@example.com ")).toEqual({
      action: "submit",
      email: "siswa@example.com",
    });
  });

  it("forgets an invalid saved address and opens the dialog", () => {
    expect(planVoteClick("bukan-email")).toEqual({ action: "open-dialog", forgetSavedEmail: true });
  });

  it("opens the dialog without a saved address", () => {
    expect(planVoteClick(null)).toEqual({ action: "open-dialog", forgetSavedEmail: false });
    expect(planVoteClick("  ")).toEqual({ action: "open-dialog", forgetSavedEmail: false });
  });
});

describe("the dialog", () => {
  const open = run({ type: "dialogOpened" });

  it("shows a message for an invalid address and disables Kirim until the input changes", () => {
    const invalid = voteReducer(voteReducer(open, { type: "emailChanged", email: "siswa@" }), {
      type: "invalidEmail",
      message: "Email yang kamu masukkan salah",
    });
    expect(invalid.error).toBe("Email yang kamu masukkan salah");
    expect(isSubmitDisabled(invalid)).toBe(true);
    const edited = voteReducer(invalid, { type: "emailChanged", email: "siswa@example.com" });
    expect(edited.error).toBeNull();
    expect(isSubmitDisabled(edited)).toBe(false);
  });

  it("disables Kirim while submitting", () => {
    expect(isSubmitDisabled(voteReducer(open, { type: "submitStarted", email: "a@b.co" }))).toBe(
      true,
    );
  });

  it("cannot be closed while a vote is on its way", () => {
    const sending = voteReducer(open, { type: "submitStarted", email: "a@b.co" });
    expect(voteReducer(sending, { type: "dialogClosed" }).dialogOpen).toBe(true);
  });

  it("on success closes, clears the input, shows the new count and thanks the visitor", () => {
    const done = run(
      { type: "countLoaded", count: 11, voting: openWindow },
      { type: "dialogOpened" },
      { type: "emailChanged", email: "siswa@example.com" },
      { type: "submitStarted", email: "siswa@example.com" },
      { type: "submitSucceeded", count: 12 },
    );
    expect(done).toMatchObject({
      dialogOpen: false,
      thanksOpen: true,
      email: "",
      count: 12,
      hasVoted: true,
      submitting: false,
    });
  });

  it("on failure stays open with the address and the message, and records no vote", () => {
    const failed = run(
      { type: "dialogOpened" },
      { type: "emailChanged", email: "siswa@example.com" },
      { type: "submitStarted", email: "siswa@example.com" },
      { type: "submitFailed", message: "Email yang kamu masukkan sudah digunakan" },
    );
    expect(failed).toMatchObject({
      dialogOpen: true,
      email: "siswa@example.com",
      error: "Email yang kamu masukkan sudah digunakan",
      hasVoted: false,
      thanksOpen: false,
    });
  });

  it("opens with the saved address when a direct vote fails", () => {
    const failed = run(
      { type: "submitStarted", email: "tersimpan@example.com" },
      { type: "submitFailed", message: "Terlalu banyak vote" },
    );
    expect(failed).toMatchObject({ dialogOpen: true, email: "tersimpan@example.com" });
  });
});
