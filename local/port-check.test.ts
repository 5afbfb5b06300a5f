import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStackError } from './errors.js';
import { assertPortsFree, findFreePort, isPortFree } from './port-check.js';

const open: net.Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

function occupy(host: string): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    open.push(s);
    s.listen({ port: 0, host }, () => resolve((s.address() as net.AddressInfo).port));
  });
}

describe('port checks', () => {
  it('sees a port taken on 127.0.0.1 or on every interface', async () => {
    expect(await isPortFree(await occupy('127.0.0.1'))).toBe(false);
    expect(await isPortFree(await occupy('0.0.0.0'))).toBe(false);
  });

  it('finds free ports', async () => {
    const port = await findFreePort();
    expect(await isPortFree(port)).toBe(true);
  });

  it('names each taken port and how to choose another', async () => {
    const taken = await occupy('127.0.0.1');
    const free = await findFreePort([taken]);
    const err = await assertPortsFree([
      { port: taken, name: 'the MarketDay server', hint: 'choose another with --port <n>' },
      { port: free, name: 'DynamoDB Local', hint: 'set DYNAMODB_PORT=<n>' },
    ]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LocalStackError);
    expect((err as Error).message).toContain(
      `Port ${taken} is already in use, so the MarketDay server cannot start there`,
    );
    expect((err as Error).message).not.toContain(`Port ${free}`);
  });

  it('refuses one port for two services', async () => {
    await expect(
      assertPortsFree([
        { port: 4000, name: 'a', hint: '' },
        { port: 4000, name: 'b', hint: '' },
      ]),
    ).rejects.toThrow('Port 4000 is configured for both a and b.');
  });
});
