// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { committeeError } from "../../../common/committee-errors";
import { committeeApiPaths } from "../../../common/paths";
import { EditorProvider, issuesByPath } from "./editor-context";
import { busyRetries, MediaField } from "./media-field";
import { type Answer, fakeClient } from "./test-client";
import { texts } from "./texts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const uploadKey = `POST ${committeeApiPaths.contentMedia}`;
const busy: Answer = { status: 429, body: committeeError("media_busy") };

function PhotoForm({ answers }: { answers: Parameters<typeof fakeClient>[0] }) {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <EditorProvider
      value={{
        client: fakeClient(answers).client,
        canEdit: true,
        placeholderValues: {},
        issues: issuesByPath([]),
      }}
    >
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
  render(<PhotoForm answers={{ [uploadKey]: () => answerTo(++uploads.sent) }} />);
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
