// Named imports, so bundlers keep only these fields of the business data.
import { brand, email, phone, chat } from '../../shared/data/business.json';

/** Business facts a widget falls back to when its attributes don't say otherwise. */
export const defaults = {
  brand,
  email,
  phone: phone.display,
  phoneE164: phone.e164,
  chatE164: chat.e164,
  greeting: chat.greeting,
};

/** tel: link in E.164 form for a displayed UK number (01632 960 418) or an E.164 one (+441632960418). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '').replace(/^0(?=\d{9,10}$)/, '+44')}`;
