/**
 * The one way to make a tel: link: E.164 from a displayed UK number (01632 960 418) or an E.164 one
 * (+441632960418). Our pages pass business.json's `phone.e164`; a widget, the phone it was given.
 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '').replace(/^0(?=\d{9,10}$)/, '+44')}`;
