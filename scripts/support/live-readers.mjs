// The big screens of `npm run bench:live` in a process of their own (forked by the bench): they
// read and discard, so that the load generator's event loop, which times each vote's answer, is
// not the one reading 2,000 streams. Reports { open, events } to its parent every 500 ms; ends
// with its parent. 127.0.0.1 only, bounded in count.
import { request } from "node:http";

const [base = "", countText = "0"] = process.argv.slice(2);
const count = Math.min(Number(countText) || 0, 4_900);
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error(`not a local server: ${base}`);
let open = 0;
let events = 0;
const one = () =>
  new Promise((resolve) => {
    const outgoing = request(`${base}/api/results/live`, { agent: false }, (response) => {
      if (response.statusCode === 200) open += 1;
      response.on("data", () => {
        events += 1;
      });
      resolve(undefined);
    });
    outgoing.on("error", () => resolve(undefined));
    outgoing.end();
  });
for (let start = 0; start < count; start += 100) {
  await Promise.all(Array.from({ length: Math.min(100, count - start) }, one));
}
const report = () => process.send?.({ open, events });
report();
setInterval(report, 500);
process.on("disconnect", () => process.exit(0));
