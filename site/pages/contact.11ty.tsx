import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, telHref, mailHref, chatHref, pageFile } from '../_includes/data.ts';
import { Hero, Section, Places } from '../_includes/components/ui.tsx';
import { Icon } from '../_includes/components/Icon.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { spec as contactForm } from '../../widgets/contact-form/widget.ts';
import { thankYouUrl } from '../_includes/components/QuoteArea.tsx';

export const data = { permalink: pageFile('contact') };
const { business: b, copy, areas } = site;
const { latitude: lat, longitude: lng } = b.geo;
export const directions = {
  google: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
  waze: `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`,
  embed: `https://www.google.com/maps?q=${lat},${lng}&z=14&output=embed`,
};

export async function render() {
  return renderPage(
    await pageMeta('contact'),
    <>
      <Hero eyebrow="Contact" heading="Contact us for a free quote" intro={copy.contact.intro} />
      <Section id="ways" heading="Three ways to reach us">
        <div class="contact-cards">
          <div class="card">
            <span class="card-icon">
              <Icon name="phone" />
            </span>
            <h3>Phone</h3>
            <p>
              Talk to the team, {b.hours[0].label} {b.hours[0].opens}-{b.hours[0].closes}.
            </p>
            <a class="btn" href={telHref}>
              Call {b.phone.display}
            </a>
          </div>
          <div class="card">
            <span class="card-icon">
              <Icon name="mail" />
            </span>
            <h3>E-mail</h3>
            <p>Send drawings, photos and measurements. We reply within {b.claims.quoteResponse}.</p>
            <a class="btn" href={mailHref}>
              {b.email}
            </a>
          </div>
          <div class="card">
            <span class="card-icon">
              <Icon name="chat" />
            </span>
            <h3>WhatsApp</h3>
            <p>Message us a photo of the job from site.</p>
            <a class="btn" href={chatHref()} rel="noopener" target="_blank">
              Message {b.chat.display}
            </a>
          </div>
        </div>
      </Section>
      <Section
        id="quote-form"
        heading="Request a quote"
        intro="Fields marked * are required. Your e-mail program opens with the details filled in, ready to send."
        tone="alt"
      >
        <Widget spec={contactForm} class="widget-box" attrs={{ 'thank-you-url': thankYouUrl }} />
      </Section>
      <Section id="office" heading="Our workshop">
        <div class="grid-2">
          <div>
            <h3>Address</h3>
            <address class="prose">
              {b.legalName}
              <br />
              {b.address.street}
              <br />
              {b.address.locality}
              <br />
              {b.address.region} {b.address.postcode}
            </address>
            <h3>Opening hours</h3>
            <table>
              <caption class="sr-only">Opening hours</caption>
              <tbody>
                {b.hours.map((h) => (
                  <tr>
                    <th scope="row">{h.label}</th>
                    <td>{h.opens ? `${h.opens}-${h.closes}` : 'Closed'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <strong>{b.emergency}</strong>: emergency call-outs answered day and night.
            </p>
            <h3>Service areas</h3>
            <p>Site visits: {areas.regions.map((r) => `${r.region} (${r.responseTime})`).join(', ')}.</p>
          </div>
          <div>
            <h3>Directions</h3>
            <div class="btn-row">
              <a class="btn btn-outline" href={directions.google} data-directions="google" rel="noopener">
                Directions with Google Maps
              </a>
              <a class="btn btn-outline" href={directions.waze} data-directions="waze" rel="noopener">
                Directions with Waze
              </a>
            </div>
            <div class="map-slot" data-map-slot data-src={directions.embed}>
              <p>The map comes from Google, so it loads only when you ask for it.</p>
              <button type="button" class="btn" data-map-load>
                Show the map
              </button>
            </div>
          </div>
        </div>
      </Section>
      <Section id="coverage" heading="Coverage" tone="alt">
        <Places items={b.footerAreas} />
      </Section>
      <section class="section" aria-labelledby="hotline">
        <div class="wrap">
          <div class="panel panel-emergency">
            <h2 id="hotline">24/7 emergency hotline</h2>
            <p>{copy.contact.emergency}</p>
            <div class="btn-row">
              <a class="btn btn-accent" href={telHref}>
                <Icon name="phone" />
                Call {b.phone.display}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>,
  );
}
