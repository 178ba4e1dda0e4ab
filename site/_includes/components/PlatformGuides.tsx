import type { ComponentChildren } from 'preact';
import { Scrollable, Section } from './ui.tsx';
import { guides, type Guide } from '../embed-guides.ts';
import { pageUrl } from '../data.ts';

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
 * The guides' page (/embed/guides): one disclosure per platform (embed-guides.ts), closed until asked for, in the
 * HTML without JavaScript. `loader` is the address /embed's snippets use; `tag` names the widget of the examples.
 */
export function PlatformGuides({ loader, tag, tone }: { loader: string; tag: string; tone?: 'alt' }) {
  return (
    <Section id="platforms" heading="Platform by platform" tone={tone}>
      {guides(loader, tag).map((g) => (
        <details id={guideAnchor(g)} class="prose guide">
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

/** A guide's id on its page, which /embed's links point at. */
const guideAnchor = (g: Guide) => `paste-${g.id}`;

/** The other guides that share the guides' page, by their section ids there (site/pages/embed-guides.11ty.tsx). */
export const DEVELOPER_GUIDES = [
  { id: 'csp', title: 'Content-Security-Policy' },
  { id: 'tag-manager', title: 'Tag managers and campaigns' },
  { id: 'react', title: 'React and TypeScript' },
  { id: 'testing', title: 'Testing with happy-dom' },
] as const;

/**
 * /embed's "Where you paste it": the guides live on a page of their own, so /embed keeps its place in the first
 * round trip (docs/performance.md); here one line names each platform, from the same guides, linked to its guide.
 */
export function PlatformLinks({ loader, tag, tone }: { loader: string; tag: string; tone?: 'alt' }) {
  const page = pageUrl('embed-guides');
  return (
    <Section id="paste" heading="Where you paste it" tone={tone}>
      <p class="prose">
        A short guide per platform, what to paste where and whether it was tried here:{' '}
        {guides(loader, tag).map((g, i) => (
          <>
            {i ? ', ' : ''}
            <a href={`${page}#${guideAnchor(g)}`}>{g.platform}</a>
          </>
        ))}
        . For developers and marketers:{' '}
        {DEVELOPER_GUIDES.map((d, i) => (
          <>
            {i ? ', ' : ''}
            <a href={`${page}#${d.id}`}>{d.title}</a>
          </>
        ))}
        .
      </p>
    </Section>
  );
}
