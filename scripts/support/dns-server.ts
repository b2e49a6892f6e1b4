import { createSocket } from "node:dgram";

/** The records a test's DNS server knows; every other name answers "no such domain". */
export type Zone = Record<string, { mx?: string; a?: string }>;

export type DnsCapture = {
  /** "127.0.0.1:PORT", for VOTE_DNS_SERVERS. */
  server: string;
  /** Every question asked, as "name TYPE" (e.g. "gmail.com MX"), in order. */
  questions: string[];
  /** Answers from now on as `mode` says (see startDnsServer). */
  setMode(mode: DnsMode): void;
  close(): Promise<void>;
};

export type DnsMode = "zone" | "nxdomain" | "silent";

const types: Record<number, string> = { 1: "A", 15: "MX", 28: "AAAA" };

function encodeName(name: string): Buffer {
  const labels = name.split(".").filter(Boolean);
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

/** The question's name, type and where the question section ends. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = query[offset] ?? 0; length > 0; length = query[offset] ?? 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString());
    offset += length + 1;
  }
  const type = query.readUInt16BE(offset + 1);
  return { name: labels.join(".").toLowerCase(), type, end: offset + 5 };
}

function answer(query: Buffer, zone: Zone, mode: DnsMode): Buffer {
  const { name, type, end } = readQuestion(query);
  const entry = mode === "zone" ? zone[name] : undefined;
  let rdata: Buffer | undefined;
  if (entry?.mx && type === 15) {
    rdata = Buffer.concat([Buffer.from([0, 10]), encodeName(entry.mx)]);
  } else if (entry?.a && type === 1) {
    rdata = Buffer.from(entry.a.split(".").map(Number));
  }
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // A response (QR), the query's "recursion desired" bit, recursion available; NXDOMAIN (3)
  // for an unknown name, no error (and maybe no answer: NODATA) for a known one.
  header[2] = 0x80 | ((query[2] ?? 0) & 0x01);
  header[3] = 0x80 | (entry ? 0 : 3);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(rdata ? 1 : 0, 6);
  const parts = [header, query.subarray(12, end)];
  if (rdata) {
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(type, 2);
    record.writeUInt16BE(1, 4); // class IN
    record.writeUInt32BE(300, 6);
    record.writeUInt16BE(rdata.length, 10);
    parts.push(record, rdata);
  }
  return Buffer.concat(parts);
}

/**
 * A real DNS server over UDP on a free port of 127.0.0.1, for the server's domain checks:
 * `zone` answers from the records given, `nxdomain` answers "no such domain" to everything
 * (as a resolver cut off from the internet may), `silent` never answers.
 */
export async function startDnsServer(
  zone: Zone,
  initialMode: DnsMode = "zone",
): Promise<DnsCapture> {
  let mode = initialMode;
  const socket = createSocket("udp4");
  const questions: string[] = [];
  socket.on("message", (query, remote) => {
    const { name, type } = readQuestion(query);
    questions.push(`${name} ${types[type] ?? type}`);
    if (mode === "silent") return;
    socket.send(answer(query, zone, mode), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    questions,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
