import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { cssFilesEsbuild } from '../../shared/data/plugins.ts';
import viteConfig from '../../vite.config.ts';
import { partnerSources } from '../../widgets/partner/build/esbuild-plugins.ts';

/**
 * Code that runs in a browser never writes HTML strings: a partner page with Trusted Types
 * (`require-trusted-types-for 'script'`) throws on every such sink, and our own pages need none.
 * "Browser code" is every source file the bundlers reach from the site's and the embeds' entry points
 * (found by bundling them here), so a helper used only by the build (ssr.tsx) may keep them.
 */
const SINKS =
  /\b(innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write(ln)?|createContextualFragment)\b/;

const viteEntries = Object.values(
  (viteConfig as { build: { rollupOptions: { input: Record<string, string> } } }).build.rollupOptions.input,
);
const tsupEntries = partnerSources;
const entries = [...new Set([...viteEntries, ...tsupEntries])];

async function browserSources(): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'out',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    // modules the partner build makes (widgets/partner/build/esbuild-plugins.ts): the loader's tag list, the facts a release carries
    external: ['steel:*', 'carried:*'],
    logLevel: 'silent',
    plugins: [cssFilesEsbuild],
  });
  return Object.keys(metafile!.inputs).filter((f) => !f.includes('node_modules') && /\.(ts|tsx|js)$/.test(f));
}

describe('browser code writes no HTML strings', () => {
  it('every module the site and the embeds load is free of HTML-string sinks', async () => {
    const files = await browserSources();
    expect(files.length, 'the bundlers reach our own modules').toBeGreaterThan(30);
    expect(files).toContain('widgets/common/define.tsx');
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          SINKS.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found, 'HTML-string sinks in browser code').toEqual([]);
  });

  it('the check sees a sink where there is one', () => {
    expect(SINKS.test('el.innerHTML = html')).toBe(true);
    expect(SINKS.test('<style dangerouslySetInnerHTML={{ __html: css }} />')).toBe(true);
    expect(SINKS.test('el.textContent = text')).toBe(false);
  });
});
