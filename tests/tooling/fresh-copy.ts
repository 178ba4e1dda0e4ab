import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * A copy of the project as a fresh clone has it: the files git tracks or would track (as they are in the
 * working tree, so uncommitted edits count), no dist/, and node_modules linked rather than reinstalled.
 */
export function freshCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'steelworks-'));
  const files = projectFiles();
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(dir, file));
    } catch {
      // a tracked file deleted in the working tree: a fresh clone of this state would not have it either
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The files git tracks or would track; outside a git checkout, every file but the ignored folders. */
export function projectFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    const skip = /^(node_modules|dist|\.git|\.cache|test-results|playwright-report)(\/|$)/;
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name).slice(root.length + 1))
      .filter((f) => !skip.test(f));
  }
}
