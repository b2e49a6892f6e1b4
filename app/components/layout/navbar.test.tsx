// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { Navbar } from "./navbar";

afterEach(cleanup);

/** The real navbar on every page of the stub, as the site layout shows it. */
const Stub = createRoutesStub(
  ["/", "/about", "/gallery-throwback", "/guest-star"].map((path) => ({ path, Component: Navbar })),
);

// The desktop bar; the mobile menu has its own, differently named, navigation.
const mainNavigation = () => within(screen.getByRole("navigation", { name: "Navigasi utama" }));

test("marks only the current page's link, and moves the mark when another page is opened", async () => {
  render(
    <WithContent>
      <Stub initialEntries={["/about"]} />
    </WithContent>,
  );
  const link = (name: string) => mainNavigation().getByRole("link", { name });

  expect(link("About").getAttribute("aria-current")).toBe("page");
  for (const other of ["Home", "Gallery Throwback", "Mascot & Guest Star"]) {
    expect(link(other).getAttribute("aria-current"), other).toBeNull();
  }

  await userEvent.click(link("Mascot & Guest Star"));
  expect(link("Mascot & Guest Star").getAttribute("aria-current")).toBe("page");
  expect(link("About").getAttribute("aria-current")).toBeNull();
});

test("shows a menu link to another site as leaving the site, in a new tab", async () => {
  const { pages } = await import("../../../content");
  const external = { label: "Tiket", to: "https://tiket.example.com/fb8" };
  pages.navigation.links.push(external);
  try {
    render(
      <WithContent>
        <Stub initialEntries={["/"]} />
      </WithContent>,
    );
    const link = mainNavigation().getByRole("link", { name: "Tiket (tautan luar)" });
    expect(link.getAttribute("href")).toBe(external.to);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    // A page of the site stays a link of the single-page app, in the same tab.
    expect(mainNavigation().getByRole("link", { name: "About" }).getAttribute("target")).toBeNull();
  } finally {
    pages.navigation.links.pop();
  }
});
