import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../tests/build-app";
import { canonicalIp } from "../voting/client-network";

// `app.inject` connects from 127.0.0.1: that is the trusted proxy here.
const proxy = "127.0.0.1";

let voters = 0;
const voteFrom = (app: FastifyInstance, forwardedFor: string | undefined) => {
  voters += 1;
  return app.inject({
    method: "POST",
    url: "/api/votes/domestic/rendang",
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    payload: { email: `pemilih${voters}@sman8jkt.sch.id` },
  });
};

/** The client hashes stored with each vote, oldest first. */
const storedClients = (app: FastifyInstance) =>
  app.database.db.selectFrom("votes").select(["ip_hash", "network_hash"]).orderBy("id").execute();

describe("the client's address behind a trusted proxy", () => {
  // [how the proxy wrote it, the same client as a proxy usually writes it (undefined: no header,
  // the proxy's own address)]
  const spellings: [string, string | undefined][] = [
    ["198.18.7.1:1234", "198.18.7.1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
    ["::ffff:198.18.7.1", "198.18.7.1"],
    ["198.18.8.01", "198.18.8.1"],
    ["garbage-one", undefined],
    ["unknown", undefined],
    ["0x7f.1", undefined],
  ];

  describe.each([
    ["a hop count", 1],
    ["the proxy's address", [proxy]],
  ] as const)("behind %s", (_, trust) => {
    it.each(spellings)("counts %j as %j: one limit, one network hash", async (written, usual) => {
      const { app } = await buildTestApp({
        voteRateLimitPerMinute: 2,
        trustProxy: typeof trust === "number" ? trust : [...trust],
      });
      const statuses = [
        (await voteFrom(app, usual)).statusCode,
        (await voteFrom(app, written)).statusCode,
        (await voteFrom(app, usual)).statusCode,
      ];
      expect(statuses).toEqual([201, 201, 429]);
      const [first, second] = await storedClients(app);
      expect(first?.network_hash).toBeTruthy();
      expect(second).toEqual(first);
    });
  });

  it("never lets the client speak through an entry the proxy wrote badly", async () => {
    const { app } = await buildTestApp({ voteRateLimitPerMinute: 0, trustProxy: [proxy] });
    await voteFrom(app, undefined);
    // Whatever stands left of the bad entry, nobody the server trusts wrote it.
    await voteFrom(app, "198.51.100.7, garbage-one");
    await voteFrom(app, "198.51.100.7");
    const [fromProxy, spoofed, other] = await storedClients(app);
    expect(spoofed).toEqual(fromProxy);
    expect(other?.ip_hash).not.toEqual(fromProxy?.ip_hash);
  });

  it("still reads each real client apart", async () => {
    const { app } = await buildTestApp({ voteRateLimitPerMinute: 1, trustProxy: 1 });
    for (const address of ["198.18.7.1", "198.18.7.2", "2001:db8:1::1", "2001:db8:2::1"]) {
      expect((await voteFrom(app, address)).statusCode, address).toBe(201);
    }
  });
});

describe("canonicalIp", () => {
  it.each([
    ["198.18.7.1", "198.18.7.1"],
    [" 198.18.7.1 ", "198.18.7.1"],
    ["198.18.7.1:1234", "198.18.7.1"],
    ["198.18.8.010", "198.18.8.10"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::ffff:10.0.0.1", "10.0.0.1"],
    ["198.18.8.256", null],
    ["10.1", null],
    ["3232235777", null],
    ["[2001:db8::1", null],
    ["[2001:db8::1]x", null],
    ["garbage-one", null],
    ["", null],
  ])("%j is %j", (written, expected) => {
    expect(canonicalIp(written)).toBe(expected);
  });
});
