import { readFileSync } from 'node:fs';

/** Lucide icons (ISC licence), inlined at build time. Icons only ever sit beside words, so they are hidden from assistive tech. */
const alias: Record<string, string> = {
  beam: 'construction', crane: 'hard-hat', cube: 'box', stairs: 'layers', platform: 'factory', bolt: 'zap', chat: 'message-circle',
};
const cache = new Map<string, string>();

function svg(name: string): string {
  const file = alias[name] ?? name;
  let s = cache.get(file);
  if (!s) {
    s = readFileSync(`node_modules/lucide-static/icons/${file}.svg`, 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s*class="[^"]*"/, '')
      .replace(/\s+/g, ' ')
      .replace('<svg ', '<svg aria-hidden="true" focusable="false" ')
      .trim();
    cache.set(file, s);
  }
  return s;
}

export function Icon({ name, class: cls = 'icon' }: { name: string; class?: string }) {
  return <span class={cls} dangerouslySetInnerHTML={{ __html: svg(name) }} />;
}
