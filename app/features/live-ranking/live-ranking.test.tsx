// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { LiveBoard } from "../../../common/live-board";
import { repositoryContent, WithContent } from "../../../tests/repository-content";
import { LiveRanking } from "./live-ranking";

/**
 * The page reads GET /api/results/live through the browser's EventSource; the tests stand in
 * for it at that boundary, as the results board's tests do for fetch.
 */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  send(board: unknown) {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(board) })));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    act(() => this.onerror?.());
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const open = { state: "open", opensAt: null, closesAt: null } as const;
const board = (overrides: Partial<LiveBoard> = {}): LiveBoard => ({
  updatedAt: "2022-11-30T07:32:05.000Z",
  published: false,
  hideLiveCount: false,
  categories: [
    {
      category: "domestic",
      voting: open,
      dishes: [
        { food: "rendang", votes: 12 },
        { food: "rawon", votes: 12 },
        { food: "sate-lilit", votes: 3 },
      ],
    },
    { category: "international", voting: open, dishes: [{ food: "onigiri", votes: 0 }] },
  ],
  ...overrides,
});

function renderPage() {
  const Page = () => <LiveRanking publishedResults={<p>hasil resmi</p>} />;
  const Stub = createRoutesStub([{ path: "/8trepreneur/langsung", Component: Page }]);
  // The site's address as the root's loader gives it (PUBLIC_URL).
  render(
    <WithContent content={{ ...repositoryContent, publicUrl: "https://fb8.example.sch.id" }}>
      <Stub initialEntries={["/8trepreneur/langsung"]} />
    </WithContent>,
  );
  return FakeEventSource.opened;
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("ranks each category with counts, ties sharing the lead, and the time in WIB", () => {
  const [source] = renderPage();
  expect(screen.getByRole("link", { name: "fb8.example.sch.id/8trepreneur" })).toBeTruthy();
  expect(source?.url).toBe("/api/results/live");
  expect(screen.getByText("Menyambungkan ke papan peringkat…")).toBeTruthy();
  source?.send(board());
  expect(screen.getByText("Diperbarui 14.32.05 WIB")).toBeTruthy();
  const domestic = within(screen.getByRole("region", { name: "Domestik" }));
  const rows = domestic.getAllByRole("listitem").map((row) => row.textContent);
  expect(rows).toEqual([
    "Peringkat 1Rendang TeratasX MIPA C12 vote",
    "Peringkat 1Rawon TeratasX MIPA F12 vote",
    "Peringkat 3Sate LilitX MIPA B3 vote",
  ]);
  expect(domestic.getByText("Total vote sah: 27")).toBeTruthy();
  // No vote yet: nobody leads, and the category says so.
  const international = within(screen.getByRole("region", { name: "Internasional" }));
  expect(international.queryByText("Teratas")).toBeNull();
  expect(international.getByText("Belum ada vote.")).toBeTruthy();
  expect(international.getAllByRole("listitem").map((row) => row.textContent)).toEqual([
    "–OnigiriXI MIPA B0 vote",
  ]);
});

test("hidden counts show no number, no rank and no leader, and say why", () => {
  const [source] = renderPage();
  const hidden = board({ hideLiveCount: true });
  for (const category of hidden.categories) {
    category.dishes = category.dishes.map(({ food }) => ({ food, votes: null }));
  }
  source?.send(hidden);
  expect(screen.getByText(/Jumlah vote sedang disembunyikan panitia/)).toBeTruthy();
  const domestic = within(screen.getByRole("region", { name: "Domestik" }));
  expect(domestic.getAllByRole("listitem").map((row) => row.textContent)).toEqual([
    "RendangX MIPA C",
    "RawonX MIPA F",
    "Sate LilitX MIPA B",
  ]);
  expect(screen.queryByText("Teratas")).toBeNull();
});

test("closed windows and published results follow the committee", () => {
  const [source] = renderPage();
  const closed = { state: "closed", opensAt: null, closesAt: "2022-11-30T09:00:00.000Z" } as const;
  const allClosed = board();
  for (const category of allClosed.categories) category.voting = closed;
  source?.send(allClosed);
  expect(screen.getAllByText("Voting ditutup")).toHaveLength(2);
  expect(screen.getByText(/^Voting sudah ditutup\./)).toBeTruthy();
  source?.send(board({ published: true }));
  expect(screen.getByText("Hasil resmi sudah diumumkan!")).toBeTruthy();
  expect(screen.getByText("hasil resmi")).toBeTruthy();
  expect(screen.queryByRole("region", { name: "Domestik" })).toBeNull();
});

test("an event of another shape is ignored: the last good board stays", () => {
  const [source] = renderPage();
  source?.send(board());
  source?.send({ categories: "nonsense" });
  source?.send(
    board({
      categories: [
        { ...board().categories[0], dishes: [{ food: "x", votes: -1 }] },
      ] as LiveBoard["categories"],
    }),
  );
  expect(screen.getAllByText("Teratas")).toHaveLength(2);
});

test("says it is disconnected, and opens a new stream when the browser gives up", () => {
  vi.useFakeTimers();
  const opened = renderPage();
  opened[0]?.send(board());
  // The browser retries by itself: the page waits for it.
  opened[0]?.fail(FakeEventSource.CONNECTING);
  expect(screen.getByRole("status").textContent).toMatch(/^Koneksi terputus\. Menyambung ulang/);
  expect(screen.getByText(/^Koneksi terputus\. .* Diperbarui 14\.32\.05 WIB\.$/)).toBeTruthy();
  expect(screen.getByRole("region", { name: "Domestik" })).toBeTruthy();
  act(() => vi.advanceTimersByTime(10_000));
  expect(opened).toHaveLength(1);
  // It gave up (a 502 while the server restarted): a new stream within 2 s ± a quarter.
  opened[0]?.fail(FakeEventSource.CLOSED);
  act(() => vi.advanceTimersByTime(2_500));
  expect(opened).toHaveLength(2);
  // The new stream's first event is stamped with the moment it was read; nothing changed,
  // so the screen keeps the time of the last change.
  opened[1]?.send(board({ updatedAt: "2022-11-30T07:40:00.000Z" }));
  expect(screen.getByText("Diperbarui 14.32.05 WIB")).toBeTruthy();
  opened[1]?.send(board({ updatedAt: "2022-11-30T07:41:00.000Z", hideLiveCount: true }));
  expect(screen.getByText("Diperbarui 14.41.00 WIB")).toBeTruthy();
  // A stream silent for a minute is taken for dead and opened again.
  act(() => vi.advanceTimersByTime(60_000 + 2_500));
  expect(opened).toHaveLength(3);
});

test("a dish without votes shows no rank, even below dishes with votes", () => {
  const [source] = renderPage();
  const withZero = board();
  withZero.categories[0]?.dishes.push({ food: "rawon-x", votes: 0 });
  source?.send(withZero);
  const domestic = within(screen.getByRole("region", { name: "Domestik" }));
  const last = domestic.getAllByRole("listitem").at(-1);
  expect(last?.textContent).toBe("–rawon-x0 vote");
  expect(last && within(last).queryByText("Peringkat", { exact: false })).toBeNull();
});

test("the time left in an open window ticks in Indonesian, and goes once it is past", () => {
  vi.useFakeTimers({ now: Date.parse("2022-11-30T07:00:00.000Z") });
  const [source] = renderPage();
  const closesAt = "2022-11-30T08:05:30.000Z";
  const timed = board();
  for (const category of timed.categories) category.voting = { ...open, closesAt };
  source?.send(timed);
  act(() => vi.advanceTimersByTime(1_000));
  expect(screen.getAllByText("Ditutup dalam 1 jam 05 menit")).toHaveLength(2);
  act(() => vi.advanceTimersByTime(60 * 60_000));
  expect(screen.getAllByText("Ditutup dalam 5 menit 29 detik")).toHaveLength(2);
  act(() => vi.advanceTimersByTime(1_000));
  expect(screen.getAllByText("Ditutup dalam 5 menit 28 detik")).toHaveLength(2);
  act(() => vi.advanceTimersByTime(6 * 60_000));
  expect(screen.queryByText(/^Ditutup dalam/)).toBeNull();
});

test("screen readers hear who leads, once, not every event", () => {
  const [source] = renderPage();
  source?.send(board());
  const live = document.querySelectorAll("[aria-live], [role=status], [role=alert], [role=log]");
  expect(live).toHaveLength(1);
  const announcer = screen.getByRole("status");
  expect(announcer.textContent).toBe("Teratas Domestik: Rendang.");
  // The board's region holds nothing live: the rows and the time are not read out.
  expect(announcer.contains(screen.getByText("Diperbarui 14.32.05 WIB"))).toBe(false);
  const moved = board({ updatedAt: "2022-11-30T07:33:00.000Z" });
  moved.categories[1] = {
    category: "international",
    voting: open,
    dishes: [{ food: "onigiri", votes: 1 }],
  };
  source?.send(moved);
  expect(announcer.textContent).toBe("Teratas Domestik: Rendang. Teratas Internasional: Onigiri.");
});

test("once voting has closed the QR block is gone; the published names are not links", () => {
  const [source] = renderPage();
  expect(screen.getByText("Scan untuk vote")).toBeTruthy();
  const closed = board();
  for (const category of closed.categories) {
    category.voting = { state: "closed", opensAt: null, closesAt: null };
  }
  source?.send(closed);
  expect(screen.queryByText("Scan untuk vote")).toBeNull();
  expect(screen.queryByRole("img", { name: "Kode QR menuju halaman 8trepreneur" })).toBeNull();
});
