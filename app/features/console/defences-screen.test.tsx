// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import type { FlaggedCluster } from "../../../common/committee-api";
import { fakeDialogs } from "../../components/ui/fake-dialogs";
import { defences, domain, duplicates, network, renderScreen } from "./defences-fixtures";
import type { Call } from "./test-server";

beforeAll(fakeDialogs);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowsOf = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

test("lists the flagged clusters largest first, with origin, count, WIB times and dishes", async () => {
  renderScreen("admin", { "GET /api/panitia/defences": () => Response.json(defences()) });
  expect(await screen.findByRole("heading", { level: 1, name: "Keamanan vote" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Keamanan vote" }).getAttribute("aria-current")).toBe(
    "page",
  );
  expect(
    screen.getByText(
      "Suara tertandai disimpan tetapi belum dihitung sampai panitia menyetujuinya; pemilihnya tetap melihat ucapan terima kasih seperti biasa.",
    ),
  ).toBeTruthy();
  await screen.findByRole("cell", { name: "12" });
  expect(rowsOf("Kelompok suara tertandai, terbesar di atas")).toEqual([
    [
      "Jaringan ab12cd34",
      "12",
      "24 Nov, 08.05.00",
      "24 Nov, 08.20.30",
      "Rendang 10Rawon 2",
      "HitungBatalkan",
    ],
    [
      "contoh-sekolah.sch.id",
      "5",
      "24 Nov, 09.00.00",
      "24 Nov, 09.10.00",
      "Rendang 5",
      "HitungBatalkan",
    ],
    [
      "Alamat ganda (sebelum aturan alamat kanonik)",
      "3",
      "23 Nov, 10.00.00",
      "23 Nov, 11.00.00",
      "Rendang 3",
      "Batalkan",
    ],
  ]);
  // A duplicate address can only be invalidated: the server would refuse to count it.
  expect(screen.queryByRole("button", { name: /^Hitung Alamat ganda/ })).toBeNull();
});

test("shows a dish by its slug when the ranking that names the dishes cannot be read", async () => {
  renderScreen("viewer", {
    "GET /api/panitia/defences": () => Response.json(defences()),
    "GET /api/panitia/results": () => Response.json({ error: "storage" }, { status: 500 }),
  });
  await screen.findByRole("cell", { name: "12" });
  expect(rowsOf("Kelompok suara tertandai, terbesar di atas").map((row) => row[4])).toEqual([
    "rendang 10rawon 2",
    "rendang 5",
    "rendang 3",
  ]);
});

test("counts a cluster after a reason and a confirmation, then reloads", async () => {
  let reviewed = false;
  const calls = renderScreen("admin", {
    "GET /api/panitia/defences": () =>
      Response.json(defences(reviewed ? { clusters: [domain, duplicates] } : {})),
    "POST /api/panitia/flagged/review": () => {
      reviewed = true;
      return Response.json({ count: 12 });
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Hitung Jaringan ab12cd34" }));
  const dialog = screen.getByRole("dialog", { name: "Hitung suara tertandai" });
  expect(
    within(dialog).getByText("12 suara dari Jaringan ab12cd34 akan dihitung sebagai suara sah."),
  ).toBeTruthy();
  // Without a reason nothing is sent.
  await user.click(within(dialog).getByRole("button", { name: "Hitung 12 suara" }));
  expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

  await user.type(within(dialog).getByLabelText("Alasan"), "Satu kelas memakai wifi sekolah");
  await user.click(within(dialog).getByRole("button", { name: "Hitung 12 suara" }));
  expect(await screen.findByText("12 suara dihitung.")).toBeTruthy();
  const post = calls.find((call) => call.method === "POST") as Call;
  expect(post.url).toBe("/api/panitia/flagged/review");
  expect(post.body).toEqual({
    cluster: { reason: "network_burst", key: "ab12cd34ef56ab12cd34ef56" },
    decision: "approve",
    reason: "Satu kelas memakai wifi sekolah",
  });
  expect(post.headers["x-csrf-token"]).toBe("csrf-7");
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(calls.filter((call) => call.url === "/api/panitia/defences")).toHaveLength(2);
  expect(await screen.findByRole("table", { name: /^Kelompok/ })).toBeTruthy();
  expect(screen.queryByRole("rowheader", { name: "Jaringan ab12cd34" })).toBeNull();
});

test("invalidates the duplicates and says where to undo it", async () => {
  const calls = renderScreen("admin", {
    "GET /api/panitia/defences": () => Response.json(defences()),
    "POST /api/panitia/flagged/review": () => Response.json({ count: 3, invalidationId: 4 }),
  });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole("button", {
      name: "Batalkan Alamat ganda (sebelum aturan alamat kanonik)",
    }),
  );
  const dialog = screen.getByRole("dialog", { name: "Batalkan suara tertandai" });
  await user.type(within(dialog).getByLabelText("Alasan"), "Alamat yang sama");
  await user.click(within(dialog).getByRole("button", { name: "Batalkan 3 suara" }));
  expect(
    await screen.findByText("3 suara dibatalkan; bisa dipulihkan di Pembatalan."),
  ).toBeTruthy();
  expect(calls.find((call) => call.method === "POST")?.body).toEqual({
    cluster: { reason: "duplicate_address", key: "" },
    decision: "invalidate",
    reason: "Alamat yang sama",
  });
});

test("keeps the dialog open with the server's message when it refuses", async () => {
  renderScreen("admin", {
    "GET /api/panitia/defences": () => Response.json(defences()),
    "POST /api/panitia/flagged/review": () =>
      Response.json(
        {
          error: "forbidden_role",
          message: "Akun kamu hanya dapat melihat, tidak dapat mengubah.",
        },
        { status: 403 },
      ),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Batalkan contoh-sekolah.sch.id" }));
  const dialog = screen.getByRole("dialog");
  await user.type(within(dialog).getByLabelText("Alasan"), "Lonjakan");
  await user.click(within(dialog).getByRole("button", { name: "Batalkan 5 suara" }));
  expect((await within(dialog).findByRole("alert")).textContent).toBe(
    "Akun kamu hanya dapat melihat, tidak dapat mengubah.",
  );
});

test("says when nothing is flagged", async () => {
  renderScreen("admin", {
    "GET /api/panitia/defences": () => Response.json(defences({ clusters: [] })),
  });
  expect(await screen.findByRole("cell", { name: "Tidak ada suara tertandai." })).toBeTruthy();
});

test("saves the thresholds, showing the server's defaults beside them", async () => {
  const calls = renderScreen("admin", {
    "GET /api/panitia/defences": () => Response.json(defences()),
    "PUT /api/panitia/defences/settings": () => Response.json(defences()),
  });
  const user = userEvent.setup();
  const domainMax = await screen.findByLabelText(/^Maks\. suara per domain/);
  expect(domainMax).toHaveProperty("value", "3");
  expect(screen.getByText("Bawaan server: 15")).toBeTruthy();
  expect(screen.getAllByText("Bawaan server: 10")).toHaveLength(1);
  await user.clear(domainMax);
  await user.type(domainMax, "8");
  await user.click(screen.getByRole("button", { name: "Simpan batas" }));
  expect(await screen.findByText("Batas lonjakan disimpan.")).toBeTruthy();
  const put = calls.find((call) => call.method === "PUT");
  expect(put?.url).toBe("/api/panitia/defences/settings");
  expect(put?.body).toEqual({
    thresholds: { windowMinutes: 10, networkMax: 20, smallDomainsMax: 4, domainMax: 8 },
  });
});

test("disables the thresholds when flagging is off on the server", async () => {
  const off = defences();
  off.flagging.enabled = false;
  renderScreen("admin", { "GET /api/panitia/defences": () => Response.json(off) });
  expect(
    await screen.findByText("Penandaan lonjakan dimatikan di server (VOTE_FLAGGING=off)."),
  ).toBeTruthy();
  // The fieldset disables its fields: the fields' own property stays false.
  expect(screen.getByLabelText("Jendela waktu (menit)").matches(":disabled")).toBe(true);
  expect(screen.getByRole("button", { name: "Simpan batas" }).matches(":disabled")).toBe(true);
});

test("offers confirmation by e-mail only when the server can send mail", async () => {
  renderScreen("admin", { "GET /api/panitia/defences": () => Response.json(defences()) });
  const box = await screen.findByRole("checkbox", { name: "Wajibkan konfirmasi email" });
  expect(box).toHaveProperty("disabled", true);
  expect(
    screen.getByText("Belum tersedia: server belum diberi SMTP_URL dan MAIL_FROM."),
  ).toBeTruthy();
  expect(box.getAttribute("aria-describedby")?.split(" ")).toHaveLength(2);
  cleanup();

  const calls = renderScreen("admin", {
    "GET /api/panitia/defences": () =>
      Response.json(defences({ confirmation: { available: true, required: false } })),
    "PUT /api/panitia/defences/settings": () => Response.json(defences()),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("checkbox", { name: "Wajibkan konfirmasi email" }));
  expect(await screen.findByText("Konfirmasi email diwajibkan.")).toBeTruthy();
  expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ confirmationRequired: true });
  expect(screen.queryByText(/^Belum tersedia/)).toBeNull();
});

test("lists, adds and removes domains", async () => {
  const calls = renderScreen("admin", {
    "GET /api/panitia/defences": () => Response.json(defences()),
    "PUT /api/panitia/domains/mailinator.com": () =>
      Response.json({ domain: "mailinator.com", rule: "block", note: "Sekali pakai" }),
    "DELETE /api/panitia/domains/smandelapan.sch.id": () => new Response(null, { status: 204 }),
  });
  const user = userEvent.setup();
  await screen.findByRole("rowheader", { name: "smandelapan.sch.id" });
  expect(rowsOf("Domain yang diizinkan dan diblokir")).toEqual([
    ["smandelapan.sch.id", "Izinkan", "Domain sekolah", "ketua", "20 Nov, 10.00.00", "Hapus"],
  ]);

  await user.type(screen.getByLabelText("Domain"), " @Mailinator.COM ");
  await user.selectOptions(screen.getByLabelText("Aturan"), "Blokir");
  await user.type(screen.getByLabelText("Catatan"), "Sekali pakai");
  await user.click(screen.getByRole("button", { name: "Tambahkan" }));
  expect(await screen.findByText("mailinator.com ditambahkan: Blokir.")).toBeTruthy();
  const put = calls.find((call) => call.method === "PUT");
  expect(put?.url).toBe("/api/panitia/domains/mailinator.com");
  expect(put?.body).toEqual({ rule: "block", note: "Sekali pakai" });

  await user.click(screen.getByRole("button", { name: "Hapus smandelapan.sch.id" }));
  expect(await screen.findByText("smandelapan.sch.id dihapus dari daftar.")).toBeTruthy();
  expect(calls.find((call) => call.method === "DELETE")?.headers["x-csrf-token"]).toBe("csrf-7");
});

test("shows a viewer everything and lets them change nothing", async () => {
  renderScreen("viewer", {
    "GET /api/panitia/defences": () =>
      Response.json(defences({ confirmation: { available: true, required: true } })),
  });
  await screen.findByRole("rowheader", { name: "Jaringan ab12cd34" });
  expect(screen.getByText("Akun peninjau hanya bisa melihat.")).toBeTruthy();
  expect(screen.queryByRole("button", { name: /^(Hitung|Batalkan|Hapus) / })).toBeNull();
  expect(screen.queryByRole("button", { name: "Simpan batas" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Tambahkan" })).toBeNull();
  // The fieldset disables its fields: the fields' own property stays false.
  expect(screen.getByLabelText("Jendela waktu (menit)").matches(":disabled")).toBe(true);
  const box = screen.getByRole("checkbox", { name: "Wajibkan konfirmasi email" });
  expect(box).toHaveProperty("checked", true);
  expect(box).toHaveProperty("disabled", true);
});

test("says whether proof of work is on", async () => {
  renderScreen("admin", { "GET /api/panitia/defences": () => Response.json(defences()) });
  expect(
    (await screen.findByText("Bukti kerja (proof of work) di formulir vote:")).textContent,
  ).toBe("Bukti kerja (proof of work) di formulir vote: aktif");
  cleanup();
  renderScreen("admin", {
    "GET /api/panitia/defences": () => Response.json(defences({ proofOfWork: { enabled: false } })),
  });
  expect(await screen.findByText("dimatikan di server (VOTE_PROOF_OF_WORK=off)")).toBeTruthy();
});

test("names the school's domain as allowed from the start, and says whether DNS is asked", async () => {
  renderScreen("viewer", { "GET /api/panitia/defences": () => Response.json(defences()) });
  expect((await screen.findByText("Domain sekolah:", { exact: false })).textContent).toBe(
    "Domain sekolah: sman8jkt.sch.id, diizinkan sejak awal, beserta subdomainnya: tidak pernah dianggap email sementara dan tidak pernah ditandai sebagai lonjakan domain. Diatur di konten festival (schoolEmailDomain).",
  );
  expect(screen.getByText("Pemeriksaan domain di DNS:", { exact: false }).textContent).toBe(
    "Pemeriksaan domain di DNS: aktif; alamat di domain kecil yang tidak punya server email (tanpa catatan MX maupun A) ditolak",
  );
  cleanup();
  renderScreen("viewer", {
    "GET /api/panitia/defences": () =>
      Response.json(defences({ domainLookup: { enabled: true, reachable: false } })),
  });
  expect(
    await screen.findByText(
      "DNS tidak terjangkau dari server, jadi untuk sementara domain email tidak diperiksa; suara tetap diterima",
    ),
  ).toBeTruthy();
});

test("labels a burst of one network at many small domains, and bounds the network thresholds", async () => {
  const rotating: FlaggedCluster = { ...network, reason: "small_domains_burst", count: 40 };
  renderScreen("admin", {
    "GET /api/panitia/defences": () => Response.json(defences({ clusters: [rotating] })),
  });
  expect(
    await screen.findByRole("rowheader", { name: "Jaringan ab12cd34, berbagai domain kecil" }),
  ).toBeTruthy();
  expect(
    screen.getByLabelText("Maks. suara per jaringan ke domain kecil, domain apa pun"),
  ).toHaveProperty("value", "4");
  expect(
    screen.getByText(
      "Kedua batas per jaringan harus di bawah 120 × jendela waktu (menit): batas laju 120 suara per menit untuk satu alamat IP.",
    ),
  ).toBeTruthy();
});
