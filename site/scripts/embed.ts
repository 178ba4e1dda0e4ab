// The /embed page's copy buttons and configurators (site/pages/embed.11ty.tsx). Without JavaScript the
// page shows each widget's default snippet; with it, each configurator's native controls rewrite the
// snippet (widgets/partner/snippet.ts, as the build wrote the default) and set the same attributes and
// colours on the live preview in its frame (same origin). No HTML strings: text and DOM calls only.
import { snippet } from '../../widgets/partner/snippet.ts';

/** Copy: the clipboard where allowed, else the text selected for Ctrl+C; the result is announced. */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
  const code = document.getElementById(button.dataset.copy!)!;
  const status = button.parentElement!.querySelector<HTMLElement>('[data-copy-status]')!;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.textContent!);
      status.textContent = 'Snippet copied.';
    } catch {
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      status.textContent = 'Press Ctrl+C (or Cmd+C) to copy the selected snippet.';
    }
  });
}

/** Each configurator's way to set its choices on its preview, once the frame is open and loaded. */
const appliers = new Map<string, () => void>();
const frameOf = (tag: string) => document.querySelector<HTMLIFrameElement>(`iframe[data-preview="${tag}"]`);

/**
 * A preview link opens the preview in a frame in place (a modified click still opens the page). Opened
 * on request: six widgets' code at once would be more than this page's budget.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-preview-link]')) {
  link.addEventListener('click', (e) => {
    if (e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const tag = link.dataset.previewLink!;
    const frame = document.createElement('iframe');
    frame.className = 'preview-frame';
    frame.src = link.href;
    frame.title = link.textContent!;
    frame.dataset.preview = tag;
    frame.addEventListener('load', () => appliers.get(tag)?.());
    link.replaceWith(frame);
    frame.focus();
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-configure]')) {
  const tag = form.dataset.configure!;
  const code = document.getElementById(form.dataset.snippet!)!;
  const controls = [...form.querySelectorAll<HTMLInputElement>('input[name]')];
  // The placeholder inside the tag and the box rules before it, as the build wrote them into the default snippet
  // (widgets/partner/build/fallback.ts, widgets/partner/build/reserve.ts): the default has no colours, so its style is the rules.
  const text = code.textContent!;
  const fallback = text
    .slice(text.indexOf('>', text.indexOf(`<${tag}`)) + 1)
    .replace(`</${tag}>`, '')
    .trim();
  const reserve = /<style><!--(.*)--><\/style>/.exec(text)?.[1] ?? '';

  /** The choices: attributes that are set, colours that differ from the widget's own. */
  const chosen = () => {
    const attrs: Record<string, string> = {};
    const colours: Record<string, string> = {};
    for (const c of controls) {
      if (c.type === 'color') {
        if (c.value.toLowerCase() !== c.defaultValue.toLowerCase()) colours[c.name] = c.value;
      } else if (c.value.trim()) attrs[c.name] = c.value.trim();
    }
    return { attrs, colours };
  };

  /** The preview is the real element in a partner-like page: it gets the same attributes and custom properties. */
  const preview = () => {
    const el = frameOf(tag)?.contentDocument?.querySelector<HTMLElement>(tag);
    if (!el) return;
    const { attrs, colours } = chosen();
    for (const c of controls) {
      if (c.type === 'color') {
        if (colours[c.name]) el.style.setProperty(c.name, colours[c.name]);
        else el.style.removeProperty(c.name);
      } else if (attrs[c.name]) el.setAttribute(c.name, attrs[c.name]);
      else el.removeAttribute(c.name);
    }
  };
  appliers.set(tag, preview);

  const update = () => {
    code.textContent = snippet({ loader: form.dataset.loader!, tag, fallback, reserve, ...chosen() });
    preview();
  };
  // "Use the examples": each control its interface.ts example (docs/widgets.md "Example values"), then as if typed.
  const examples = form.querySelector<HTMLButtonElement>('[data-examples]');
  if (examples) {
    examples.hidden = false;
    examples.addEventListener('click', () => {
      for (const c of controls) if (c.dataset.example !== undefined) c.value = c.dataset.example;
      update();
    });
  }
  form.addEventListener('input', update);
  // Reset restores the controls' defaults after the event.
  form.addEventListener('reset', () => setTimeout(update));
  form.addEventListener('submit', (e) => e.preventDefault());
}
