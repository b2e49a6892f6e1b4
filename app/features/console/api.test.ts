import { afterEach, expect, test, vi } from "vitest";
import { ApiError, callApi, rememberCsrfToken, uploadFile } from "./api";
import { stubServer } from "./test-server";

afterEach(() => {
  vi.unstubAllGlobals();
  rememberCsrfToken(undefined);
});

test("a refusal keeps the server's whole answer, for a conflict's details", async () => {
  const conflict = { error: "content_conflict", message: "Diubah oleh ketua.", revision: 9 };
  stubServer({
    "PUT /api/panitia/content/draft/festival": () => Response.json(conflict, { status: 409 }),
  });
  const failure = await callApi("/api/panitia/content/draft/festival", {
    method: "PUT",
    body: {},
  }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 409, code: "content_conflict", body: conflict });
});

test("an upload is sent as form data with the CSRF token, and its refusal says why", async () => {
  rememberCsrfToken("csrf-9");
  const calls = stubServer({
    "POST /api/panitia/content/media": () =>
      Response.json(
        { error: "media_too_large", message: "Berkas terlalu besar." },
        { status: 413 },
      ),
  });
  const failure = await uploadFile("/api/panitia/content/media", new File(["x"], "a.jpg")).catch(
    (error: unknown) => error,
  );
  expect(calls[0]?.headers["x-csrf-token"]).toBe("csrf-9");
  expect(failure).toMatchObject({ status: 413, message: "Berkas terlalu besar." });
});
