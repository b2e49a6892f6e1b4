import { describe, expect, it } from "vitest";
import { committeeError } from "../../../../common/committee-errors";
import { storageKinds } from "../../../../scripts/support/databases";
import { buildTestApp } from "../../../../tests/build-app";
import {
  addCommitteeAccounts,
  adminPassword,
  editorPassword,
  signIn,
  viewerPassword,
} from "../../../../tests/committee";

/** Every state-changing route of the console, with a body it would accept. */
const changes = [
  {
    method: "PUT",
    url: "/api/panitia/window/domestic",
    payload: { opensAt: null, closesAt: null },
  },
  { method: "PUT", url: "/api/panitia/settings", payload: { resultsPublished: true } },
  { method: "POST", url: "/api/panitia/votes/lookup", payload: { email: "a@b.co" } },
  {
    method: "POST",
    url: "/api/panitia/invalidations",
    payload: { criteria: { category: "domestic" }, reason: "uji", dryRun: false },
  },
  { method: "POST", url: "/api/panitia/invalidations/1/restore", payload: { reason: "uji" } },
  { method: "POST", url: "/api/panitia/erasure", payload: {} },
] as const;

const reads = [
  "/api/panitia/session",
  "/api/panitia/results",
  "/api/panitia/timeline",
  "/api/panitia/votes",
  "/api/panitia/invalidations",
  "/api/panitia/audit",
  "/api/panitia/export/ranking.csv",
];

describe.each(storageKinds)("the committee's sessions on $kind", ({ kind, enabled }) => {
  const start = async () => {
    const test = await buildTestApp({ storage: kind });
    await addCommitteeAccounts(test.app);
    return test;
  };

  it.skipIf(!enabled)(
    "signs in with the right password and answers the CSRF token and role",
    async () => {
      const { app } = await start();
      const response = await app.inject({
        method: "POST",
        url: "/api/panitia/session",
        payload: { username: "ketua", password: adminPassword },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        username: "ketua",
        role: "admin",
        csrfToken: expect.stringMatching(/^[\w-]{43}$/),
      });
      const cookie = response.cookies.find((candidate) => candidate.name === "fb8_panitia");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/panitia" });
      expect(cookie?.secure).toBeFalsy();
    },
  );

  it.skipIf(!enabled)("answers a wrong password and an unknown name alike", async () => {
    const { app } = await start();
    const attempt = (username: string, password: string) =>
      app.inject({ method: "POST", url: "/api/panitia/session", payload: { username, password } });
    const wrongPassword = await attempt("ketua", "bukan-kata-sandinya");
    const unknownName = await attempt("siapa", "bukan-kata-sandinya");
    for (const response of [wrongPassword, unknownName]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(committeeError("invalid_credentials"));
      expect(response.cookies).toEqual([]);
    }
  });

  it.skipIf(!enabled)(
    "throttles an account after five failures, even with the right password",
    async () => {
      const { app } = await start();
      const attempt = (password: string) =>
        app.inject({
          method: "POST",
          url: "/api/panitia/session",
          payload: { username: "ketua", password },
        });
      for (let failure = 0; failure < 5; failure += 1) {
        expect((await attempt("tebakan-yang-salah")).statusCode).toBe(401);
      }
      const throttled = await attempt(adminPassword);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual(committeeError("sign_in_throttled"));
      // Another account on another network is not held back by it.
      const other = await app.inject({
        method: "POST",
        url: "/api/panitia/session",
        remoteAddress: "10.0.0.9",
        payload: { username: "pengamat", password: viewerPassword },
      });
      expect(other.statusCode).toBe(200);
    },
  );

  it.skipIf(!enabled)(
    "counts guesses sent all at once before checking any: five are checked, the rest refused",
    async () => {
      const { app } = await start();
      const statuses = await Promise.all(
        Array.from({ length: 12 }, () =>
          app
            .inject({
              method: "POST",
              url: "/api/panitia/session",
              payload: { username: "ketua", password: "tebakan-yang-salah" },
            })
            .then((response) => response.statusCode),
        ),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    },
  );

  it.skipIf(!enabled)("refuses every console request without a session", async () => {
    const { app } = await start();
    for (const url of reads) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(committeeError("not_signed_in"));
    }
    for (const change of changes) {
      expect((await app.inject(change)).statusCode, change.url).toBe(401);
    }
  });

  it.skipIf(!enabled)("lets a viewer read everything and change nothing", async () => {
    const { app } = await start();
    const viewer = await signIn(app, "pengamat", viewerPassword);
    for (const url of reads) {
      expect((await viewer.request({ url })).statusCode, url).toBe(200);
    }
    for (const change of changes) {
      const response = await viewer.request(change);
      expect(response.statusCode, change.url).toBe(403);
      expect(response.json()).toEqual(committeeError("forbidden_role"));
    }
  });

  it.skipIf(!enabled)(
    "shows an editor nothing of the vote, its addresses or defences",
    async () => {
      const { app } = await start();
      const editor = await signIn(app, "penyunting", editorPassword);
      expect((await editor.request({ url: "/api/panitia/session" })).json()).toMatchObject({
        username: "penyunting",
        role: "editor",
      });
      for (const url of reads.filter((url) => url !== "/api/panitia/session")) {
        const response = await editor.request({ url });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(committeeError("forbidden_area"));
      }
      for (const change of changes) {
        expect((await editor.request(change)).statusCode, change.url).toBe(403);
      }
    },
  );

  it.skipIf(!enabled)(
    "refuses a change without the CSRF token or from another origin",
    async () => {
      const { app } = await start();
      const admin = await signIn(app);
      for (const change of changes) {
        const withoutToken = await admin.request({ ...change, withoutToken: true });
        expect(withoutToken.statusCode, change.url).toBe(403);
        expect(withoutToken.json()).toEqual(committeeError("csrf_failed"));
        const wrongToken = await admin.request({
          ...change,
          headers: { "x-csrf-token": "x".repeat(43) },
        });
        expect(wrongToken.statusCode, change.url).toBe(403);
        const foreign = await admin.request({
          ...change,
          headers: { origin: "https://evil.example" },
        });
        expect(foreign.statusCode, change.url).toBe(403);
        expect(foreign.json()).toEqual(committeeError("csrf_failed"));
      }
      const crossSiteSignIn = await app.inject({
        method: "POST",
        url: "/api/panitia/session",
        headers: { "sec-fetch-site": "cross-site" },
        payload: { username: "ketua", password: adminPassword },
      });
      expect(crossSiteSignIn.statusCode).toBe(403);
    },
  );

  it.skipIf(!enabled)("ends the session on the server at sign-out", async () => {
    const { app } = await start();
    const admin = await signIn(app);
    expect(
      (await admin.request({ method: "DELETE", url: "/api/panitia/session" })).statusCode,
    ).toBe(204);
    // The old cookie, replayed, opens nothing.
    expect((await admin.request({ url: "/api/panitia/results" })).statusCode).toBe(401);
  });

  it.skipIf(!enabled)(
    "refuses a session idle for 12 hours, and one whose account is gone",
    async () => {
      const { app } = await start();
      const admin = await signIn(app);
      const viewer = await signIn(app, "pengamat", viewerPassword);
      const thirteenHoursAgo = new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString();
      await app.database.db
        .updateTable("sessions")
        .set({ last_seen_at: thirteenHoursAgo })
        .where("account_id", "=", 1)
        .execute();
      expect((await admin.request({ url: "/api/panitia/results" })).statusCode).toBe(401);

      expect((await viewer.request({ url: "/api/panitia/results" })).statusCode).toBe(200);
      await app.database.db.deleteFrom("sessions").where("account_id", "=", 2).execute();
      expect((await viewer.request({ url: "/api/panitia/results" })).statusCode).toBe(401);
    },
  );

  it.skipIf(!enabled)("records sign-ins, failures and sign-outs in the audit log", async () => {
    const { app } = await start();
    await app.inject({
      method: "POST",
      url: "/api/panitia/session",
      payload: { username: "ketua", password: "salah-salah-salah" },
    });
    const admin = await signIn(app);
    await admin.request({ method: "DELETE", url: "/api/panitia/session" });
    const rows = await app.database.db
      .selectFrom("audit_log")
      .select(["actor", "action"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { actor: "test", action: "account_added" },
      { actor: "test", action: "account_added" },
      { actor: "test", action: "account_added" },
      { actor: "-", action: "sign_in_failed" },
      { actor: "ketua", action: "sign_in" },
      { actor: "ketua", action: "sign_out" },
    ]);
  });
});

describe("the committee's API in the OpenAPI description", () => {
  it("documents every route of the console and the public results", async () => {
    const { app } = await buildTestApp();
    const document = (await app.inject("/api/openapi.json")).json();
    const methodsOf = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methodsOf("/api/panitia/session")).toEqual(["delete", "get", "post"]);
    expect(methodsOf("/api/panitia/results")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/timeline")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/window/{category}")).toEqual(["put"]);
    expect(methodsOf("/api/panitia/settings")).toEqual(["put"]);
    expect(methodsOf("/api/panitia/votes")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/votes/lookup")).toEqual(["post"]);
    expect(methodsOf("/api/panitia/invalidations")).toEqual(["get", "post"]);
    expect(methodsOf("/api/panitia/invalidations/{id}/restore")).toEqual(["post"]);
    expect(methodsOf("/api/panitia/audit")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/erasure")).toEqual(["post"]);
    expect(methodsOf("/api/panitia/content/media")).toEqual(["post"]);
    expect(methodsOf("/api/panitia/content/media/{name}")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/posters")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/posters.pdf")).toEqual(["get"]);
    expect(methodsOf("/api/panitia/posters/{category}/{food}.pdf")).toEqual(["get"]);
    expect(methodsOf("/api/results")).toEqual(["get"]);
    const exportPath = Object.keys(document.paths).find((path) =>
      path.startsWith("/api/panitia/export/"),
    );
    expect(exportPath).toBeDefined();
    const invalidation = document.paths["/api/panitia/invalidations"].post;
    expect(invalidation.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["criteria", "reason", "dryRun"]),
    );
  });
});
