import { beforeAll, afterAll } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { start } from '../../scripts/serve.js';

/** Serves dist/site with scripts/serve.js on a free port for the file's tests; returns a getter for that port. */
export function serveDuringTests(): () => number {
  let server: Server;
  beforeAll(async () => {
    server = await start({ port: 0 });
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return () => (server.address() as AddressInfo).port;
}
