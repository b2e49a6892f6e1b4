// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { VotePanel } from "./vote-panel";
import { storageKeys } from "./vote-storage";

/**
 * The proof of work (its challenge request and solver) is replaced by one whose solving the
 * test controls: solved at once, unless a test holds it to see the panel wait.
 */
const proofOfWork = vi.hoisted(() => ({
  hold: false,
  started: 0,
  finish: () => {},
  reset: () => {},
}));
vi.mock("./proof-of-work", () => {
  let current: { settled: boolean; payload(): Promise<string> } | null = null;
  proofOfWork.reset = () => {
    current = null;
  };
  const startProof = () => {
    if (current) return current;
    proofOfWork.started += 1;
    const payload = `solution-${proofOfWork.started}`;
    const proof = { settled: !proofOfWork.hold, payload: () => solved };
    const solved = proofOfWork.hold
      ? new Promise<string>((resolve) => {
          proofOfWork.finish = () => {
            proof.settled = true;
            resolve(payload);
          };
        })
      : Promise.resolve(payload);
    current = proof;
    return proof;
  };
  const takeProof = () => {
    const proof = startProof();
    current = null;
    return proof.payload();
  };
  return { startProof, takeProof };
});

/**
 * The panel asks the server for the count itself (GET /api/votes/…), so the test answers at the
 * network boundary, globalThis.fetch; every component is the real one.
 */
function answerCount(response: () => Promise<Response>) {
  const requested: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    requested.push(url);
    return response();
  });
  return requested;
}
const open = { state: "open", opensAt: null, closesAt: null };
const votes =
  (count: number | null, voting: object = open) =>
  async () =>
    Response.json({ votes: count, voting });

/** The panel on a dish page of its own, for the states that link elsewhere. */
function renderOnDishPage() {
  const Stub = createRoutesStub([
    {
      path: "/8trepreneur/domestic/rendang",
      Component: () => <VotePanel category="domestic" food="rendang" />,
    },
    { path: "/8trepreneur/hasil", Component: () => <h1>Hasil</h1> },
  ]);
  render(
    <WithContent>
      <Stub initialEntries={["/8trepreneur/domestic/rendang"]} />
    </WithContent>,
  );
}

fakeDialogs();

beforeEach(() => {
  localStorage.clear();
  proofOfWork.hold = false;
  proofOfWork.reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const voteButton = () => screen.getByRole("button", { name: "Vote" });

test("shows the dish's count as 'N vote' in its status region", async () => {
  const requested = answerCount(votes(7));
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  expect(await screen.findByRole("status")).toHaveProperty("textContent", "7 vote");
  expect(requested).toEqual(["/api/votes/domestic/rendang"]);
  expect((voteButton() as HTMLButtonElement).disabled).toBe(false);
});

test("says the count could not be loaded when the server fails, and still lets the visitor vote", async () => {
  answerCount(async () => new Response("", { status: 503 }));
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe("Jumlah vote belum bisa dimuat."),
  );
  expect((voteButton() as HTMLButtonElement).disabled).toBe(false);
});

/** Rendang's panel once this browser has voted in `category`, after its count has loaded. */
async function rendangAfterVoteIn(category: keyof typeof storageKeys) {
  localStorage.setItem(storageKeys[category], "true");
  answerCount(votes(3));
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("3 vote"));
}

test("is disabled, with a note, once this browser has voted in the dish's category", async () => {
  await rendangAfterVoteIn("domestic");
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
  expect(
    screen.getByText("Kamu sudah memberikan vote di kategori ini. Terima kasih!"),
  ).toBeTruthy();
});

test("a vote in the other category does not disable this one", async () => {
  await rendangAfterVoteIn("international");
  expect((voteButton() as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByText(/sudah memberikan vote/)).toBeNull();
});

test("while voting is closed the button is disabled and the panel says so in words", async () => {
  answerCount(votes(9, { state: "closed", opensAt: null, closesAt: "2022-11-30T10:00:00.000Z" }));
  renderOnDishPage();
  expect(await screen.findByText("Voting sudah ditutup")).toBeTruthy();
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole("status").textContent).toBe("9 vote");
  expect(voteButton().getAttribute("aria-describedby")).toBe(
    screen.getByText("Voting sudah ditutup").id,
  );
  expect(screen.getByRole("link", { name: "Lihat hasil vote" }).getAttribute("href")).toBe(
    "/8trepreneur/hasil",
  );
});

test("before voting opens the button is disabled and the panel says when it opens, in WIB", async () => {
  answerCount(votes(0, { state: "not_open", opensAt: "2022-11-24T01:00:00.000Z", closesAt: null }));
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  expect(await screen.findByText("Voting belum dibuka")).toBeTruthy();
  expect(screen.getByText("Voting dibuka 24 November 2022 pukul 08.00 WIB")).toBeTruthy();
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
});

test("a hidden count shows no number, and a vote still goes through without one", async () => {
  const requested: string[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    requested.push(`${init?.method ?? "GET"} ${url}`);
    return init?.method === "POST"
      ? Response.json({ votes: null }, { status: 201 })
      : Response.json({ votes: null, voting: open });
  });
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe(
      "Jumlah vote tidak ditampilkan untuk sementara.",
    ),
  );
  expect(screen.getByRole("status").textContent).not.toMatch(/\d/);
  await userEvent.click(voteButton());
  await userEvent.type(await screen.findByLabelText("Email"), "siswa@example.com");
  await userEvent.click(screen.getByRole("button", { name: "Kirim" }));
  expect(await screen.findByText("Jangan lupa ajak teman Kamu untuk nge-vote juga")).toBeTruthy();
  expect(requested).toEqual([
    "GET /api/votes/domestic/rendang",
    "POST /api/votes/domestic/rendang",
  ]);
  expect(screen.queryByText("Memeriksa bahwa kamu bukan robot…")).toBeNull();
  expect(screen.getByRole("status").textContent).not.toMatch(/\d/);
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
});

test("a vote refused because voting closed shows the reason in the dialog, then the closed panel", async () => {
  vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) =>
    init?.method === "POST"
      ? Response.json({ error: "voting_closed", message: "Voting sudah ditutup" }, { status: 403 })
      : Response.json({ votes: 5, voting: open }),
  );
  renderOnDishPage();
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("5 vote"));
  await userEvent.click(voteButton());
  await userEvent.type(await screen.findByLabelText("Email"), "siswa@example.com");
  await userEvent.click(screen.getByRole("button", { name: "Kirim" }));
  const dialog = await screen.findByRole("dialog", { name: "Yuk Nge-Vote" });
  expect((await screen.findByRole("alert")).textContent).toBe("Voting sudah ditutup");
  expect(dialog.contains(screen.getByRole("alert"))).toBe(true);
  await userEvent.click(screen.getAllByRole("button", { name: "Tutup" })[0] as HTMLElement);
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText("Voting sudah ditutup", { selector: "p" })).toBeTruthy();
  expect(localStorage.getItem(storageKeys.domestic)).toBeNull();
});

test("asks the server again when voting opens while the page stays open", async () => {
  const opensAt = new Date(Date.now() + 200).toISOString();
  let asked = 0;
  vi.stubGlobal("fetch", async () => {
    asked += 1;
    return Response.json({
      votes: 0,
      voting:
        asked === 1
          ? { state: "not_open", opensAt, closesAt: null }
          : { state: "open", opensAt, closesAt: null },
    });
  });
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  expect(await screen.findByText("Voting belum dibuka")).toBeTruthy();
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
  await waitFor(() => expect((voteButton() as HTMLButtonElement).disabled).toBe(false));
  expect(screen.queryByText("Voting belum dibuka")).toBeNull();
  expect(asked).toBe(2);
});

/** The POSTed votes' bodies, answering every vote with 201 and every count with 3. */
function answerVotes() {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (_url: string, init?: RequestInit) => {
    if (init?.method !== "POST") return Response.json({ votes: 3, voting: open });
    sent.push(JSON.parse(String(init.body)));
    return Response.json({ votes: 4 }, { status: 201 });
  });
  return sent;
}

test("a vote carries the proof of work solved while the visitor typed, who is told quietly", async () => {
  proofOfWork.hold = true;
  const sent = answerVotes();
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("3 vote"));
  await userEvent.click(voteButton());
  const input = await screen.findByLabelText("Email");
  expect(screen.getByText("Memeriksa bahwa kamu bukan robot…")).toBeTruthy();
  await userEvent.type(input, "siswa@example.com");
  expect((input as HTMLInputElement).value).toBe("siswa@example.com");
  proofOfWork.finish();
  await waitFor(() => expect(screen.queryByText("Memeriksa bahwa kamu bukan robot…")).toBeNull());
  await userEvent.click(screen.getByRole("button", { name: "Kirim" }));
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("4 vote"));
  expect(sent).toEqual([
    { email: "siswa@example.com", altcha: expect.stringMatching(/^solution-/) },
  ]);
});

test("a one-tap vote with a saved address waits for its proof of work, showing Mengirim…", async () => {
  localStorage.setItem(storageKeys.email, "siswa@example.com");
  proofOfWork.hold = true;
  const sent = answerVotes();
  render(
    <WithContent>
      <VotePanel category="domestic" food="rendang" />
    </WithContent>,
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("3 vote"));
  await userEvent.click(voteButton());
  expect((voteButton() as HTMLButtonElement).disabled).toBe(true);
  expect(sent).toEqual([]);
  proofOfWork.finish();
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("4 vote"));
  expect(sent).toEqual([
    { email: "siswa@example.com", altcha: expect.stringMatching(/^solution-/) },
  ]);
});
