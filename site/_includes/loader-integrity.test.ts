import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loaderIntegrity } from './loader-integrity.ts';

// A stand-in for dist/embed/loader.js (built by tsup in a full build): the hash is of the file's bytes.
const dir = mkdtempSync(join(tmpdir(), 'loader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loaderIntegrity', () => {
  it('is the sha384 of the file, base64, as browsers check it', () => {
    const file = join(dir, 'loader.js');
    writeFileSync(file, 'export const x = 1;\n');
    const expected = createHash('sha384').update('export const x = 1;\n').digest('base64');
    expect(loaderIntegrity(file)).toBe(`sha384-${expected}`);
    writeFileSync(file, 'export const x = 2;\n');
    expect(loaderIntegrity(file), 'a changed loader gets a new hash').not.toBe(`sha384-${expected}`);
  });

  it('fails a CI build with a message naming the file when it is missing, and warns elsewhere', () => {
    const missing = join(dir, 'none.js');
    expect(() => loaderIntegrity(missing, true)).toThrow(`${missing} is missing`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loaderIntegrity(missing, false)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${missing} is missing`));
    warn.mockRestore();
  });
});
