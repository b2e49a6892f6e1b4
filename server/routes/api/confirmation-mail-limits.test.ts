import { describe, expect, it, onTestFinished } from "vitest";
import { apiError } from "../../../common/api-errors";
import { apiPaths } from "../../../common/paths";
import { freshPostgres, postgresUrl, storageKinds } from "../../../scripts/support/databases";
import { startSmtpServer } from "../../../scripts/support/smtp-server";
import { buildTestApp } from "../../../tests/build-app";
import { addCommitteeAccounts, castVote, signIn } from "../../../tests/committee";
import { startWithConfirmation } from "../../../tests/confirmation-app";

const rendang = apiPaths.votes("domestic", "rendang");

/** The shape of a 202: the same whether or not a mail went out. */
const pendingShape = {
  pending: true,
  confirmation: {
    id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    expiresAt: expect.any(String),
    resendAvailableAt: expect.any(String),
  },
};

describe.each(storageKinds)("confirmation mail limits on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)(
    "lets at most 3 mails an hour reach one mailbox, and answers every vote alike",
    async () => {
      const { app, smtp, resend } = await startWithConfirmation({ storage: kind });
      // 115 votes for one mailbox from one client: the address as typed and its aliases.
      const answers = [];
      for (let index = 0; index < 115; index += 1) {
        const email = index % 2 === 0 ? "korban@gmail.com" : `k.o.r.b.a.n+${index}@gmail.com`;
        answers.push(await castVote(app, email));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(115).fill(202));
      for (const answer of answers) expect(answer.json()).toEqual(pendingShape);
      expect(smtp.messages.map((mail) => mail.to)).toEqual([
        "korban@gmail.com",
        "k.o.r.b.a.n+1@gmail.com",
        "korban@gmail.com",
      ]);

      // A resend of a confirmation whose mail was held back gets the usual refusal, and
      // its code and expiry stay as they were.
      const held = answers[114]?.json().confirmation;
      await app.database.db
        .updateTable("vote_confirmations")
        .set({ sent_at: new Date(Date.now() - 61_000).toISOString() })
        .execute();
      const refused = await resend(held.id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(apiError("resend_limit"));
      const row = await app.database.db
        .selectFrom("vote_confirmations")
        .select(["expires_at", "resends"])
        .where("id", "=", held.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ expires_at: held.expiresAt, resends: 0 });
      expect(smtp.messages).toHaveLength(3);

      // An hour later the mailbox may be written to again.
      const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
      await app.database.db.updateTable("mail_sends").set({ sent_at: anHourAgo }).execute();
      expect((await resend(held.id)).statusCode).toBe(202);
      expect(smtp.messages).toHaveLength(4);
    },
  );

  it.skipIf(!enabled)(
    "limits the mails sent for one client network, not for the others",
    async () => {
      const { app, smtp } = await startWithConfirmation({
        storage: kind,
        trustProxy: 1,
        mailLimits: { perRecipientPerHour: 3, perNetworkPerHour: 5 },
      });
      const from = (network: string, email: string) =>
        app.inject({
          method: "POST",
          url: rendang,
          headers: { "x-forwarded-for": network },
          payload: { email },
        });
      const answers = [];
      // One /24: its addresses share one limit.
      for (let index = 0; index < 8; index += 1) {
        answers.push(await from(`198.51.100.${index + 1}`, `pemilih${index}@sekolah.sch.id`));
      }
      answers.push(await from("203.0.113.9", "tetangga@sekolah.sch.id"));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(9).fill(202));
      for (const answer of answers) expect(answer.json()).toEqual(pendingShape);
      expect(smtp.messages.map((mail) => mail.to)).toEqual([
        "pemilih0@sekolah.sch.id",
        "pemilih1@sekolah.sch.id",
        "pemilih2@sekolah.sch.id",
        "pemilih3@sekolah.sch.id",
        "pemilih4@sekolah.sch.id",
        "tetangga@sekolah.sch.id",
      ]);
      // The limits keep keyed hashes only: no address and no IP.
      const keys = await app.database.db.selectFrom("mail_sends").select("key").execute();
      expect(keys).toHaveLength(12);
      for (const { key } of keys) {
        expect(key).toMatch(/^(to|net):[A-Za-z0-9_-]{43}$/);
      }
    },
  );

  it.skipIf(!enabled)("gives the mail's place back when it could not be sent", async () => {
    const { app, smtp } = await startWithConfirmation({ storage: kind });
    smtp.refuseAll(true);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await castVote(app, "sabar@gmail.com")).statusCode).toBe(503);
    }
    smtp.refuseAll(false);
    expect((await castVote(app, "sabar@gmail.com")).statusCode).toBe(202);
    expect(smtp.messages.map((mail) => mail.to)).toEqual(["sabar@gmail.com"]);
  });
});

describe.skipIf(!postgresUrl)("confirmation mail limits across processes", () => {
  it("holds one recipient's limit for two servers sharing one PostgreSQL database", async () => {
    const smtp = await startSmtpServer();
    onTestFinished(() => smtp.close());
    const storage = await freshPostgres(postgresUrl ?? "");
    const first = await buildTestApp({ storage, smtpUrl: smtp.url });
    // The second server's closing leaves the database to the first one's.
    const second = await buildTestApp({
      storage: { storage: storage.storage, dispose: async () => {} },
      smtpUrl: smtp.url,
    });
    await addCommitteeAccounts(first.app);
    const admin = await signIn(first.app);
    await admin.request({
      method: "PUT",
      url: "/api/panitia/defences/settings",
      payload: { confirmationRequired: true },
    });
    // 40 votes for one mailbox at once, half through each server.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        castVote(index % 2 === 0 ? first.app : second.app, `serentak+${index}@gmail.com`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(202));
    expect(smtp.messages).toHaveLength(3);
  });
});
