import { vi } from "vitest";

export type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };
type Answer = (call: Call) => Response | Promise<Response>;

/**
 * Stands in for the server at the network boundary (globalThis.fetch): each answer is picked
 * by "METHOD /path" (query left out), and every call is recorded for the test to read.
 */
export function stubServer(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const call: Call = {
      method,
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[`${method} ${url.split("?")[0]}`];
    if (!answer) return Response.json({ error: "not_found", message: "?" }, { status: 404 });
    return answer(call);
  });
  return calls;
}

export const apiError = (status: number, error: string, message: string) => () =>
  Response.json({ error, message }, { status });
