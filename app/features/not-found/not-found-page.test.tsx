// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { WithContent } from "../../../tests/repository-content";
import { NotFoundPage } from "./not-found-page";

afterEach(cleanup);

test("'Back to Home' takes the visitor from an unknown address to Home", async () => {
  // The real not-found page under the catch-all, as app/routes.ts mounts it; Home is a stand-in
  // whose heading shows that the link led there.
  const Stub = createRoutesStub([
    { path: "/", Component: () => <h1>Home</h1> },
    { path: "*", Component: NotFoundPage },
  ]);
  render(
    <WithContent>
      <Stub initialEntries={["/halaman-yang-tidak-ada"]} />
    </WithContent>,
  );

  expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
  await userEvent.click(screen.getByRole("link", { name: "Back to Home" }));
  expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeTruthy();
});
