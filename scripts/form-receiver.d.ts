// Types of form-receiver.js (plain JavaScript so that node runs it without a build step).
import type { Server } from 'node:http';

/** The test form endpoint (docs/form-endpoint.md's protocol), recording what it receives; resolves once it listens. */
export declare function start(options?: { port?: number; host?: string }): Promise<Server>;
