import { execFileSync } from 'node:child_process';

export interface VnuMessage {
  url: string;
  type: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Runs the W3C Nu HTML checker (vnu-jar, needs Java) over files or folders; returns its errors. */
export function vnuErrors(paths: string[]): VnuMessage[] {
  let out: string;
  try {
    out = execFileSync(
      'java',
      [
        '-jar',
        'node_modules/vnu-jar/build/dist/vnu.jar',
        '--skip-non-html',
        '--errors-only',
        '--format',
        'json',
        ...paths,
      ],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (e) {
    // vnu exits 1 when it finds errors; the JSON report is on stderr.
    out = (e as { stderr?: string }).stderr ?? '';
    if (!out.trim().startsWith('{')) throw e;
  }
  const text = out.trim() || '{"messages":[]}';
  return (JSON.parse(text).messages as VnuMessage[]).filter((m) => m.type === 'error');
}
