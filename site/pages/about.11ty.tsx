import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { business } from '../_includes/jsonld.ts';
import { site, pageFile, pageUrl } from '../_includes/data.ts';
import { Hero, Section, CallButton, Figures } from '../_includes/components/ui.tsx';
import { TeamList } from '../_includes/components/TeamList.tsx';

export const data = { permalink: pageFile('about') };
const { business: b, copy } = site;

export async function render() {
  return renderPage(
    await pageMeta('about', { jsonLd: [business()] }),
    <>
      <Hero eyebrow="About us" heading={`About ${b.brand}`} intro={copy.about.intro} />
      <Section id="story" heading="Our story">
        <div class="prose">
          {copy.about.story.map((p) => (
            <p>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="certifications" heading="Certifications and memberships" tone="alt">
        <div class="grid">
          {copy.about.certifications.map((c) => (
            <div class="card">
              <h3>{c.name}</h3>
              <p>{c.description}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section id="milestones" heading="Milestones">
        <ol class="timeline">
          {copy.about.timeline.map((t) => (
            <li>
              <span class="year">{t.year}</span> {t.event}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="numbers" heading="In numbers" tone="dark">
        <Figures />
      </Section>
      <Section id="team" heading="The team" tone="alt">
        <TeamList />
      </Section>
      <Section id="talk" heading="Talk to us about your project">
        <div class="btn-row">
          <a class="btn btn-accent" href={pageUrl('contact')}>
            Get a free quote
          </a>
          <CallButton />
        </div>
      </Section>
    </>,
  );
}
