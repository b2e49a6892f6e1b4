import { describe, expect, it } from "vitest";
import { apiError } from "../../../common/api-errors";
import { storageKinds } from "../../../scripts/support/databases";
import { castVote, startWithCommittee } from "../../../tests/committee";

// The address rules (docs/address-rules.md) as a voter meets them through the vote route.
describe.each(storageKinds)("a vote's address on $kind", ({ kind, enabled }) => {
  it.skipIf(!enabled)("counts every +tag of one school mailbox as one voter", async () => {
    const { app } = await startWithCommittee({ storage: kind });
    expect((await castVote(app, "budi+1@sma8.sch.id")).statusCode).toBe(201);
    for (const email of ["budi+2@sma8.sch.id", "budi+9@sma8.sch.id", "Budi@SMA8.sch.id"]) {
      const again = await castVote(app, email);
      expect(again.statusCode, email).toBe(409);
      expect(again.json(), email).toEqual(apiError("email_used"));
    }
    expect((await castVote(app, "budi+2@fastmail.com")).statusCode).toBe(201);
    expect((await castVote(app, "budi@fastmail.com")).statusCode).toBe(409);
    // Dots still make another pupil outside Gmail.
    expect((await castVote(app, "b.udi@sma8.sch.id")).statusCode).toBe(201);
    expect((await app.inject("/api/votes/domestic/rendang")).json().votes).toBe(3);
  });

  it.skipIf(!enabled)(
    "refuses punycode, IP-literal domains and names over 64 octets with the usual message",
    async () => {
      const { app } = await startWithCommittee({ storage: kind });
      for (const email of [
        "budi@xn--mailinator-.com",
        "budi@xn--bcher-kva.de",
        "x@[192.0.2.1]",
        `${"a".repeat(65)}@sman8jkt.sch.id`,
      ]) {
        const refused = await castVote(app, email);
        expect(refused.statusCode, email).toBe(400);
        expect(refused.json(), email).toEqual({
          error: "invalid_email",
          message: "Email yang kamu masukkan salah",
        });
      }
      expect((await castVote(app, `${"a".repeat(64)}@sman8jkt.sch.id`)).statusCode).toBe(201);
    },
  );

  it.skipIf(!enabled)(
    "holds the committee's domain rules to the domain a vote is counted under",
    async () => {
      const { app, admin } = await startWithCommittee({ storage: kind });
      const block = await admin.request({
        method: "PUT",
        url: "/api/panitia/domains/GoogleMail.com",
        payload: { rule: "block", note: "uji coba" },
      });
      expect(block.statusCode).toBe(200);
      for (const email of ["siswa@googlemail.com", "siswa2@gmail.com"]) {
        const refused = await castVote(app, email);
        expect(refused.json(), email).toEqual(apiError("email_domain_blocked"));
      }
      const removed = await admin.request({
        method: "DELETE",
        url: "/api/panitia/domains/googlemail.com",
      });
      expect(removed.statusCode).toBe(204);
      expect((await castVote(app, "siswa@googlemail.com")).statusCode).toBe(201);
    },
  );
});
