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

/**
 * Stands in for the server behind XMLHttpRequest, which uploads use for their progress: the
 * test answers the one request sent, and reads its headers and body.
 */
function stubUploadServer() {
  const sent: FakeRequest[] = [];
  class FakeRequest extends EventTarget {
    readonly upload = new EventTarget();
    readonly headers: Record<string, string> = {};
    method = "";
    url = "";
    body: unknown;
    status = 0;
    responseText = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.body = body;
      sent.push(this);
    }
    abort() {
      this.dispatchEvent(new Event("loadend"));
    }
    /** The body going out, `loaded` of `total` bytes. */
    progress(loaded: number, total: number) {
      this.upload.dispatchEvent(
        Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }),
      );
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.dispatchEvent(new Event("loadend"));
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  return sent;
}

test("an upload is sent as form data with the CSRF token, and its refusal says why", async () => {
  rememberCsrfToken("csrf-9");
  const sent = stubUploadServer();
  const failure = uploadFile("/api/panitia/content/media", new File(["x"], "a.jpg")).catch(
    (error: unknown) => error,
  );
  const request = sent[0];
  expect(request?.headers["x-csrf-token"]).toBe("csrf-9");
  expect(request?.method).toBe("POST");
  expect(request?.body instanceof FormData && request.body.get("file")).toBeInstanceOf(File);
  request?.answer(413, { error: "media_too_large", message: "Berkas terlalu besar." });
  expect(await failure).toMatchObject({ status: 413, message: "Berkas terlalu besar." });
});

test("an upload reports how much has gone, answers its name, and can be cancelled", async () => {
  const sent = stubUploadServer();
  const progress: number[] = [];
  const upload = uploadFile<{ name: string }>(
    "/api/panitia/content/media",
    new File(["x"], "a.jpg"),
    {
      onProgress: (loaded, total) => progress.push(loaded / total),
    },
  );
  sent[0]?.progress(45, 100);
  sent[0]?.answer(201, { name: "foto-0123456789abcdef" });
  expect(await upload).toEqual({ name: "foto-0123456789abcdef" });
  expect(progress).toEqual([0.45]);

  const controller = new AbortController();
  const cancelled = uploadFile("/api/panitia/content/media", new File(["x"], "b.jpg"), {
    signal: controller.signal,
  }).catch((error: unknown) => error);
  controller.abort();
  expect(await cancelled).toMatchObject({ status: 0, code: "aborted" });
});
