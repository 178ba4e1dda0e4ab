// Named imports, so bundlers keep only these fields of the business data.
import { brand, email, phone, chat, formEndpoint } from '../../shared/data/business.json';

/** Business facts a widget falls back to when its attributes don't say otherwise. */
export const defaults = {
  brand,
  email,
  phone: phone.display,
  phoneE164: phone.e164,
  chatE164: chat.e164,
  greeting: chat.greeting,
  /** where the forms send enquiries (docs/form-endpoint.md); empty: the mail program */
  endpoint: formEndpoint,
};
