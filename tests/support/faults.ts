/**
 * Backends that misbehave, for fault tests: one that accepts connections and never answers
 * (a stopped process: the kernel still accepts), and the URL of one that is down.
 */
import {createServer, type Socket} from 'node:net';
import type {AddressInfo} from 'node:net';

export {closedPortUrl} from '../../local/supabase/testing.ts';

export async function startHungServer(): Promise<{
  url: string;
  /** How many connections it has swallowed. */
  connections(): number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    // Read and ignore: never a byte back.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Runs `work` and says how long it took, in milliseconds. */
export async function timed<T>(
  work: () => Promise<T>,
): Promise<{value: T; ms: number}> {
  const started = performance.now();
  const value = await work();
  return {value, ms: performance.now() - started};
}
