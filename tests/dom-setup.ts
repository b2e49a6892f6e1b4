// Vitest setupFile. A screen test waits for what the screen shows (findBy…, waitFor: use
// Testing Library's, not vi.waitFor, whose 1 s cannot be configured) up to
// 10 s instead of Testing Library's 1 s: under CI's load (four suites on two cores) a correct
// render took longer than 1 s, and the wait ends as soon as the element appears, so a passing
// test is not slower. It is a bound on waiting, not a speed check.
export {};

if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 10_000 });
}
