/** Port checks for the local runtime: fail early and clearly when a port is taken, or pick free ones. */
import net from 'node:net';
import { LocalStackError } from './errors.js';

type Probe = 'free' | 'taken' | 'unavailable';

function probe(port: number, host: string): Promise<Probe> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE' || err.code === 'EACCES') resolve('taken');
      else resolve('unavailable'); // e.g. no IPv6 on this machine
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/** True when nothing listens on the port on the loopback interfaces (IPv4, and IPv6 where there is one). */
export async function isPortFree(port: number): Promise<boolean> {
  const v4 = await probe(port, '127.0.0.1');
  if (v4 !== 'free') return false;
  return (await probe(port, '::1')) !== 'taken';
}

/** A port the OS reports free right now, on both loopback interfaces. */
export async function findFreePort(avoid: Iterable<number> = []): Promise<number> {
  const skip = new Set(avoid);
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.once('error', reject);
      server.listen({ port: 0, host: '127.0.0.1' }, () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port && !skip.has(port) && (await isPortFree(port))) return port;
  }
  throw new LocalStackError('Could not find a free port.');
}

export interface NamedPort {
  port: number;
  /** What would listen there, for the message. */
  name: string;
  /** How a person chooses another port. */
  hint: string;
}

/** Checks every port before anything starts; one message lists all the taken ones. */
export async function assertPortsFree(ports: NamedPort[]): Promise<void> {
  const seen = new Map<number, string>();
  for (const p of ports) {
    const other = seen.get(p.port);
    if (other) throw new LocalStackError(`Port ${p.port} is configured for both ${other} and ${p.name}.`);
    seen.set(p.port, p.name);
  }
  const taken: NamedPort[] = [];
  for (const p of ports) if (!(await isPortFree(p.port))) taken.push(p);
  if (!taken.length) return;
  const lines = taken.map((p) => `Port ${p.port} is already in use, so ${p.name} cannot start there (${p.hint}).`);
  throw new LocalStackError(
    [...lines, 'Stop the program using it (perhaps another MarketDay still running), or choose other ports.'].join(
      '\n',
    ),
  );
}
