import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now, for a server a test starts as another program. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
