// @vitest-environment jsdom
import { beforeEach, expect, test } from "vitest";
import { festival } from "../../../content";
import { hasVotedIn, rememberVote, storageKeys } from "./vote-storage";

/** Each year's festival has its own vote: last year's flags never keep Vote disabled. */
beforeEach(() => localStorage.clear());

test("a flag written before the year was kept is the 2022 festival's", () => {
  localStorage.setItem(storageKeys.domestic, "true");
  expect(hasVotedIn("domestic")).toBe(festival.year === 2022);
});

test("a flag of another year's festival does not count, and is dropped at the next vote", () => {
  localStorage.setItem(storageKeys.festivalYear, String(festival.year - 1));
  localStorage.setItem(storageKeys.domestic, "true");
  localStorage.setItem(storageKeys.international, "true");
  expect(hasVotedIn("domestic")).toBe(false);
  expect(hasVotedIn("international")).toBe(false);

  rememberVote("international", " siswa@example.com ");
  expect(hasVotedIn("international")).toBe(true);
  // Last year's domestic flag went with it, so it does not pass for this year's.
  expect(hasVotedIn("domestic")).toBe(false);
  expect(localStorage.getItem(storageKeys.domestic)).toBeNull();
  expect(localStorage.getItem(storageKeys.festivalYear)).toBe(String(festival.year));
  expect(localStorage.getItem(storageKeys.email)).toBe("siswa@example.com");
});
