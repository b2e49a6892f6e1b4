// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { committeeErrorMessages } from "../../../common/committee-errors";
import type { PosterCatalogue } from "../../../common/poster-api";
import { type PostersClient, PostersScreen } from "./posters-screen";

afterEach(cleanup);

const cataloguePath = "/api/panitia/posters";

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Answers the catalogue's path with `answer`: a catalogue, or a refusal to throw. */
function clientAnswering(answer: PosterCatalogue | Refusal): PostersClient {
  return {
    call: async <T,>(path: string): Promise<T> => {
      if (path !== cataloguePath) throw new Refusal("not_found", "Tidak ada.");
      if (answer instanceof Refusal) throw answer;
      // The fake stands in for JSON from the server, which is typed by the caller alone.
      return JSON.parse(JSON.stringify(answer));
    },
    messageOf: (failure) => (failure instanceof Error ? failure.message : "Terjadi kesalahan."),
    errorCodeOf: (failure) => (failure instanceof Refusal ? failure.code : undefined),
  };
}

const catalogue: PosterCatalogue = {
  all: "/api/panitia/posters.pdf",
  categories: [
    {
      category: "domestic",
      dishes: [
        {
          slug: "rendang",
          title: "Rendang – X MIPA C",
          poster: "/api/panitia/posters/domestic/rendang.pdf",
        },
        {
          slug: "rawon",
          title: "Rawon – XI IPS A",
          poster: "/api/panitia/posters/domestic/rawon.pdf",
        },
      ],
    },
    {
      category: "international",
      dishes: [
        {
          slug: "onigiri",
          title: "Onigiri – X MIPA A",
          poster: "/api/panitia/posters/international/onigiri.pdf",
        },
      ],
    },
  ],
};

test("lists the published dishes by category, each with its poster, and all in one PDF", async () => {
  render(<PostersScreen client={clientAnswering(catalogue)} cataloguePath={cataloguePath} />);
  const all = await screen.findByRole("link", { name: "Unduh semua poster" });
  expect(all.getAttribute("href")).toBe("/api/panitia/posters.pdf");

  const domestic = screen.getByRole("region", { name: "Domestik" });
  const domesticLinks = within(domestic).getAllByRole("link");
  expect(domesticLinks.map((link) => link.getAttribute("href"))).toEqual([
    "/api/panitia/posters/domestic/rendang.pdf",
    "/api/panitia/posters/domestic/rawon.pdf",
  ]);
  expect(within(domestic).getByText("Rendang – X MIPA C")).toBeTruthy();

  const international = screen.getByRole("region", { name: "Internasional" });
  expect(
    within(international)
      .getByRole("link", { name: "Poster Onigiri – X MIPA A (PDF)" })
      .getAttribute("href"),
  ).toBe("/api/panitia/posters/international/onigiri.pdf");
});

test("explains a missing https PUBLIC_URL and offers no poster", async () => {
  const refusal = new Refusal(
    "posters_need_public_url",
    committeeErrorMessages.posters_need_public_url,
  );
  render(<PostersScreen client={clientAnswering(refusal)} cataloguePath={cataloguePath} />);
  const explanation = await screen.findByRole("alert");
  expect(
    within(explanation).getByText(committeeErrorMessages.posters_need_public_url),
  ).toBeTruthy();
  expect(explanation.textContent).toContain("PUBLIC_URL");
  expect(
    within(explanation).getByRole("heading", { name: "Alamat publik situs belum diatur" }),
  ).toBeTruthy();
  expect(screen.queryAllByRole("link")).toEqual([]);
});

test("shows another failure as it is, without the PUBLIC_URL explanation", async () => {
  render(
    <PostersScreen
      client={clientAnswering(new Refusal("forbidden_role", "Akun kamu hanya dapat melihat."))}
      cataloguePath={cataloguePath}
    />,
  );
  expect((await screen.findByRole("alert")).textContent).toBe("Akun kamu hanya dapat melihat.");
  expect(screen.queryByText("Alamat publik situs belum diatur")).toBeNull();
  expect(screen.queryAllByRole("link")).toEqual([]);
});
