import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { business } from '../_includes/jsonld.ts';
import { site, telHref, mailHref, chatHref, pageFile } from '../_includes/data.ts';
import { Hero, Section, Places } from '../_includes/components/ui.tsx';
import { Icon } from '../_includes/components/Icon.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { widget as contactForm } from '../../widgets/contact-form/widget.ts';
import { thankYouUrl } from '../_includes/components/QuoteArea.tsx';
import { fill } from '../_includes/fill.ts';

export const data = { permalink: pageFile('contact') };
const { business: b, copy, areas } = site;
const { latitude: lat, longitude: lng } = b.geo;
const text = copy.contact;
const open = b.hours.find((h) => h.opens) ?? b.hours[0];
/** The figures a line of text.ways may name (site/_includes/fill.ts). */
const figures = {
  openingHours: `${open.label} ${open.opens}-${open.closes}`,
  quoteResponse: b.claims.quoteResponse,
};
export const directions = {
  google: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
  waze: `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`,
  embed: `https://www.google.com/maps?q=${lat},${lng}&z=14&output=embed`,
};

export async function render() {
  return renderPage(
    await pageMeta('contact', { jsonLd: [business()] }),
    <>
      <Hero eyebrow={text.eyebrow} heading={text.heading} intro={text.intro} />
      <Section id="ways" heading={text.ways.heading}>
        <div class="contact-cards">
          <div class="card">
            <span class="card-icon">
              <Icon name="phone" />
            </span>
            <h3>{text.ways.phone.heading}</h3>
            <p>{fill(text.ways.phone.text, figures)}</p>
            <a class="btn" href={telHref}>
              Call {b.phone.display}
            </a>
          </div>
          <div class="card">
            <span class="card-icon">
              <Icon name="mail" />
            </span>
            <h3>{text.ways.email.heading}</h3>
            <p>{fill(text.ways.email.text, figures)}</p>
            <a class="btn" href={mailHref}>
              {b.email}
            </a>
          </div>
          <div class="card">
            <span class="card-icon">
              <Icon name="chat" />
            </span>
            <h3>{text.ways.chat.heading}</h3>
            <p>{fill(text.ways.chat.text, figures)}</p>
            <a class="btn" href={chatHref()} rel="noopener" target="_blank">
              Message {b.chat.display}
            </a>
          </div>
        </div>
      </Section>
      <Section id="quote-form" heading={text.form.heading} intro={text.form.intro} tone="alt">
        <Widget definition={contactForm} class="widget-box" attrs={{ 'thank-you-url': thankYouUrl }} />
      </Section>
      <Section id="office" heading={text.office.heading}>
        <div class="grid-2">
          <div>
            <h3>{text.office.addressHeading}</h3>
            <address class="prose">
              {b.legalName}
              <br />
              {b.address.street}
              <br />
              {b.address.locality}
              <br />
              {b.address.region} {b.address.postcode}
            </address>
            <h3>{text.office.hoursHeading}</h3>
            <table>
              <caption class="sr-only">{text.office.hoursHeading}</caption>
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
              <strong>{b.emergency}</strong>: {text.office.emergencyNote}
            </p>
            <h3>{text.office.areasHeading}</h3>
            <p>
              {text.office.areasLead} {areas.regions.map((r) => `${r.region} (${r.responseTime})`).join(', ')}.
            </p>
          </div>
          <div>
            <h3>{text.office.directionsHeading}</h3>
            <div class="btn-row">
              <a class="btn btn-outline" href={directions.google} data-directions="google" rel="noopener">
                {text.office.googleMaps}
              </a>
              <a class="btn btn-outline" href={directions.waze} data-directions="waze" rel="noopener">
                {text.office.waze}
              </a>
            </div>
            <div class="map-slot" data-map-slot data-src={directions.embed}>
              <p>{text.office.mapNote}</p>
              <button type="button" class="btn" data-map-load>
                {text.office.showMap}
              </button>
            </div>
          </div>
        </div>
      </Section>
      <Section id="coverage" heading={text.coverageHeading} tone="alt">
        <Places items={b.footerAreas} />
      </Section>
      <section class="section" aria-labelledby="hotline">
        <div class="wrap">
          <div class="panel panel-emergency">
            <h2 id="hotline">{text.emergencyHeading}</h2>
            <p>{text.emergency}</p>
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
