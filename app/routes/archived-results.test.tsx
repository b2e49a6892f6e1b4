// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { paths } from "../../common/paths";
import type { ArchivedResults } from "../../common/results-archive";
import { loader as rootLoader } from "../root";
import { type RenderSource, sourceOf } from "../site-content/render-source.server";
import { ContentFromRoutes } from "../site-content/use-content";
import ArchivedResultsPage, { loader } from "./archived-results";
import GalleryThrowback, { loader as galleryLoader } from "./gallery-throwback";
import Results, { loader as resultsLoader } from "./results";

/** The archive the server reads from its database once two editions are archived. */
const sample: ArchivedResults[] = [
  {
    year: 2022,
    name: "FB8",
    publishedAt: "2022-11-30T11:00:00.000Z",
    categories: [
      {
        category: "international",
        dishes: [{ food: "onigiri", name: "Onigiri", classLabel: "XI MIPA B", votes: 40, rank: 1 }],
      },
      {
        category: "domestic",
        dishes: [
          { food: "rendang", name: "Rendang", classLabel: "X MIPA C", votes: 30, rank: 1 },
          { food: "rawon", name: "Rawon", classLabel: "X MIPA F", votes: 30, rank: 1 },
          { food: "gudeg", name: "Gudeg", classLabel: "X IPS", votes: 7, rank: 3 },
        ],
      },
    ],
  },
  {
    year: 2021,
    name: "FB7",
    publishedAt: "2021-11-28T10:30:00.000Z",
    categories: [],
  },
];

/** What the renderer hands the loaders: the repository's content, and the archive above. */
let release: RenderSource;

beforeAll(async () => {
  const { content, preview, publicUrl } = await sourceOf(undefined);
  release = { content, archive: sample, preview, publicUrl };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The pages under the root's loader, as the site's layout has them: each page's texts come
 * from its own loader and the root's, so a section a loader forgot to pick fails here.
 */
function renderAt(path: string) {
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        loader: rootLoader,
        Component: () => (
          <ContentFromRoutes>
            <Outlet />
          </ContentFromRoutes>
        ),
        children: [
          { path: paths.results, Component: Results, loader: resultsLoader },
          {
            path: "/8trepreneur/hasil/:year",
            Component: ArchivedResultsPage,
            loader,
          },
          { path: paths.gallery, Component: GalleryThrowback, loader: galleryLoader },
        ],
      },
    ],
    { release },
  );
  render(<Stub initialEntries={[path]} />);
}

test("shows an archived edition's results as announced, each dish unlinked", async () => {
  renderAt("/8trepreneur/hasil/2022");
  const title = await screen.findByRole("heading", { level: 1 });
  expect(title.textContent).toBe("Hasil 8trepreneur FB8 2022");
  expect(screen.getByText("Diumumkan 30 November 2022 pukul 18.00 WIB")).toBeTruthy();
  const headings = screen.getAllByRole("heading", { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual(["Domestik", "Internasional"]);
  const domestic = within(screen.getByRole("region", { name: "Domestik" }));
  expect(domestic.getAllByRole("listitem").map((row) => row.textContent)).toEqual([
    "Peringkat 1JuaraRendangX MIPA C30 vote",
    "Peringkat 1JuaraRawonX MIPA F30 vote",
    "Peringkat 3GudegX IPS7 vote",
  ]);
  // Today's catalogue is another edition's: "rendang" there is not 2022's Rendang.
  expect(domestic.queryByRole("link")).toBeNull();
  const back = screen.getByRole("link", { name: /Kembali ke hasil vote/ });
  expect(back.getAttribute("href")).toBe("/8trepreneur/hasil");
});

test("sends a year the archive does not hold to the site's 404", async () => {
  const redirected = await loader({ params: { year: "2019" }, context: { release } }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(redirected).toBeInstanceOf(Response);
  expect((redirected as Response).headers.get("location")).toBe(paths.notFound);
});

test("the results page and the Gallery Throwback link to each archived year", async () => {
  vi.stubGlobal("fetch", async () => Response.json({ published: false }));
  for (const path of [paths.results, paths.gallery]) {
    renderAt(path);
    const archive = await screen.findByRole("navigation", { name: "Hasil festival sebelumnya" });
    const links = within(archive).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["FB8 2022", "/8trepreneur/hasil/2022"],
      ["FB7 2021", "/8trepreneur/hasil/2021"],
    ]);
    cleanup();
  }
});
