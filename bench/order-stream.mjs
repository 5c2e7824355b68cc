/**
 * The real day's order stream, in a process of its own so that placing orders does not
 * delay the load generator's event loop (which would lower the reads it measures for a
 * reason that is not the shop's). Driven over IPC by run.mjs:
 * `{ type: 'start', base, rate, requests, from }` places requests[i % n] at `rate` per
 * second from index `from`; `{ type: 'stop' }` ends the stream, waits for the orders in
 * flight and answers `{ type: 'stopped', placed, failed, next }`.
 */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let streaming = null;

async function stream({ base, rate, requests, from }) {
  const pending = [];
  let placed = 0;
  let failed = 0;
  let i = 0;
  const started = Date.now();
  for (; streaming; i++) {
    const { path, ...init } = requests[(from + i) % requests.length];
    pending.push(
      fetch(base + path, init).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.ok) placed++;
          else failed++;
        },
        () => failed++,
      ),
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
