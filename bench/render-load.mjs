// The render load of bench/renders.ts, sent from its own process (as visitors' browsers are elsewhere):
// reads { urls, concurrency, firstAddress } as JSON on stdin, fetches every URL `concurrency` at a time,
// each from its own simulated address, and prints { ok, refused, failed } as JSON.
let input = "";
for await (const chunk of process.stdin) input += chunk;
const { urls, concurrency, firstAddress } = JSON.parse(input);
const counts = { ok: 0, refused: 0, failed: 0 };
let next = 0;
let address = firstAddress;
const worker = async () => {
  while (next < urls.length) {
    const url = urls[next++];
    address += 1;
    const res = await fetch(url, {
      headers: { "X-Forwarded-For": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
    });
    await res.arrayBuffer();
    if (res.status === 200) counts.ok += 1;
    else if (res.status === 503) counts.refused += 1;
    else counts.failed += 1;
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
process.stdout.write(JSON.stringify(counts));
