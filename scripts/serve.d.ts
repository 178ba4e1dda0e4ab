// Types of serve.js (plain JavaScript so that node runs it without a build step).
import type { Server } from 'node:http';

/** Serves `root` as the hosts do (its _headers and _redirects applied, compressed); resolves once it listens. */
export declare function start(options?: { port?: number; host?: string; root?: string }): Promise<Server>;
