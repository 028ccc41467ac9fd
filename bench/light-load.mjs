// The light requests of bench/renders.ts, from a process of their own: reads { url, connections,
// seconds } as JSON on stdin, keeps `connections` keep-alive connections asking for `url` one request
// after another for `seconds`, and prints { p99, errors, requests } as JSON, p99 in milliseconds
// measured to the microsecond (autocannon rounds to whole milliseconds, too coarse for a 0.3 ms answer).
import http from "node:http";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const { url, connections, seconds } = JSON.parse(input);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
const end = performance.now() + seconds * 1000;
const once = () =>
  new Promise((resolve) => {
    const start = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => {
        latencies.push(performance.now() - start);
        if (res.statusCode !== 200) errors += 1;
        resolve();
      });
    });
    req.on("error", () => {
      errors += 1;
      resolve();
    });
  });
const loop = async () => {
  while (performance.now() < end) await once();
};
await Promise.all(Array.from({ length: connections }, loop));
agent.destroy();
latencies.sort((a, b) => a - b);
const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
process.stdout.write(JSON.stringify({ p99, errors, requests: latencies.length }));
