import { useRef } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { emit } from '../common/events.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { element } from './interface.ts';

export interface FaqQuestion {
  question: string;
  answer: string;
}
export interface FaqCategory {
  category: string;
  questions: FaqQuestion[];
}
/** Its attributes (interface.ts), and what to show without `items` (not an attribute): shared/data/faq.json, or the text of the pre-rendered HTML. */
export type FaqProps = PropsOf<typeof element> & { fallback?: FaqCategory[] };

/** Parses the `items` attribute; a malformed value throws, so the error boundary shows the fallback. */
export function parseItems(items: string | undefined, fallback?: FaqCategory[]): FaqCategory[] {
  const list: FaqCategory[] | undefined = items ? JSON.parse(items) : fallback;
  if (!Array.isArray(list) || !list.every((c) => c && typeof c.category === 'string' && Array.isArray(c.questions))) {
    throw new TypeError('steel-faq: bad items');
  }
  return list;
}

const Chevron = () => (
  <svg class="chev" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/**
 * FAQ by category, as native <details> in every state: it works without JavaScript and the upgrade
 * shifts nothing. The shared `name`s keep one category and one question open at a time (the browser
 * does it; the toggle handler does it too where `name` isn't supported). With JavaScript the open
 * category can't be closed, so exactly one stays selected, and each change is reported as an event.
 */
export function Faq({ items, headingLevel = 2, fallback, container }: FaqProps & WidgetProps) {
  // New items start afresh: first category open, no question open.
  return (
    <List key={items} categories={parseItems(items, fallback)} headingLevel={headingLevel} container={container} />
  );
}

function List({
  categories,
  headingLevel,
  container,
}: { categories: FaqCategory[]; headingLevel: number } & WidgetProps) {
  // What each <details> last reported, so the toggle events a fresh `open` attribute fires on mount report nothing.
  const seen = useRef<Record<string, boolean>>({ c0: true });
  const level = Math.min(Math.max(Math.round(headingLevel) || 2, 1), 5);
  const H = `h${level}` as 'h2';
  const Hq = `h${level + 1}` as 'h3';

  const onToggle = (
    e: Event,
    key: string,
    detail: (open: boolean) => object,
    type: 'steel-faq-category' | 'steel-faq-toggle',
  ) => {
    const el = e.currentTarget as HTMLDetailsElement;
    const open = el.open;
    if (open) {
      // Exclusivity where the browser doesn't support <details name>.
      for (const d of container?.querySelectorAll<HTMLDetailsElement>(
        `details[name="${el.getAttribute('name')}"][open]`,
      ) ?? []) {
        if (d !== el) d.open = false;
      }
    }
    if (!!seen.current[key] === open) return;
    seen.current[key] = open;
    if (type === 'steel-faq-toggle' || open) emit(container, type, detail(open));
  };

  return (
    <div class="faq" part="faq">
      {categories.map((c, i) => (
        <details
          key={i}
          class="cat"
          part="category"
          name="steel-faq-category"
          open={i === 0}
          onToggle={(e) => onToggle(e, `c${i}`, () => ({ category: c.category }), 'steel-faq-category')}
        >
          <summary
            part="category-button"
            onClick={(e) => (e.currentTarget.parentElement as HTMLDetailsElement).open && e.preventDefault()}
          >
            <H class="cat-h">{c.category}</H>
            <Chevron />
          </summary>
          <div class="qs">
            {c.questions.map((q, j) => (
              <details
                key={j}
                class="q"
                part="question"
                name="steel-faq-q"
                onToggle={(e) =>
                  onToggle(
                    e,
                    `q${i}-${j}`,
                    (open) => ({ category: c.category, question: q.question, open }),
                    'steel-faq-toggle',
                  )
                }
              >
                <summary part="question-button">
                  <Hq class="q-h">{q.question}</Hq>
                  <Chevron />
                </summary>
                {/* prerendered.ts reads the text back from .cat-h, .q-h and .answer: keep them plain text. */}
                <div class="answer" part="answer">
                  <p>{q.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
