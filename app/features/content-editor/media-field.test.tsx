// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { committeeError } from "../../../common/committee-errors";
import { committeeApiPaths } from "../../../common/paths";
import { EditorProvider, type UploadOptions } from "./editor-context";
import { busyRetries, MediaField } from "./media-field";
import { type Answer, fakeClient, testEditor } from "./test-client";
import { texts } from "./texts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const uploadKey = `POST ${committeeApiPaths.contentMedia}`;
const busy: Answer = { status: 429, body: committeeError("media_busy") };

/** A photo field in an editor's form, its value shown under it ("kosong" while there is none). */
function PhotoForm({ client }: { client: ReturnType<typeof fakeClient>["client"] }) {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <EditorProvider value={testEditor({ client })}>
      <MediaField
        kind="foto"
        value={value}
        path={["pages", "gallery"]}
        label="Foto"
        required={false}
        onChange={setValue}
      />
      <p>{typeof value === "string" ? value : "kosong"}</p>
    </EditorProvider>
  );
}

/** The form, its upload answered by how many uploads have come so far (1 for the first). */
function serveUploads(answerTo: (upload: number) => Answer) {
  const uploads = { sent: 0 };
  const { client } = fakeClient({ [uploadKey]: () => answerTo(++uploads.sent) });
  render(<PhotoForm client={client} />);
  return uploads;
}

async function chooseAndUpload() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const file = new File([new Uint8Array([1, 2, 3])], "foto.png", { type: "image/png" });
  await user.upload(screen.getByLabelText(texts.choosePhoto), file);
  await user.click(screen.getByRole("button", { name: texts.upload }));
}

test("a picture the server is too busy to decode is sent again by itself, and then used", async () => {
  const uploads = serveUploads((upload) =>
    upload < 3 ? busy : { status: 201, body: { name: "foto-0123456789abcdef" } },
  );
  await chooseAndUpload();
  expect(await screen.findByText(texts.uploadWaiting)).toBeTruthy();
  expect(screen.getByRole("status").textContent).toBe(texts.uploadWaiting);
  await act(() => vi.advanceTimersByTimeAsync(2 * busyRetries.afterMs));
  expect(await screen.findByText("foto-0123456789abcdef")).toBeTruthy();
  expect(uploads.sent).toBe(3);
  expect(screen.queryByText(committeeError("media_busy").message)).toBeNull();
});

test("after a few tries the busy server's message is shown and the file stays chosen", async () => {
  const uploads = serveUploads(() => busy);
  await chooseAndUpload();
  await act(() => vi.advanceTimersByTimeAsync((busyRetries.times + 1) * busyRetries.afterMs));
  expect(await screen.findByText(committeeError("media_busy").message)).toBeTruthy();
  expect(uploads.sent).toBe(busyRetries.times + 1);
  expect(screen.getByText("kosong")).toBeTruthy();
  // The editor tries again with the same file, without choosing it anew.
  await userEvent
    .setup({ advanceTimers: vi.advanceTimersByTime })
    .click(screen.getByRole("button", { name: texts.upload }));
  expect(uploads.sent).toBe(busyRetries.times + 2);
});

/** The form, each upload answered by `answer`; the calls hold the files sent. */
function serveForm(answer: (body: unknown, options?: UploadOptions) => Answer | Promise<Answer>) {
  const fake = fakeClient({ [uploadKey]: answer });
  render(<PhotoForm client={fake.client} />);
  return fake.calls;
}

const stored: Answer = { status: 201, body: { name: "foto-00000000000000aa" } };

async function choose(file: File) {
  // The chooser's accept list would hide a PDF; a phone's file manager shows it anyway.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(texts.choosePhoto), file);
  await user.click(screen.getByRole("button", { name: texts.upload }));
  return user;
}

/** A browser that decodes every picture as `width`×`height` and encodes it to `encodedBytes`. */
function decodingBrowser(width: number, height: number, encodedBytes: number) {
  const drawn: { width: number; height: number; type?: string; quality?: number }[] = [];
  const decode = vi.fn(async (_file: Blob, _options?: ImageBitmapOptions) => ({
    width,
    height,
    close() {},
  }));
  vi.stubGlobal("createImageBitmap", decode);
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage() {} };
      }
      async convertToBlob(options: { type: string; quality: number }) {
        drawn.push({ width: this.width, height: this.height, ...options });
        return new Blob([new Uint8Array(encodedBytes)], { type: options.type });
      }
    },
  );
  return { decode, drawn };
}

const bytes = (size: number, name: string, type: string) =>
  new File([new Uint8Array(size)], name, { type });

describe("a photo from a phone", () => {
  afterEach(() => vi.unstubAllGlobals());

  test("is drawn 2400 px wide, upright, as JPEG 0.85, and the smaller copy is sent", async () => {
    const { decode, drawn } = decodingBrowser(4032, 3024, 900_000);
    const calls = serveForm(() => stored);
    await choose(bytes(6_000_000, "IMG_0001.jpg", "image/jpeg"));
    expect(await screen.findByText("foto-00000000000000aa")).toBeTruthy();
    expect(decode.mock.calls[0]?.[1]).toEqual({ imageOrientation: "from-image" });
    expect(drawn).toEqual([{ width: 2400, height: 1800, type: "image/jpeg", quality: 0.85 }]);
    expect(calls[0]?.file).toMatchObject({
      size: 900_000,
      type: "image/jpeg",
      name: "IMG_0001.jpg",
    });
  });

  test("a PNG becomes WebP; a copy no smaller than the original leaves the original to be sent", async () => {
    const { drawn } = decodingBrowser(800, 600, 50_000);
    const calls = serveForm(() => stored);
    const original = bytes(40_000, "logo.png", "image/png");
    await choose(original);
    expect(await screen.findByText("foto-00000000000000aa")).toBeTruthy();
    expect(drawn).toEqual([{ width: 800, height: 600, type: "image/webp", quality: 0.85 }]);
    expect(calls[0]?.file).toBe(original);
  });

  test("where the browser cannot decode, the original is sent as it is", async () => {
    vi.stubGlobal("createImageBitmap", async () => {
      throw new Error("InvalidStateError");
    });
    const calls = serveForm(() => stored);
    const original = bytes(3_000, "foto.webp", "image/webp");
    await choose(original);
    expect(await screen.findByText("foto-00000000000000aa")).toBeTruthy();
    expect(calls[0]?.file).toBe(original);
  });

  test("over 15 MB and not shrinkable, or neither picture nor video, is refused before sending", async () => {
    const calls = serveForm(() => stored);
    const user = await choose(bytes(16 * 1024 * 1024, "besar.jpg", "image/jpeg"));
    expect(await screen.findByText(texts.fileTooLarge)).toBeTruthy();
    await user.upload(
      screen.getByLabelText(texts.choosePhoto),
      bytes(100, "menu.pdf", "application/pdf"),
    );
    await user.click(screen.getByRole("button", { name: texts.upload }));
    expect(await screen.findByText(texts.fileTypeRefused)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test("a video over 300 KB is refused before sending, saying so", async () => {
    const calls = serveForm(() => stored);
    await choose(bytes(300 * 1024 + 1, "iklan-sponsor.mp4", "video/mp4"));
    expect(await screen.findByText(texts.videoTooLarge)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test("HEIC is decoded where the browser can, and sent as JPEG", async () => {
    decodingBrowser(4032, 3024, 2_000_000);
    const calls = serveForm(() => stored);
    await choose(bytes(1_500_000, "IMG_0002.HEIC", ""));
    expect(await screen.findByText("foto-00000000000000aa")).toBeTruthy();
    expect(calls[0]?.file).toMatchObject({ type: "image/jpeg", name: "IMG_0002.jpg" });
  });

  test("HEIC the browser cannot read says what to do, and nothing is sent", async () => {
    const calls = serveForm(() => stored);
    await choose(bytes(1_500_000, "IMG_0003.heic", "image/heic"));
    expect(await screen.findByText(texts.heicUnreadable)).toBeTruthy();
    expect(texts.heicUnreadable).toMatch(/^Foto HEIC dari iPhone belum bisa dibaca browser ini/);
    expect(calls).toEqual([]);
  });

  test("an upload shows how far it is and can be cancelled", async () => {
    const calls = serveForm(
      (_body, options) =>
        new Promise<Answer>((_resolve, reject) => {
          options?.onProgress?.(45, 100);
          options?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    );
    const user = await choose(bytes(2_000, "klip.mp4", "video/mp4"));
    const bar = await screen.findByRole("progressbar", { name: texts.uploadProgressLabel });
    expect(bar.getAttribute("value")).toBe("45");
    // The number and its percent sign never part at a line's end on a phone.
    expect(screen.getByText("Mengunggah… 45\u00a0%", { normalizer: (text) => text })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: texts.cancelUpload }));
    expect(await screen.findByText(texts.uploadCancelled)).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
