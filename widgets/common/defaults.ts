// Read through the namespace, member by member, so bundlers still keep only these fields of the business data and
// an optional field the owner left out (formEndpoint) reads as absent instead of failing the import.
import * as business from '../../shared/data/business.json';

const { brand, email, phone, chat } = business;

/** Business facts a widget falls back to when its attributes don't say otherwise. */
export const defaults = {
  brand,
  email,
  phone: phone.display,
  phoneE164: phone.e164,
  chatE164: chat.e164,
  greeting: chat.greeting,
  /** where the forms send enquiries (docs/form-endpoint.md); empty or absent: the mail program */
  endpoint: (business as { formEndpoint?: string }).formEndpoint ?? '',
};
