import { describe, expect, it } from "vitest";
import { apiError } from "../../../common/api-errors";
import { apiPaths, paths } from "../../../common/paths";
import { storageKinds } from "../../../scripts/support/databases";
import { readCode, readLink } from "../../../scripts/support/smtp-server";
import { testPublicUrl } from "../../../tests/build-app";
import { castVote } from "../../../tests/committee";
import { startWithConfirmation } from "../../../tests/confirmation-app";

const rendang = apiPaths.votes("domestic", "rendang");

describe.each(storageKinds)("confirmation by e-mail on $kind", ({ kind, enabled }) => {
  const start = (options: Parameters<typeof startWithConfirmation>[0] = {}) =>
    startWithConfirmation({ storage: kind, ...options });

  it.skipIf(!enabled)("keeps a vote pending until its code from the mail is entered", async () => {
    const { app, smtp, statusOf, count, confirm } = await start();
    const cast = await castVote(app, "Siswa@gmail.com");
    expect(cast.statusCode).toBe(202);
    const { pending, confirmation } = cast.json();
    expect(pending).toBe(true);
    expect(confirmation).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      expiresAt: expect.any(String),
      resendAvailableAt: expect.any(String),
    });
    expect(Date.parse(confirmation.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await statusOf("siswa@gmail.com")).toBe("pending");
    expect(await count()).toBe(0);

    const mail = await smtp.nextMessage();
    expect(mail.to).toBe("siswa@gmail.com");
    expect(mail.subject).toMatch(/^Kode konfirmasi vote .+: \d{6}$/);
    expect(mail.text).toContain("Kode berlaku 15 menit.");
    expect(mail.html).toContain(readCode(mail));
    expect(readLink(mail)).toMatch(/^https:\/\/fb8\.example\.sch\.id\/8trepreneur\/konfirmasi\?t=/);

    const wrong = readCode(mail) === "000000" ? "111111" : "000000";
    const refused = await confirm(confirmation.id, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: "confirmation_code_wrong",
      message: "Kode yang kamu masukkan salah. Sisa percobaan: 4.",
      triesLeft: 4,
    });
    const confirmed = await confirm(confirmation.id, readCode(mail));
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toEqual({ votes: 1, category: "domestic", food: "rendang" });
    expect(await statusOf("siswa@gmail.com")).toBe("valid");
    // Confirmed once: the code is spent.
    expect((await confirm(confirmation.id, readCode(mail))).json()).toEqual(
      apiError("confirmation_unknown"),
    );
  });

  it.skipIf(!enabled)(
    "answers an address that already voted exactly alike, and its code never confirms",
    async () => {
      const { app, smtp, confirm, count } = await start();
      const first = await castVote(app, "siswa@gmail.com");
      const code = readCode(await smtp.nextMessage());
      await confirm(first.json().confirmation.id, code);
      const again = await castVote(app, "s.iswa+2@gmail.com", apiPaths.votes("domestic", "rawon"));
      expect(again.statusCode).toBe(202);
      expect(Object.keys(again.json().confirmation).sort()).toEqual([
        "expiresAt",
        "id",
        "resendAvailableAt",
      ]);
      const decoy = await smtp.nextMessage();
      expect(decoy.subject).toContain("email ini sudah dipakai");
      expect(decoy.text).not.toMatch(/^\s*\d{6}\s*$/m);
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push((await confirm(again.json().confirmation.id, code)).statusCode);
      }
      expect(answers).toEqual([400, 400, 400, 400, 429]);
      expect(await count()).toBe(1);
    },
  );

  it.skipIf(!enabled)("locks after five wrong codes, and a resend waits a minute", async () => {
    const { app, smtp, confirm } = await start();
    const { confirmation } = (await castVote(app, "a@gmail.com")).json();
    const code = readCode(await smtp.nextMessage());
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt += 1) await confirm(confirmation.id, wrong);
    const locked = await confirm(confirmation.id, wrong);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(apiError("confirmation_locked"));
    expect((await confirm(confirmation.id, code)).statusCode).toBe(429);
    const resend = await app.inject({
      method: "POST",
      url: apiPaths.confirmationResend(confirmation.id),
      payload: {},
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual({
      ...apiError("resend_too_soon"),
      retryAt: confirmation.resendAvailableAt,
    });
    // A minute later (the mail's sending time moved back): a new code, tries forgotten.
    const aMinuteAgo = new Date(Date.now() - 61_000).toISOString();
    await app.database.db.updateTable("vote_confirmations").set({ sent_at: aMinuteAgo }).execute();
    const resent = await app.inject({
      method: "POST",
      url: apiPaths.confirmationResend(confirmation.id),
      payload: {},
    });
    expect(resent.statusCode).toBe(202);
    const newCode = readCode(await smtp.nextMessage());
    expect((await confirm(confirmation.id, newCode)).statusCode).toBe(201);
  });

  it.skipIf(!enabled)(
    "refuses an expired code, and confirms by the link only on POST",
    async () => {
      const { app, smtp, confirm, statusOf } = await start();
      const { confirmation } = (await castVote(app, "b@gmail.com")).json();
      const mail = await smtp.nextMessage();
      await app.database.db
        .updateTable("vote_confirmations")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const expired = await confirm(confirmation.id, readCode(mail));
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual(apiError("confirmation_expired"));

      const { confirmation: second } = (await castVote(app, "c@gmail.com")).json();
      const token = new URL(readLink(await smtp.nextMessage())).searchParams.get("t") ?? "";
      // A mail scanner following the link, or a GET on the API, changes nothing.
      await app.inject(`/8trepreneur/konfirmasi?t=${token}`);
      await app.inject(`${apiPaths.confirmationByLink}?token=${token}`);
      expect(await statusOf("c@gmail.com")).toBe("pending");
      const byLink = await app.inject({
        method: "POST",
        url: apiPaths.confirmationByLink,
        payload: { token },
      });
      expect(byLink.statusCode).toBe(201);
      expect(await statusOf("c@gmail.com")).toBe("valid");
      expect(second.id).not.toBe(confirmation.id);
    },
  );

  it.skipIf(!enabled)(
    "flags a confirmed vote that arrived in a burst, and purges the unconfirmed after 48 hours",
    async () => {
      const { app, smtp, confirm, statusOf } = await start({
        flagThresholds: {
          windowMinutes: 10,
          networkMax: 1_000,
          smallDomainsMax: 1_000,
          domainMax: 1,
        },
      });
      await castVote(app, "satu@kelas.id");
      await smtp.nextMessage();
      const { confirmation } = (await castVote(app, "dua@kelas.id")).json();
      await confirm(confirmation.id, readCode(await smtp.nextMessage()));
      expect(await statusOf("dua@kelas.id")).toBe("flagged");

      const old = new Date(Date.now() - 49 * 3_600_000).toISOString();
      await app.database.db
        .updateTable("votes")
        .set({ created_at: old })
        .where("email", "=", "satu@kelas.id")
        .execute();
      await app.database.db.updateTable("vote_confirmations").set({ created_at: old }).execute();
      const { purgeUnconfirmed } = await import("../../voting/confirmations");
      expect(await purgeUnconfirmed(app.database)).toBe(1);
      expect(await statusOf("satu@kelas.id")).toBeUndefined();
      const totals = await app.database.db.selectFrom("vote_status_totals").selectAll().execute();
      expect(totals.filter((row) => row.votes !== 0)).toEqual([
        { category: "domestic", food: "rendang", status: "flagged", votes: 1 },
      ]);
    },
  );

  it.skipIf(!enabled)(
    "links every mail to PUBLIC_URL, whatever Host or X-Forwarded-Host the request names",
    async () => {
      const { app, smtp, resend } = await start({ trustProxy: 1 });
      const forged = {
        host: "attacker.example",
        "x-forwarded-host": "attacker.example",
        "x-forwarded-proto": "http",
        "x-forwarded-for": "198.51.100.7",
      };
      const cast = await app.inject({
        method: "POST",
        url: rendang,
        headers: forged,
        payload: { email: "korban@gmail.com" },
      });
      expect(cast.statusCode).toBe(202);
      const link = new URL(readLink(await smtp.nextMessage()));
      expect(link.origin).toBe(testPublicUrl);
      expect(link.pathname).toBe(paths.confirmVote);

      // A resend, a minute later, from the same forged request.
      const aMinuteAgo = new Date(Date.now() - 61_000).toISOString();
      await app.database.db
        .updateTable("vote_confirmations")
        .set({ sent_at: aMinuteAgo })
        .execute();
      const { id } = cast.json().confirmation;
      expect((await resend(id, forged)).statusCode).toBe(202);
      expect(new URL(readLink(await smtp.nextMessage())).origin).toBe(testPublicUrl);
    },
  );

  it.skipIf(!enabled)("leaves nothing behind when the mail cannot be sent", async () => {
    const { app, smtp, statusOf, count } = await start();
    smtp.refuseAll(true);
    const refused = await castVote(app, "d@gmail.com");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(apiError("mail_unavailable"));
    expect(await statusOf("d@gmail.com")).toBeUndefined();
    smtp.refuseAll(false);
    expect((await castVote(app, "d@gmail.com")).statusCode).toBe(202);
    expect(await count()).toBe(0);
  });
});
