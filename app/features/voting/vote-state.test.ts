import { describe, expect, it } from "vitest";
import {
  cleanCode,
  formatWait,
  hasLiveConfirmation,
  initialVoteState,
  isConfirmDisabled,
  isSubmitDisabled,
  isVoteButtonDisabled,
  resendWaitSeconds,
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

describe("confirmation by e-mail: the code step", () => {
  const pending = {
    id: "c-1",
    expiresAt: "2022-11-24T01:15:00.000Z",
    resendAvailableAt: "2022-11-24T01:01:00.000Z",
  };
  const sent = (): VoteState =>
    run(
      { type: "dialogOpened" },
      { type: "emailChanged", email: "siswa@example.com" },
      { type: "submitStarted", email: "siswa@example.com" },
      { type: "confirmationRequested", confirmation: pending },
    );

  it("keeps the dialog open on the code step, with the address typed, and nothing counted yet", () => {
    const state = sent();
    expect(state.dialogOpen).toBe(true);
    expect(state.submitting).toBe(false);
    expect(state.hasVoted).toBe(false);
    expect(state.thanksOpen).toBe(false);
    expect(state.confirmation).toMatchObject({ ...pending, email: "siswa@example.com", code: "" });
  });

  it("opens the dialog on the code step when a saved address voted at once", () => {
    const state = run(
      { type: "submitStarted", email: "siswa@example.com" },
      { type: "confirmationRequested", confirmation: pending },
    );
    expect(state.dialogOpen).toBe(true);
    expect(state.confirmation?.email).toBe("siswa@example.com");
  });

  it("takes only digits, at most six, and enables Konfirmasi at six", () => {
    expect(cleanCode(" 12-34 567")).toBe("123456");
    const five = voteReducer(sent(), { type: "codeChanged", code: "12345" });
    expect(isConfirmDisabled(five)).toBe(true);
    const six = voteReducer(five, { type: "codeChanged", code: "123456" });
    expect(six.confirmation?.code).toBe("123456");
    expect(isConfirmDisabled(six)).toBe(false);
    expect(isConfirmDisabled(voteReducer(six, { type: "confirmStarted" }))).toBe(true);
  });

  it("shows a wrong code's message until the visitor types again", () => {
    const wrong = run(
      ...[
        { type: "codeChanged", code: "111111" },
        { type: "confirmStarted" },
        { type: "confirmFailed", message: "Kode yang kamu masukkan salah. Sisa percobaan: 4." },
      ].map((event) => event as VoteEvent),
    );
    // Without a code step, code events change nothing.
    expect(wrong.error).toBeNull();
    const failed = [
      { type: "codeChanged", code: "111111" },
      { type: "confirmStarted" },
      { type: "confirmFailed", message: "Kode yang kamu masukkan salah. Sisa percobaan: 4." },
    ].reduce((state, event) => voteReducer(state, event as VoteEvent), sent());
    expect(failed.error).toBe("Kode yang kamu masukkan salah. Sisa percobaan: 4.");
    expect(failed.submitting).toBe(false);
    expect(failed.dialogOpen).toBe(true);
    expect(isConfirmDisabled(failed)).toBe(true);
    const retyped = voteReducer(failed, { type: "codeChanged", code: "222222" });
    expect(retyped.error).toBeNull();
    expect(isConfirmDisabled(retyped)).toBe(false);
  });

  it("after an expired or locked code, waits for a new one: typing does not clear the message", () => {
    const expired = voteReducer(voteReducer(sent(), { type: "codeChanged", code: "123456" }), {
      type: "confirmFailed",
      message: "Kode sudah kedaluwarsa.",
      needsNewCode: true,
    });
    expect(expired.confirmation?.needsNewCode).toBe(true);
    const typed = voteReducer(expired, { type: "codeChanged", code: "654321" });
    expect(typed.error).toBe("Kode sudah kedaluwarsa.");
    expect(isConfirmDisabled(typed)).toBe(true);
    // Closing and reopening keeps saying why.
    const reopened = voteReducer(voteReducer(typed, { type: "dialogClosed" }), {
      type: "dialogOpened",
    });
    expect(reopened.error).toBe("Kode sudah kedaluwarsa.");
  });

  it("a new code clears the message and the typed code and moves both instants", () => {
    const expired = voteReducer(sent(), {
      type: "confirmFailed",
      message: "Kode sudah kedaluwarsa.",
      needsNewCode: true,
    });
    const resending = voteReducer(expired, { type: "resendStarted" });
    expect(resending.confirmation?.resending).toBe(true);
    const resent = voteReducer(resending, {
      type: "resent",
      expiresAt: "2022-11-24T01:30:00.000Z",
      resendAvailableAt: "2022-11-24T01:16:00.000Z",
    });
    expect(resent.error).toBeNull();
    expect(resent.confirmation).toMatchObject({
      code: "",
      needsNewCode: false,
      resending: false,
      resent: true,
      expiresAt: "2022-11-24T01:30:00.000Z",
      resendAvailableAt: "2022-11-24T01:16:00.000Z",
    });
    expect(voteReducer(resent, { type: "codeChanged", code: "1" }).confirmation?.resent).toBe(
      false,
    );
  });

  it("a refused resend says why and takes the server's retry instant", () => {
    const refused = voteReducer(voteReducer(sent(), { type: "resendStarted" }), {
      type: "resendFailed",
      message: "Tunggu sebentar sebelum meminta kode baru.",
      retryAt: "2022-11-24T01:02:00.000Z",
    });
    expect(refused.error).toBe("Tunggu sebentar sebelum meminta kode baru.");
    expect(refused.confirmation?.resending).toBe(false);
    expect(refused.confirmation?.resendAvailableAt).toBe("2022-11-24T01:02:00.000Z");
  });

  it("a confirmed code ends as a vote answered at once: counted, remembered, thanked", () => {
    const confirmed = voteReducer(
      voteReducer(voteReducer(sent(), { type: "codeChanged", code: "123456" }), {
        type: "confirmStarted",
      }),
      { type: "confirmSucceeded", count: 13 },
    );
    expect(confirmed).toMatchObject({
      count: 13,
      hasVoted: true,
      dialogOpen: false,
      thanksOpen: true,
      submitting: false,
      confirmation: null,
      error: null,
    });
    expect(isVoteButtonDisabled(confirmed)).toBe(true);
    const hidden = voteReducer(sent(), { type: "confirmSucceeded", count: null });
    expect(hidden.countHidden).toBe(true);
  });

  it("an unknown confirmation goes back to the address step with the reason", () => {
    const unknown = voteReducer(sent(), {
      type: "confirmFailed",
      message: "Konfirmasi ini tidak dikenal.",
      unknown: true,
    });
    expect(unknown.confirmation).toBeNull();
    expect(unknown.error).toBe("Konfirmasi ini tidak dikenal.");
    expect(unknown.dialogOpen).toBe(true);
  });

  it("closing keeps the step; reopening returns to it while its code is valid", () => {
    const closed = voteReducer(voteReducer(sent(), { type: "codeChanged", code: "12" }), {
      type: "dialogClosed",
    });
    expect(closed.dialogOpen).toBe(false);
    expect(closed.confirmation?.code).toBe("12");
    expect(hasLiveConfirmation(closed, Date.parse("2022-11-24T01:14:59.000Z"))).toBe(true);
    expect(hasLiveConfirmation(closed, Date.parse("2022-11-24T01:15:00.000Z"))).toBe(false);
    expect(voteReducer(closed, { type: "dialogOpened" }).confirmation?.code).toBe("12");
    const dropped = voteReducer(closed, { type: "confirmationDropped" });
    expect(dropped.confirmation).toBeNull();
    expect(hasLiveConfirmation(dropped, 0)).toBe(false);
  });

  it("counts down to the instant a new code may be asked for", () => {
    const step = sent().confirmation;
    if (!step) throw new Error("no code step");
    expect(resendWaitSeconds(step, Date.parse("2022-11-24T01:00:18.200Z"))).toBe(42);
    expect(resendWaitSeconds(step, Date.parse("2022-11-24T01:01:00.000Z"))).toBe(0);
    expect(formatWait(42)).toBe("0:42");
    expect(formatWait(60)).toBe("1:00");
    expect(formatWait(0)).toBe("0:00");
  });
});
