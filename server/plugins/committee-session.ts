import { timingSafeEqual } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { type CommitteeAccess, mayAccess } from "../../common/committee-api";
import { committeeError } from "../../common/committee-errors";
import { resolveSession, type Session } from "../committee/sessions";
import { storageOperation } from "../storage/vote-store";

export type { CommitteeAccess } from "../../common/committee-api";

declare module "fastify" {
  interface FastifyContextConfig {
    committee?: CommitteeAccess;
  }
  interface FastifyRequest {
    /** The signed-in committee member; set on every committee route but the sign-in. */
    committeeSession: Session | null;
  }
}

export const sessionCookieName = "fb8_panitia";

/**
 * Two defences against cross-site requests (docs/decisions/0013-committee-console.md): a
 * state-changing request must come from our own origin (Origin, or Sec-Fetch-Site when a
 * browser sends no Origin), and must carry the session's CSRF token in `x-csrf-token`.
 * The cookie is also SameSite=Strict.
 */
function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers["sec-fetch-site"] !== "cross-site";
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== "string") return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const changesState = (request: FastifyRequest) =>
  request.method !== "GET" && request.method !== "HEAD";

async function committeeSessionPlugin(app: FastifyInstance, options: { secureCookies: boolean }) {
  await app.register(cookie);
  app.decorateRequest("committeeSession", null);

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.committee;
    if (!access) return;
    // Nothing the console reads may be kept by a browser or a proxy.
    reply.header("cache-control", "no-store");
    if (changesState(request) && !fromOwnOrigin(request)) {
      return reply.code(403).send(committeeError("csrf_failed"));
    }
    if (access === "sign-in") return;
    const token = request.cookies[sessionCookieName];
    const session = token
      ? await storageOperation(() => resolveSession(app.database.db, token))
      : undefined;
    if (!session) return reply.code(401).send(committeeError("not_signed_in"));
    if (changesState(request) && !sameToken(request.headers["x-csrf-token"], session.csrfToken)) {
      return reply.code(403).send(committeeError("csrf_failed"));
    }
    if (!mayAccess(session.role, access)) {
      // A viewer may look but not change; an editor may not look at the vote at all.
      const refusal = session.role === "viewer" ? "forbidden_role" : "forbidden_area";
      return reply.code(403).send(committeeError(refusal));
    }
    request.committeeSession = session;
  });

  app.decorateReply("setSessionCookie", function (this: FastifyReply, token: string) {
    return this.setCookie(sessionCookieName, token, cookieOptions(options.secureCookies));
  });
  app.decorateReply("clearSessionCookie", function (this: FastifyReply) {
    return this.clearCookie(sessionCookieName, cookieOptions(options.secureCookies));
  });
}

/** Sent only to the committee's API, never readable by a script, never sent cross-site. */
function cookieOptions(secure: boolean) {
  return { path: "/api/panitia", httpOnly: true, sameSite: "strict", secure } as const;
}

declare module "fastify" {
  interface FastifyReply {
    setSessionCookie(token: string): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

export const committeeSessions = fastifyPlugin(committeeSessionPlugin, {
  name: "committee-sessions",
});

/** The signed-in member on any route but the sign-in. */
export function signedIn(request: FastifyRequest): Session {
  if (!request.committeeSession) throw new Error("committee route without a session");
  return request.committeeSession;
}
