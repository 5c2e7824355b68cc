/**
 * The real day's order stream, in a process of its own so that placing orders does not
 * delay the load generator's event loop (which would lower the reads it measures for a
 * reason that is not the shop's). Driven over IPC by run.mjs:
 * `{ type: 'start', base, rate, requests, from }` places requests[i % n] at `rate` per
 * second from index `from`; `{ type: 'stop' }` ends the stream, waits for the orders in
 * flight and answers `{ type: 'stopped', placed, failed, next }`.
 */
import http from 'node:http';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let streaming = null;
// node:http with kept-alive connections, as autocannon sends. With fetch (undici) the control
// row (20 requests/s answered 404) cost the reads beside it 0.12× in a trial, with this 0.00–0.06×:
// the load generator's core paid for the client, not the shop.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Sends one request; resolves with whether it was answered 2xx (false on 4xx/5xx or a network error). */
function send(base, { path, method, headers, body }) {
  return new Promise((resolve) => {
    const req = http.request(
      base + path,
      { method, headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode >= 200 && res.statusCode < 300));
      },
    );
    req.on('error', () => resolve(false));
    req.end(body);
  });
}

async function stream({ base, rate, requests, from }) {
  const pending = [];
  let placed = 0;
  let failed = 0;
  let i = 0;
  const started = Date.now();
  for (; streaming; i++) {
    pending.push(
      send(base, requests[(from + i) % requests.length]).then((ok) => {
        if (ok) placed++;
        else failed++;
      }),
    );
    await sleep(Math.max(0, started + ((i + 1) * 1000) / rate - Date.now()));
  }
  await Promise.all(pending);
  return { placed, failed, next: from + i };
}

let done = null;
process.on('message', async (msg) => {
  if (msg.type === 'start') {
    streaming = true;
    done = stream(msg);
  } else if (msg.type === 'stop') {
    streaming = false;
    process.send({ type: 'stopped', ...(await done) });
  } else if (msg.type === 'exit') {
    process.exit(0);
  }
});
