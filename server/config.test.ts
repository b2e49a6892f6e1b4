import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("serves on 127.0.0.1:3000 with SQLite under ./data by default", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.storage).toEqual({ kind: "sqlite", file: resolve("data", "fb8.sqlite") });
  });

  it("takes PORT, HOST and DATA_DIR from the environment", () => {
    const config = loadConfig({ PORT: "8080", HOST: "0.0.0.0", DATA_DIR: "/tmp/fb8" });
    expect(config.port).toBe(8080);
    expect(config.host).toBe("0.0.0.0");
    expect(config.storage).toEqual({ kind: "sqlite", file: "/tmp/fb8/fb8.sqlite" });
  });

  it("selects PostgreSQL when DATABASE_URL is a postgres URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" });
    expect(config.storage).toEqual({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:5432/test",
    });
  });

  it("asks every vote for a proof of work unless VOTE_PROOF_OF_WORK is off", () => {
    expect(loadConfig({}).proofOfWork).toBe(true);
    expect(loadConfig({ VOTE_PROOF_OF_WORK: "off" }).proofOfWork).toBe(false);
    expect(() => loadConfig({ VOTE_PROOF_OF_WORK: "no" })).toThrow(/\bVOTE_PROOF_OF_WORK\b/);
  });

  it("keeps the network thresholds below what the rate limit lets one address send", () => {
    const { flagThresholds, voteRateLimitPerMinute } = loadConfig({});
    const sent = voteRateLimitPerMinute * flagThresholds.windowMinutes;
    expect(flagThresholds.networkMax).toBeLessThan(sent);
    expect(flagThresholds.smallDomainsMax).toBeLessThan(sent);
    for (const name of ["VOTE_FLAG_NETWORK_MAX", "VOTE_FLAG_SMALL_DOMAINS_MAX"]) {
      expect(() => loadConfig({ [name]: "1500" }), name).toThrow(
        `${name}: harus di bawah VOTE_RATE_LIMIT_PER_MINUTE × VOTE_FLAG_WINDOW_MINUTES (paling banyak 1199)`,
      );
    }
    // Without a rate limit, nothing bounds them.
    expect(
      loadConfig({ VOTE_RATE_LIMIT_PER_MINUTE: "0", VOTE_FLAG_NETWORK_MAX: "1500" }).flagThresholds
        .networkMax,
    ).toBe(1_500);
    // A lower rate limit with no thresholds set lowers the defaults instead of refusing to start.
    expect(loadConfig({ VOTE_RATE_LIMIT_PER_MINUTE: "10" }).flagThresholds).toMatchObject({
      networkMax: 99,
      smallDomainsMax: 60,
    });
  });

  it("looks small e-mail domains up in the system's DNS, the given servers, or not at all", () => {
    expect(loadConfig({}).domainLookup).toEqual({ servers: undefined });
    expect(loadConfig({ VOTE_DNS_SERVERS: "off" }).domainLookup).toBeUndefined();
    expect(
      loadConfig({ VOTE_DNS_SERVERS: "127.0.0.1:5353, 192.0.2.53,[::1]:53,2001:db8::53" })
        .domainLookup,
    ).toEqual({ servers: ["127.0.0.1:5353", "192.0.2.53", "[::1]:53", "2001:db8::53"] });
    for (const wrong of ["dns.example", "127.0.0.1:99999", "on"]) {
      expect(() => loadConfig({ VOTE_DNS_SERVERS: wrong }), wrong).toThrow(ConfigError);
    }
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://root@localhost/test" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
  ])("refuses a bad %s and names it", (variable, environment) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it("refuses TRUST_PROXY=true, which would let any client choose its own IP", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: .*hop count.*address/);
  });

  it.each([
    ["1", 1],
    ["10.0.0.5", ["10.0.0.5"]],
    ["10.0.0.0/8, 192.168.1.1", ["10.0.0.0/8", "192.168.1.1"]],
    ["false", undefined],
  ])("takes TRUST_PROXY=%s as the proxies to trust", (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  describe("confirmation mails", () => {
    const mail = { SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "FB8 <vote@fb8.example.sch.id>" };

    it.each([
      ["no PUBLIC_URL", {}, /PUBLIC_URL: .*https:\/\/.*SMTP_URL.*Host.*sekarang kosong/],
      [
        "an http PUBLIC_URL",
        { PUBLIC_URL: "http://fb8.example.sch.id" },
        /PUBLIC_URL: .*https:\/\/.*sekarang http:\/\/fb8\.example\.sch\.id/,
      ],
    ])("refuses SMTP_URL with %s, and says why", (_case, publicUrl, message) => {
      expect(() => loadConfig({ ...mail, ...publicUrl })).toThrow(ConfigError);
      expect(() => loadConfig({ ...mail, ...publicUrl })).toThrow(message);
    });

    it("links mails to PUBLIC_URL's origin, limited per recipient and network", () => {
      const config = loadConfig({ ...mail, PUBLIC_URL: "https://fb8.example.sch.id/" });
      expect(config.mail).toEqual({
        smtpUrl: mail.SMTP_URL,
        from: mail.MAIL_FROM,
        publicUrl: "https://fb8.example.sch.id",
        limits: { perRecipientPerHour: 3, perNetworkPerHour: 100 },
      });
      const limited = loadConfig({
        ...mail,
        PUBLIC_URL: "https://fb8.example.sch.id",
        MAIL_LIMIT_PER_RECIPIENT_PER_HOUR: "5",
        MAIL_LIMIT_PER_NETWORK_PER_HOUR: "400",
      });
      expect(limited.mail?.limits).toEqual({ perRecipientPerHour: 5, perNetworkPerHour: 400 });
      expect(() => loadConfig({ MAIL_LIMIT_PER_RECIPIENT_PER_HOUR: "0" })).toThrow(
        /\bMAIL_LIMIT_PER_RECIPIENT_PER_HOUR\b/,
      );
    });

    it("starts without mail, whatever PUBLIC_URL is", () => {
      expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:3000" }).mail).toBeUndefined();
      expect(loadConfig({}).mail).toBeUndefined();
    });
  });

  it("hands the server PUBLIC_URL's origin, for the stands' posters", () => {
    expect(loadConfig({ PUBLIC_URL: "https://fb8.example.sch.id/" }).publicUrl).toBe(
      "https://fb8.example.sch.id",
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });
});
