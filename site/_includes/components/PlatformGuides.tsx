import type { ComponentChildren } from 'preact';
import { Scrollable, Section } from './ui.tsx';
import { guides, type Guide } from '../embed-guides.ts';

/** Text with `backticks` as inline code. */
const withCode = (text: string): ComponentChildren =>
  text.split('`').map((part, i) => (i % 2 ? <code>{part}</code> : part));

function Tried({ tried }: { tried: Guide['tried'] }) {
  return 'test' in tried ? (
    <p>
      Tried here: yes ({tried.how}; <code>{tried.test}</code>).
    </p>
  ) : (
    <p>Tried here: no ({tried.not.replace(/\.$/, '')}).</p>
  );
}

/**
 * /embed's "Where you paste it": one disclosure per platform (embed-guides.ts), closed until asked for, in the
 * HTML without JavaScript. `loader` is the address the page's snippets use; `tag` names the widget of the examples.
 */
export function PlatformGuides({ loader, tag, tone }: { loader: string; tag: string; tone?: 'alt' }) {
  return (
    <Section id="paste" heading="Where you paste it" tone={tone}>
      {guides(loader, tag).map((g) => (
        <details id={`paste-${g.id}`} class="prose guide">
          <summary>{g.platform}</summary>
          {g.steps.length > 1 ? (
            <ol>
              {g.steps.map((s) => (
                <li>{withCode(s)}</li>
              ))}
            </ol>
          ) : (
            <p>{withCode(g.steps[0])}</p>
          )}
          {g.exclusions && (
            <ul>
              {g.exclusions.map((x) => (
                <li>
                  {x.where}: <code>{x.value}</code>
                </li>
              ))}
            </ul>
          )}
          {g.code && (
            <Scrollable>
              <code>{g.code}</code>
            </Scrollable>
          )}
          <Tried tried={g.tried} />
        </details>
      ))}
    </Section>
  );
}
