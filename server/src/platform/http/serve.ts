/**
 * The shop's HTTP listener, taken first thing at start-up (a busy port is reported before
 * the database starts) and answering 503 until the app is ready; and its graceful close.
 */
import http from 'node:http';
import net from 'node:net';
import { StartupError } from '../db/embedded';

/** Idle keep-alive connections are closed this long after the listener stops. */
const IDLE_GRACE_MS = 1_000;

export interface Listener {
  server: http.Server;
  /** From now on requests go to `handler`. */
  serve(handler: http.RequestListener): void;
  /**
   * Stops accepting connections and resolves when every open one has ended: requests in
   * flight finish and are answered with `Connection: close`, as is any request still sent
   * on a kept-alive connection within a second; connections idle then are closed (checked
   * every second).
   * (http.Server.close alone drops idle keep-alive connections at once, cutting a request a
   * client is sending on one at that moment.) After `graceMs`, every connection is closed.
   */
  drain(graceMs: number, onForce?: () => void): Promise<void>;
}

export async function listen(port: number): Promise<Listener> {
  let handler: http.RequestListener = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
    res.end(JSON.stringify({ status: 503, message: 'The shop is starting. Please try again shortly.' }));
  };
  let draining = false;
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (draining) res.setHeader('Connection', 'close');
    handler(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      const problem: string | undefined = {
        EADDRINUSE: `Port ${port} is already in use (another shop or program listens there): stop it, or set PORT to a free port.`,
        EACCES: `Port ${port} needs privileges this process does not have: set PORT to a port above 1023.`,
      }[err.code ?? ''];
      reject(problem ? new StartupError(problem) : err);
    });
    server.listen(port, () => resolve());
  });

  return {
    server,
    serve(next) {
      handler = next;
    },
    drain(graceMs, onForce) {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const idle = setInterval(() => server.closeIdleConnections(), IDLE_GRACE_MS);
      const force = setTimeout(() => {
        onForce?.();
        server.closeAllConnections();
      }, graceMs);
      idle.unref();
      force.unref();
      return closed.finally(() => {
        clearInterval(idle);
        clearTimeout(force);
      });
    },
  };
}
