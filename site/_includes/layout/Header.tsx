import { site, telHref, mailHref, servicesByGroup, serviceUrl, pageUrl } from '../data.ts';
import { Icon } from '../components/Icon.tsx';
import { Logo } from '../components/Logo.tsx';
import { Widget } from '../components/Widget.tsx';
import { widget as siteMenu } from '../../../widgets/site-menu/widget.ts';

const b = site.business;
const mainLinks = site.pages.filter((p) => p.mainNav);
const hoursShort = b.hours
  .filter((h) => h.opens)
  .map((h) => `${h.label.replace('Monday to Friday', 'Mon-Fri').replace('Saturday', 'Sat')} ${h.opens}-${h.closes}`)
  .join(', ');

function ServicesMenu({ idPrefix }: { idPrefix: string }) {
  return (
    <div class="service-groups">
      {servicesByGroup.map(({ group, services }) => (
        <div class="service-group">
          <h2 class="service-group-title" id={`${idPrefix}-${group.toLowerCase()}`}>
            {group} services
          </h2>
          <ul aria-labelledby={`${idPrefix}-${group.toLowerCase()}`}>
            {services.map((s) => (
              <li>
                <a href={serviceUrl(s)}>{s.title}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The order of the header's parts is a rule of Header.css beside it ("Parts of the first screen are shown once the
 * parser is past them"): the top bar and the brand stay hidden until the element after each exists, and the main nav
 * and the header's buttons until the small-screen menu (`.site-menu`) is in `.mainbar`. So the top bar and the brand
 * each need an element after them, and the small-screen menu must come after the nav and the buttons: moved first, it
 * would show them before the parser has reached them; removed, they would never show. `tests/browser/layout.spec.ts`
 * checks both: a header painted part-way moves nothing when the rest arrives, and the nav shows beside the brand and
 * the buttons.
 */
export function Header({ url }: { url: string }) {
  const current = (href: string) => (href === url ? { 'aria-current': 'page' as const } : {});
  const servicesDropdown = (
    <li class="has-dropdown">
      <details class="dropdown" data-dropdown>
        <summary>
          Services
          <Icon name="chevron-down" />
        </summary>
        <div class="dropdown-panel">
          <ServicesMenu idPrefix="dd" />
        </div>
      </details>
    </li>
  );
  return (
    <header class="site-header">
      <div class="topbar">
        <div class="wrap topbar-inner">
          <a href={telHref} class="topbar-link">
            <Icon name="phone" />
            {b.phone.display}
          </a>
          <a href={mailHref} class="topbar-link topbar-email">
            <Icon name="mail" />
            {b.email}
          </a>
          <span class="topbar-hours">
            <Icon name="clock" />
            {hoursShort}
            <span class="topbar-emergency"> · {b.emergency}</span>
          </span>
        </div>
      </div>
      <div class="wrap mainbar">
        <a class="brand" href="/" aria-label={`${b.brand} home`}>
          <Logo />
          <span class="brand-name">{b.brand}</span>
        </a>
        <nav class="main-nav" aria-label="Main">
          <ul>
            {/* The services menu follows About, or leads when the owner keeps About out of the main menu. */}
            {!mainLinks.some((p) => p.key === 'about') && servicesDropdown}
            {mainLinks.map((p) => (
              <>
                <li>
                  <a href={p.url} {...current(p.url)}>
                    {p.navLabel}
                  </a>
                </li>
                {p.key === 'about' && servicesDropdown}
              </>
            ))}
          </ul>
        </nav>
        <div class="header-actions">
          <a class="btn btn-outline btn-call" href={telHref}>
            <Icon name="phone" />
            Call Now
          </a>
          <a class="btn btn-accent btn-quote" href={pageUrl('contact')}>
            Get Quote
          </a>
        </div>
        <Widget definition={siteMenu} class="site-menu">
          <nav class="mobile-nav" aria-label="Mobile">
            <ul class="mobile-links">
              {mainLinks.map((p) => (
                <li>
                  <a href={p.url} {...current(p.url)}>
                    {p.navLabel}
                  </a>
                </li>
              ))}
            </ul>
            <ServicesMenu idPrefix="mm" />
            <div class="mobile-actions">
              <a class="btn btn-outline" href={telHref}>
                <Icon name="phone" />
                Call {b.phone.display}
              </a>
              <a class="btn btn-accent" href={pageUrl('contact')}>
                Get a free quote
              </a>
            </div>
          </nav>
        </Widget>
      </div>
    </header>
  );
}

/**
 * A campaign landing page's header: the brand and the phone number, no menu, so nothing leads away from the offer
 * (docs/requirements.md "Landing pages"). The brand is not a link either.
 */
export function LandingHeader() {
  return (
    <header class="site-header landing-header">
      <div class="wrap mainbar">
        <span class="brand">
          <Logo />
          <span class="brand-name">{b.brand}</span>
        </span>
        <a class="btn btn-outline landing-call" href={telHref}>
          <Icon name="phone" />
          {b.phone.display}
        </a>
      </div>
    </header>
  );
}
