import type { Service } from '../data.ts';
import { site } from '../data.ts';
import { useId } from 'preact/hooks';
import { Section, Checklist, Tags, Places, CallButton, ChatLink } from './ui.tsx';
import { Icon } from './Icon.tsx';

type SectionData = Service['sections'][number];
type Of<K extends SectionData['kind']> = Extract<SectionData, { kind: K }>;
type Tone = 'alt' | undefined;

/** One shared template per section kind of a service page (shared/schema/content.ts `Section`). */
export function ServiceSection({ section, index }: { section: SectionData; index: number }) {
  const tone = index % 2 === 1 ? 'alt' : undefined;
  switch (section.kind) {
    case 'text':
      return (
        <Section heading={section.heading} tone={tone}>
          <div class="prose">
            {section.paragraphs.map((p) => (
              <p>{p}</p>
            ))}
          </div>
        </Section>
      );
    case 'list':
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          {section.style === 'check' ? <Checklist items={section.items} /> : <Tags items={section.items} />}
        </Section>
      );
    case 'steps':
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <ol class="steps">
            {section.steps.map((s) => (
              <li>
                <h3>{s.name}</h3>
                <p>{s.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      );
    case 'cards':
      return <CardsSection section={section} tone={tone} />;
    case 'types':
      return <TypesSection section={section} tone={tone} />;
    case 'places':
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <Places items={site.areas[section.source]} />
        </Section>
      );
    case 'stats':
      return (
        <Section heading={section.heading} tone="dark">
          <ul class="stats">
            {section.items.map((s) => (
              <li>
                <span class="stat-value">{s.value}</span> <span class="stat-label">{s.label}</span>
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'panel':
      return <PanelSection section={section} />;
  }
}

/** Cards with an optional icon and list each (shared/schema/content.ts `cards`). */
function CardsSection({ section, tone }: { section: Of<'cards'>; tone: Tone }) {
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <div class="grid">
        {section.cards.map((c) => (
          <div class="card">
            {c.icon && (
              <span class="card-icon">
                <Icon name={c.icon} />
              </span>
            )}
            <h3>{c.title}</h3>
            <p>{c.description}</p>
            {c.list && (
              <>
                {c.listLabel && <p class="card-list-label">{c.listLabel}</p>}
                <ul>
                  {c.list.map((i) => (
                    <li>{i}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </div>
    </Section>
  );
}

/** Types of a thing: a table of their key figure (when they have one), then a card each. */
function TypesSection({ section, tone }: { section: Of<'types'>; tone: Tone }) {
  const withFigure = section.items.filter((i) => i.figure);
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      {withFigure.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption>
              {section.heading}: {section.figureLabel ?? withFigure[0].figure!.label} at a glance
            </caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">{section.figureLabel ?? withFigure[0].figure!.label}</th>
              </tr>
            </thead>
            <tbody>
              {withFigure.map((i) => (
                <tr>
                  <th scope="row">{i.name}</th>
                  <td>{i.figure!.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div class="grid">
        {section.items.map((i) => (
          <div class="card">
            <h3>{i.name}</h3>
            <p>{i.description}</p>
            <dl class="type-facts">
              {i.figure && (
                <>
                  <dt>{i.figure.label}</dt>
                  <dd>{i.figure.value}</dd>
                </>
              )}
              {i.features && (
                <>
                  <dt>Features</dt>
                  <dd>{i.features.join(', ')}</dd>
                </>
              )}
              {i.benefits && (
                <>
                  <dt>Benefits</dt>
                  <dd>{i.benefits.join(', ')}</dd>
                </>
              )}
              {i.applications && (
                <>
                  <dt>Applications</dt>
                  <dd>{i.applications.join(', ')}</dd>
                </>
              )}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** A call to action: call, chat or quote buttons on a coloured panel (emergency or accent). */
function PanelSection({ section }: { section: Of<'panel'> }) {
  const id = useId(); // unique on the page whatever the heading says (components/ui.tsx Section)
  return (
    <section class="section" aria-labelledby={id}>
      <div class="wrap">
        <div class={`panel panel-${section.tone}`}>
          <h2 id={id}>{section.heading}</h2>
          <p>{section.text}</p>
          <div class="btn-row">
            {section.actions.map((a) =>
              a === 'call' ? (
                <CallButton variant={section.tone === 'emergency' ? 'btn-accent' : 'btn'} label="Call" />
              ) : a === 'chat' ? (
                section.tone === 'emergency' ? (
                  <ChatLink variant="btn-ghost-light" text={site.business.emergencyChatGreeting} />
                ) : (
                  <ChatLink variant="btn-outline" />
                )
              ) : (
                <a class="btn btn-accent" href="#get-quote">
                  Get a free quote
                </a>
              ),
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
