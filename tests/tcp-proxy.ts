import { connect, createServer, type Socket } from "node:net";

export type TcpProxy = {
  port: number;
  /** Resets every connection through the proxy (RST both ways), as a broken network does. */
  resetAll(): void;
  /** Holds every byte in both directions until `thaw`, as a frozen network does. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, for faults between the server and its
 * database that the test can switch on and off. `port` 0 picks a free port.
 */
export function startTcpProxy(target: { host: string; port: number }, port = 0) {
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  const held: (() => void)[] = [];

  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on("error", () => to.destroy());
    from.on("close", () => to.destroy());
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on("close", () => pairs.delete(pair));
    forward(client, upstream);
    forward(upstream, client);
  });

  return new Promise<TcpProxy>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") throw new Error("no TCP address");
      resolve({
        port: address.port,
        resetAll() {
          for (const [client, upstream] of pairs) {
            client.resetAndDestroy();
            upstream.resetAndDestroy();
          }
        },
        freeze() {
          frozen = true;
        },
        thaw() {
          frozen = false;
          for (const send of held.splice(0)) send();
        },
        close: () =>
          new Promise<void>((done) => {
            for (const [client, upstream] of pairs) {
              client.destroy();
              upstream.destroy();
            }
            server.close(() => done());
          }),
      });
    });
  });
}

/** A port that nothing listens on now (it was free a moment ago). */
export function unusedPort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (address === null || typeof address === "string") throw new Error("no TCP address");
      probe.close(() => resolve(address.port));
    });
  });
}
