// @vitest-environment jsdom
import { beforeEach, expect, test } from "vitest";
import { repositoryContent } from "../../../tests/repository-content";
import { hasVotedIn, rememberVote, storageKeys } from "./vote-storage";

const { festival } = repositoryContent;

/** Each year's festival has its own vote: last year's flags never keep Vote disabled. */
beforeEach(() => localStorage.clear());

test("a flag written before the year was kept is the 2022 festival's", () => {
  localStorage.setItem(storageKeys.domestic, "true");
  expect(hasVotedIn("domestic", festival.year)).toBe(festival.year === 2022);
});

test("a flag of another year's festival does not count, and is dropped at the next vote", () => {
  localStorage.setItem(storageKeys.festivalYear, String(festival.year - 1));
  localStorage.setItem(storageKeys.domestic, "true");
  localStorage.setItem(storageKeys.international, "true");
  expect(hasVotedIn("domestic", festival.year)).toBe(false);
  expect(hasVotedIn("international", festival.year)).toBe(false);

  rememberVote("international", " siswa@example.com ", festival.year);
  expect(hasVotedIn("international", festival.year)).toBe(true);
  // Last year's domestic flag went with it, so it does not pass for this year's.
  expect(hasVotedIn("domestic", festival.year)).toBe(false);
  expect(localStorage.getItem(storageKeys.domestic)).toBeNull();
  expect(localStorage.getItem(storageKeys.festivalYear)).toBe(String(festival.year));
  expect(localStorage.getItem(storageKeys.email)).toBe("siswa@example.com");
});
