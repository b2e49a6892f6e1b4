/**
 * PostgreSQL suites run only when TEST_DATABASE_URL is set. Locally that may be missing, and
 * the run says so plainly; CI sets REQUIRE_POSTGRES_TESTS=1, where a skip is a failure. The
 * Node 24 run leaves them to the Node 20 run on purpose (scripts/test-node24.sh).
 */
export default function postgresGate() {
  if (process.env.TEST_DATABASE_URL) {
    console.log("PostgreSQL tests: running against TEST_DATABASE_URL");
    return;
  }
  if (process.env.POSTGRES_TESTS_ELSEWHERE) {
    console.log(`PostgreSQL tests: left to ${process.env.POSTGRES_TESTS_ELSEWHERE}`);
    return;
  }
  if (process.env.REQUIRE_POSTGRES_TESTS === "1") {
    throw new Error(
      "REQUIRE_POSTGRES_TESTS=1 but TEST_DATABASE_URL is not set: PostgreSQL tests would be skipped",
    );
  }
  console.warn(
    "\n*** PostgreSQL tests SKIPPED: TEST_DATABASE_URL is not set. " +
      "Set it (e.g. postgres://postgres@127.0.0.1:5432/test) to run them. ***\n",
  );
}
