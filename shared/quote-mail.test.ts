import { describe, it, expect } from 'vitest';
import { composeQuoteMail, quoteBody, FILES_NOTE } from './quote-mail.ts';
import { parseMailto, MAX_MAILTO_LENGTH, TRUNCATION_NOTE } from './mailto.ts';
import { quoteFields } from './quote-fields.ts';
import { contactFields } from './contact-fields.ts';

const to = 'enquiries@example.com';
const brand = 'Anvil & Arc Steelworks';
const page = 'https://www.example.com/welding-services?utm=a&b=c#get-quote';
/** What the e-mail says: the page without its query string (ad click IDs, partner tokens) or fragment. */
const sentFrom = 'https://www.example.com/welding-services';
/** Everything that could break a mailto link or add a header, in one string. */
const tricky = `O'Brien "Jo" & Co ?cc=evil@x.com&bcc=evil@x.com #frag =1 100% 😀👷🏽‍♀️ %0D%0Acc:x`;

/** The same characters, shorter, so all ten contact fields fit one link. */
const short = `"Jo" & Co ?cc=x@y.z #f =1 100% 😀 %0A`;

const quoteValues = {
  name: `${tricky} name`,
  phone: `${tricky} +44 1632 960000`,
  email: `jo&co?x=1#y@example.com ${tricky}`,
  service: 'welding',
  location: 'kent',
  timeline: '1-month',
  contactMethod: 'whatsapp',
  description: `${tricky}\nsecond line\n\nafter a blank line & 50% off?`,
};
const contactValues = {
  firstName: `${short} first`,
  lastName: `${short} last`,
  email: `${short}@example.com`,
  phone: `${short} 07700 900000`,
  company: `${short} Ltd`,
  service: '3d-modeling',
  location: 'london',
  timeline: 'quarter',
  budget: '15k-50k',
  message: `${short}\nline two\n\nline four`,
};
const files = [
  { name: 'photo & plan?.jpg', size: 1310720, type: 'image/jpeg' },
  { name: 'drawing #2 😀.pdf', size: 10485760, type: 'application/pdf' },
];

/** The link's raw query parameters. */
const params = (href: string) =>
  href
    .slice(href.indexOf('?') + 1)
    .split('&')
    .map((p) => p.split('=')[0]);

describe('the quote form e-mail', () => {
  const mail = composeQuoteMail({ to, brand, fields: quoteFields, values: quoteValues, files: [], page });

  it('a subject is one line whatever the brand holds; "Sent from" has no query string', () => {
    const odd = composeQuoteMail({
      to,
      brand: 'Anvil\r\nBcc: x@example.org\nCo',
      fields: quoteFields,
      values: quoteValues,
      page,
    });
    expect(odd.subject).toBe('New Quote Request - Anvil Bcc: x@example.org Co');
    expect(parseMailto(odd.href).subject).not.toMatch(/[\r\n]/);
    expect(odd.body).toContain(`Sent from: ${sentFrom}\n`.trim());
    expect(odd.body).not.toMatch(/utm=|get-quote/);
  });

  it('goes to the business address with the documented subject', () => {
    expect(mail.to).toBe(to);
    expect(mail.subject).toBe('New Quote Request - Anvil & Arc Steelworks');
    expect(mail.href.startsWith(`mailto:${to}?subject=`)).toBe(true);
  });

  it('lists every field the visitor filled, with labels for the chosen options', () => {
    expect(mail.body).toBe(
      [
        'New quote request from the website',
        '',
        `Full name: ${quoteValues.name}`,
        `Phone number: ${quoteValues.phone}`,
        `Email address: ${quoteValues.email}`,
        'Service: Welding',
        'Project location: Other Kent',
        'Timeline: Within 1 month',
        'Preferred contact method: WhatsApp',
        '',
        'Project description:',
        quoteValues.description,
        '',
        `Sent from: ${sentFrom}`,
      ].join('\n'),
    );
  });

  it('round-trips through new URL() and parseMailto exactly, with no extra header and no raw & or ? from the visitor', () => {
    expect(mail.truncated).toBe(false);
    expect(parseMailto(mail.href)).toEqual({ to, subject: mail.subject, body: mail.body });
    const url = new URL(mail.href);
    expect(url.protocol).toBe('mailto:');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(params(mail.href)).toEqual(['subject', 'body']);
    expect(mail.href.split('?')).toHaveLength(2);
    expect(mail.href).not.toMatch(/[\s"#<>]|%(?![0-9A-F]{2})/);
    expect(url.searchParams.get('body')!.replace(/\r\n/g, '\n')).toBe(mail.body);
  });

  it('lists attached files with sizes in MB and says they must be attached separately', () => {
    const withFiles = composeQuoteMail({ to, brand, fields: quoteFields, values: quoteValues, files, page });
    expect(withFiles.body).toContain(
      ['Attached files (2):', '- photo & plan?.jpg (1.25 MB)', '- drawing #2 😀.pdf (10.00 MB)', FILES_NOTE].join('\n'),
    );
    expect(FILES_NOTE).toMatch(/attach them to this e-mail/);
    expect(withFiles.body.endsWith(`\n\nSent from: ${sentFrom}`)).toBe(true);
    expect(parseMailto(withFiles.href).body).toBe(withFiles.body);
  });

  it('leaves out what the visitor did not fill in', () => {
    const body = quoteBody({ fields: quoteFields, values: { ...quoteValues, timeline: '', email: '' } });
    expect(body).not.toContain('Timeline');
    expect(body).not.toContain('Email address');
    expect(body).not.toContain('Sent from');
    expect(body).not.toContain('Attached files');
  });

  it('shortens a long description to fit the link, keeping the full text in `body`', () => {
    const long = composeQuoteMail({
      to,
      brand,
      fields: quoteFields,
      values: { ...quoteValues, description: `${tricky}\n`.repeat(60) },
      files,
      page,
    });
    expect(long.truncated).toBe(true);
    expect(long.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(long.body).toContain(`${tricky}\n`.repeat(60).trimEnd());
    const sent = parseMailto(long.href).body;
    expect(sent.endsWith(TRUNCATION_NOTE)).toBe(true);
    expect(long.body.startsWith(sent.slice(0, -TRUNCATION_NOTE.length))).toBe(true);
    expect(params(long.href)).toEqual(['subject', 'body']);
  });

  it('throws on an address that is not plain (the form shows its error toast)', () => {
    expect(() =>
      composeQuoteMail({ to: `${to}?cc=evil@example.com`, brand, fields: quoteFields, values: quoteValues }),
    ).toThrow();
  });
});

describe('the contact form e-mail', () => {
  const mail = composeQuoteMail({ to, brand, fields: contactFields, values: contactValues, files, page });

  it('lists every contact field, the files and the page', () => {
    expect(mail.body).toBe(
      [
        'New quote request from the website',
        '',
        `First name: ${contactValues.firstName}`,
        `Last name: ${contactValues.lastName}`,
        `Email address: ${contactValues.email}`,
        `Phone number: ${contactValues.phone}`,
        `Company: ${contactValues.company}`,
        'Service: 3D Modeling',
        'Project location: London',
        'Timeline: Within 3 months',
        'Budget: £15,000 - £50,000',
        '',
        'Project details:',
        contactValues.message,
        '',
        'Attached files (2):',
        '- photo & plan?.jpg (1.25 MB)',
        '- drawing #2 😀.pdf (10.00 MB)',
        FILES_NOTE,
        '',
        `Sent from: ${sentFrom}`,
      ].join('\n'),
    );
  });

  it('round-trips exactly and adds no header', () => {
    expect(mail.truncated).toBe(false);
    expect(parseMailto(mail.href)).toEqual({
      to,
      subject: 'New Quote Request - Anvil & Arc Steelworks',
      body: mail.body,
    });
    expect([...new URL(mail.href).searchParams.keys()]).toEqual(['subject', 'body']);
    expect(params(mail.href)).toEqual(['subject', 'body']);
  });
});
