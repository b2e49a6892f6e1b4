import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { canonicalIp, clientOfChain } from "../voting/client-network";

/**
 * Behind TRUST_PROXY, `request.ip` is whatever the trusted proxy wrote in X-Forwarded-For, as
 * written: `198.18.7.1:1234`, `[2001:db8::1]`, `198.18.8.01` and `garbage-one` were each a
 * client of their own, with a rate limit and a network hash of their own. Before anything reads
 * it, the client's address is made canonical (server/voting/client-network.ts), and one that is
 * no address at all becomes the proxy's that wrote it.
 *
 * Fastify works `request.ip` out from the header every time it is read and offers no way to
 * set it, so the header itself is replaced by the one address found: the rate limit, the
 * client hashes of votes and the sign-in throttle then all read the same client. Nothing
 * reads the rest of the chain. Only a header that needs it is touched: a proxy's usual
 * `203.0.113.9` costs one check.
 */
async function clientAddressPlugin(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    const ip = request.ip;
    if (ip !== request.socket.remoteAddress && canonicalIp(ip) !== ip) {
      request.raw.headers["x-forwarded-for"] = clientOfChain(request.ips ?? [ip]);
    }
    done();
  });
}

export const clientAddress = fastifyPlugin(clientAddressPlugin, { name: "client-address" });
