import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { committeeError } from "../../../../common/committee-errors";
import { findAccount, isCommitteeRole } from "../../../committee/accounts";
import { recordAudit, recordRepeatedAudit } from "../../../committee/audit-log";
import { decoyHash, verifyPassword } from "../../../committee/passwords";
import { createSession, endSession } from "../../../committee/sessions";
import {
  type SignInThrottle,
  throttledSummary,
  throttleKeys,
} from "../../../committee/sign-in-throttle";
import { signedIn } from "../../../plugins/committee-session";
import { storageOperation } from "../../../storage/vote-store";
import type { ClientHashes } from "../../../voting/client-network";
import { committeeRoute } from "./committee-route";
import { sessionResponse, signInBody } from "./schemas";

export async function sessionRoutes(
  app: FastifyInstance,
  options: { hashClient: (ip: string) => ClientHashes; signInThrottle: SignInThrottle },
) {
  const throttle = options.signInThrottle;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = app.database;

  api.post(
    "/session",
    committeeRoute("sign-in", "Sign in: the session cookie and the CSRF token", {
      body: signInBody,
    }),
    async (request, reply) => {
      const { username, password } = request.body;
      const { networkHash } = options.hashClient(request.ip);
      const keys = throttleKeys(username, networkHash);
      if (!(await storageOperation(() => throttle.attempt(keys)))) {
        const summary = throttledSummary(username, networkHash, new Date());
        await database.transaction((db) =>
          recordRepeatedAudit(db, summary.key, {
            actor: "-",
            action: "sign_in_throttled",
            details: summary.details,
          }),
        );
        return reply.code(429).send(committeeError("sign_in_throttled"));
      }
      const account = await storageOperation(() => findAccount(database.db, username));
      // A wrong name costs as much as a wrong password: the timing tells nothing.
      const matches = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
      if (!account || !matches || !isCommitteeRole(account.role)) {
        await database.transaction((db) =>
          recordAudit(db, { actor: "-", action: "sign_in_failed", details: { username } }),
        );
        return reply.code(401).send(committeeError("invalid_credentials"));
      }
      const role = account.role;
      await storageOperation(() => throttle.succeeded(keys));
      const { token, csrfToken } = await database.transaction(async (db) => {
        await recordAudit(db, { actor: account.username, action: "sign_in" });
        return createSession(db, account.id);
      });
      reply.setSessionCookie(token);
      // Whoever may publish will soon: the renderer loads now, not at their first publish.
      if (role !== "viewer") app.publishing?.warm();
      return { username: account.username, role, csrfToken };
    },
  );

  api.get(
    "/session",
    committeeRoute("signed-in", "The signed-in account and its CSRF token", {
      response: { 200: sessionResponse },
    }),
    async (request) => {
      const { username, role, csrfToken } = signedIn(request);
      return { username, role, csrfToken };
    },
  );

  api.delete(
    "/session",
    committeeRoute("signed-in", "Sign out: the session ends on the server"),
    async (request, reply) => {
      const session = signedIn(request);
      await database.transaction(async (db) => {
        await endSession(db, session.tokenHash);
        await recordAudit(db, { actor: session.username, action: "sign_out" });
      });
      return reply.clearSessionCookie().code(204).send();
    },
  );
}
