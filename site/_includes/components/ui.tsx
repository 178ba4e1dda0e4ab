import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { site, telHref, mailHref, chatHref } from '../data.ts';
import { Icon } from './Icon.tsx';
import { Picture } from './Picture.tsx';
import type { PlaceholderSubject } from '../../../shared/schema/content.ts';

const b = site.business;

/** Where the hero's photo shows: wide screens only (the same breakpoint as `.hero-media` in ui.css). */
const HERO_PHOTO_FROM = '(min-width: 56rem)';

/**
 * A page's opening section. Its photo, where it shows, is the largest thing on the first screen (the LCP
 * element), so it loads eagerly at high priority; on a phone it is hidden and never fetched.
 */
export function Hero({
  eyebrow,
  heading,
  intro,
  children,
  image,
  facts = true,
}: {
  eyebrow?: string;
  heading: ComponentChildren;
  intro: ComponentChildren;
  children?: ComponentChildren;
  image?: { src: string; alt: string; placeholder?: PlaceholderSubject };
  facts?: boolean;
}) {
  return (
    <section class="hero" aria-labelledby="page-title">
      <div class="wrap hero-grid">
        <div>
          {eyebrow && <p class="eyebrow">{eyebrow}</p>}
          <h1 id="page-title">{heading}</h1>
          <p class="lead">{intro}</p>
          {children}
          {facts && (
            <ul class="hero-facts">
              <li>
                <Icon name="clock" />
                Quotes within {b.claims.quoteResponse}
              </li>
              <li>
                <Icon name="shield" />
                {b.emergency}
              </li>
              <li>
                <Icon name="map-pin" />
                Kent, London and the South East
              </li>
            </ul>
          )}
        </div>
        {image && (
          <div class="hero-media">
            <Picture
              src={image.src}
              alt={image.alt}
              placeholder={image.placeholder}
              sizes="45vw"
              priority
              media={HERO_PHOTO_FROM}
            />
          </div>
        )}
      </div>
    </section>
  );
}

export function CallButton({ variant = 'btn-outline', label = 'Call' }: { variant?: string; label?: string }) {
  return (
    <a class={`btn ${variant}`} href={telHref}>
      <Icon name="phone" />
      {label} {b.phone.display}
    </a>
  );
}
export function EmailButton({ variant = 'btn-outline' }: { variant?: string }) {
  return (
    <a class={`btn ${variant}`} href={mailHref}>
      <Icon name="mail" />
      E-mail {b.email}
    </a>
  );
}
export function ChatLink({ variant = 'btn-outline', text }: { variant?: string; text?: string }) {
  return (
    <a class={`btn ${variant}`} href={chatHref(text)} rel="noopener" target="_blank">
      <Icon name="chat" />
      WhatsApp us
    </a>
  );
}

export function Section({
  id,
  heading,
  intro,
  children,
  tone,
  headingId,
}: {
  id?: string;
  heading: string;
  intro?: string;
  children?: ComponentChildren;
  tone?: 'alt' | 'dark';
  headingId?: string;
}) {
  // The owner writes headings, so one made from the words could be empty ("—") or another section's, a duplicate id:
  // a generated name is unique on its page whatever they write.
  const generated = useId();
  const hid = headingId ?? (id ? `${id}-title` : generated);
  return (
    <section id={id} class={`section${tone ? ` section-${tone}` : ''}`} aria-labelledby={hid}>
      <div class="wrap">
        <div class="section-head">
          <h2 id={hid}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A star rating: five characters, read as one phrase by assistive tech. */
/** A rating as five stars; an average like 4.7 shows the nearest whole number of stars and says the figure. */
export function Stars({ rating }: { rating: number }) {
  const on = Math.round(rating);
  return (
    <span class="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(on)}
      <span class="stars-off">{'★'.repeat(5 - on)}</span>
    </span>
  );
}

export function Checklist({ items }: { items: string[] }) {
  return (
    <ul class="checklist">
      {items.map((i) => (
        <li>{i}</li>
      ))}
    </ul>
  );
}
export function Tags({ items }: { items: string[] }) {
  return (
    <ul class="tags">
      {items.map((i) => (
        <li>{i}</li>
      ))}
    </ul>
  );
}
export function Places({ items }: { items: string[] }) {
  return (
    <ul class="places">
      {items.map((i) => (
        <li>
          <Icon name="map-pin" />
          {i}
        </li>
      ))}
    </ul>
  );
}

/**
 * Preformatted text that may scroll sideways (a snippet, a composed message). Focusable: a scrollable
 * region must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function Scrollable({ children, ...attrs }: { children?: ComponentChildren } & Record<string, unknown>) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre class="composed" tabIndex={0} {...attrs}>
      {children}
    </pre>
  );
}

/** The business's figures (business.json claims), as the about page and a landing page's figures block show them. */
export function Figures() {
  return (
    <ul class="stats">
      <li>
        <span class="stat-value">{b.claims.years}</span> <span class="stat-label">Years of experience</span>
      </li>
      <li>
        <span class="stat-value">{b.claims.projects}</span> <span class="stat-label">Projects completed</span>
      </li>
      <li>
        <span class="stat-value">{b.claims.kentProjects}</span> <span class="stat-label">Kent projects</span>
      </li>
      <li>
        <span class="stat-value">{b.claims.quoteResponse}</span> <span class="stat-label">Quote response</span>
      </li>
    </ul>
  );
}
