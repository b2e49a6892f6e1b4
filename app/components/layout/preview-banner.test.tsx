// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { PreviewStateResponse } from "../../../common/content-api";
import { previewFile } from "../../../common/paths";
import { PreviewBanner, previewPollMs } from "./preview-banner";

const summary = (revision: number) => ({ revision, createdBy: "penyunting", createdAt: "" });
const state = (status: PreviewStateResponse["status"], requested: number, openable: number) =>
  ({
    status,
    revision: requested,
    log: "",
    requested: summary(requested),
    openable: summary(openable),
    draftRevision: requested,
  }) satisfies PreviewStateResponse;

let answers: PreviewStateResponse[];
let shown: number;
const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  reload.mockReset();
  // The preview's own file names the revision its pages show; the API, the newest preview.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) =>
      path === previewFile
        ? new Response(JSON.stringify({ revision: shown }))
        : new Response(JSON.stringify(answers.shift() ?? answers.at(-1))),
    ),
  );
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tick = () => act(() => vi.advanceTimersByTimeAsync(previewPollMs));

test("says which revision it shows, that a newer one is on its way, and loads it once ready", async () => {
  shown = 7;
  answers = [state("ready", 7, 7), state("building", 8, 7), state("ready", 8, 8)];
  render(<PreviewBanner />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole("status").textContent).toContain("Pratinjau draf revisi 7");
  await tick();
  expect(reload).not.toHaveBeenCalled();
  expect(screen.getByRole("status").textContent).toContain("Memperbarui ke revisi 8…");
  await tick();
  expect(reload).toHaveBeenCalledTimes(1);
  // It asks no more once it reloads.
  const asked = vi.mocked(fetch).mock.calls.length;
  await tick();
  expect(vi.mocked(fetch).mock.calls.length).toBe(asked);
});

test("keeps the page when the session is gone or the network drops", async () => {
  shown = 3;
  vi.mocked(fetch)
    .mockResolvedValueOnce(new Response(JSON.stringify({ revision: 3 })))
    .mockResolvedValueOnce(new Response("{}", { status: 401 }))
    .mockRejectedValueOnce(new TypeError("offline"));
  render(<PreviewBanner />);
  await tick();
  await tick();
  expect(reload).not.toHaveBeenCalled();
  expect(screen.getByRole("status").textContent).toContain("Pratinjau draf revisi 3");
});
