import { site, telHref, mailHref, buildYear, serviceUrl, pageUrl } from '../data.ts';
import { Icon } from '../components/Icon.tsx';
import { Logo } from '../components/Logo.tsx';
import { LegalIdentity } from '../components/LegalIdentity.tsx';

const b = site.business;
const footerServices = site.services.slice(0, 6);

export function Footer() {
  return (
    <footer class="site-footer">
      <div class="wrap footer-grid">
        <section class="footer-brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" class="footer-title">
            <Logo />
            <span>{b.brand}</span>
          </h2>
          <p>{b.description}</p>
          <a class="btn btn-accent" href={pageUrl('contact')}>
            Get Free Quote
          </a>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" class="footer-title">
            Contact us
          </h2>
          <ul class="footer-list">
            <li>
              <a href={telHref}>
                <Icon name="phone" />
                {b.phone.display}
              </a>
            </li>
            <li>
              <a href={mailHref}>
                <Icon name="mail" />
                {b.email}
              </a>
            </li>
            <li>
              <Icon name="map-pin" />
              <address>
                {b.address.street}, {b.address.locality}, {b.address.region} {b.address.postcode}
              </address>
            </li>
            {b.hours.map((h) => (
              <li>
                <Icon name="clock" />
                {h.label}: {h.opens ? `${h.opens}-${h.closes}` : 'Closed'}
              </li>
            ))}
            <li>
              <strong>{b.emergency}</strong>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" class="footer-title">
            Services
          </h2>
          <ul class="footer-list">
            {footerServices.map((s) => (
              <li>
                <a href={serviceUrl(s)}>{s.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas" class="footer-title">
            Areas we serve
          </h2>
          {b.footerAreas.length > 0 && (
            <ul class="footer-areas">
              {b.footerAreas.map((a) => (
                <li>{a}</li>
              ))}
            </ul>
          )}
          <p>
            <a href={pageUrl('areas')}>See all areas we serve</a>
          </p>
        </section>
      </div>
      <div class="wrap footer-bottom">
        <p>
          © {buildYear} {b.legalName}
        </p>
        {/* the © line above names the company */}
        <LegalIdentity named={false} />
        <ul class="footer-legal">
          <li>
            <a href={pageUrl('reviews')}>Reviews</a>
          </li>
          <li>
            <a href={pageUrl('privacy')}>Privacy Policy</a>
          </li>
          <li>
            <a href={pageUrl('terms')}>Terms of Service</a>
          </li>
          <li>
            <a href={pageUrl('sitemap')}>Sitemap</a>
          </li>
          {b.socials.map((s) => (
            <li>
              <a href={s.url} rel="noopener">
                {s.name}
              </a>
            </li>
          ))}
          <li>
            <a href="#top">Back to top</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

/** A campaign landing page's footer: who we are, where, and the legal pages; no menu of the site's other pages. */
export function LandingFooter() {
  return (
    <footer class="site-footer">
      <div class="wrap footer-bottom">
        <p>
          © {buildYear} {b.legalName}
        </p>
        <LegalIdentity named={false} />
        <address>
          {b.address.street}, {b.address.locality}, {b.address.region} {b.address.postcode}
        </address>
        <ul class="footer-legal">
          <li>
            <a href={pageUrl('privacy')}>Privacy Policy</a>
          </li>
          <li>
            <a href={pageUrl('terms')}>Terms of Service</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
