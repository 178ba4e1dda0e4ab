// The /embed page's copy buttons and configurators (site/pages/embed.11ty.tsx). Without JavaScript the
// page shows each widget's default snippet; with it, each configurator's native controls rewrite the
// snippet (site/scripts/snippet.ts, as the build wrote the default) and set the same attributes and
// colours on the live preview in its frame (same origin). No HTML strings: text and DOM calls only.
import { snippet } from './snippet.ts';

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

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-configure]')) {
  const tag = form.dataset.configure!;
  const code = document.getElementById(form.dataset.snippet!)!;
  const frame = document.querySelector<HTMLIFrameElement>(`iframe[data-preview="${tag}"]`);
  const controls = [...form.querySelectorAll<HTMLInputElement>('input[name]')];

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
  const preview = ({ attrs, colours }: ReturnType<typeof chosen>) => {
    const el = frame?.contentDocument?.querySelector<HTMLElement>(tag);
    if (!el) return;
    for (const c of controls) {
      if (c.type === 'color') {
        if (colours[c.name]) el.style.setProperty(c.name, colours[c.name]);
        else el.style.removeProperty(c.name);
      } else if (attrs[c.name]) el.setAttribute(c.name, attrs[c.name]);
      else el.removeAttribute(c.name);
    }
  };

  const update = () => {
    const choice = chosen();
    code.textContent = snippet({ loader: form.dataset.loader!, tag, ...choice });
    preview(choice);
  };
  form.addEventListener('input', update);
  // Reset restores the defaults after the event; the frame may load (lazily) after a choice was made.
  form.addEventListener('reset', () => setTimeout(update));
  form.addEventListener('submit', (e) => e.preventDefault());
  frame?.addEventListener('load', () => preview(chosen()));
  update();
}
