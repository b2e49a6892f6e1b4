import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../tests/build-app";

const token = "t".repeat(40);
const vote = (email: string) => ({
  method: "POST" as const,
  url: "/api/votes/domestic/rendang",
  payload: { email },
});

/** The value of one sample line of the Prometheus text, or undefined when it is absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split("\n").find((each) => each.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const { app } = await buildTestApp();
    const response = await app.inject("/api/metrics");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("not_found");
  });

  it.each([
    ["no token", undefined],
    ["a wrong token", `Bearer ${"x".repeat(40)}`],
    ["the token without Bearer", token],
  ])("answers 401 to %s", async (_, authorization) => {
    const { app } = await buildTestApp({ metricsToken: token });
    const response = await app.inject({
      url: "/api/metrics",
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe("metrics_unauthorized");
    expect(response.body).not.toContain("votes_accepted_total");
  });

  it("counts votes by outcome, batch sizes, rate limits and request times", async () => {
    const { app } = await buildTestApp({ metricsToken: token, voteRateLimitPerMinute: 3 });
    expect((await app.inject(vote("a@example.com"))).statusCode).toBe(201);
    expect((await app.inject(vote("a@example.com"))).statusCode).toBe(409);
    expect((await app.inject(vote("bukan-email"))).statusCode).toBe(400);
    expect((await app.inject(vote("b@example.com"))).statusCode).toBe(429);

    const response = await app.inject({
      url: "/api/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;
    expect(sample(text, 'votes_accepted_total{category="domestic",status="valid"}')).toBe(1);
    expect(sample(text, 'votes_refused_total{reason="email_used"}')).toBe(1);
    expect(sample(text, 'votes_refused_total{reason="invalid_email"}')).toBe(1);
    expect(sample(text, 'votes_refused_total{reason="rate_limited"}')).toBe(1);
    expect(sample(text, 'rate_limited_total{route="/api/votes/:category/:food"}')).toBe(1);
    // Two votes reached the database (the accepted one and the one whose address was used).
    expect(sample(text, "vote_batch_size_count")).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/votes/:category/:food",status_code="201"}',
      ),
    ).toBe(1);
    // Labels carry route patterns, never what a client typed.
    expect(text).not.toContain("rendang");
    expect(text).not.toContain("@example.com");
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("counts refused proofs of work", async () => {
    const { app } = await buildTestApp({ metricsToken: token, proofOfWork: true });
    expect((await app.inject(vote("a@example.com"))).statusCode).toBe(400);
    const text = (
      await app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${token}` } })
    ).body;
    expect(sample(text, "proof_of_work_refused_total")).toBe(1);
    expect(sample(text, 'votes_refused_total{reason="pow_required"}')).toBe(1);
  });
});
