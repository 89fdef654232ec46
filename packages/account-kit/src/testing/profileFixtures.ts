import type { Profile } from '@ratchet/store-api-contract';
import { leadBuyer } from './fixtures';

/** The lead buyer's profile (readProfile). */
export const profile: Profile = {
  id: leadBuyer.id,
  salutation: 'female',
  firstName: 'Lena',
  lastName: 'Huber',
  email: 'lena.huber@example.test',
  username: 'lena',
  phone: '+43 732 000000',
  mobile: null,
  fax: null,
  customerFunction: 'Einkaufsleitung',
  language: 'de-DE',
  leadBuyer: true,
  apiAlias: 'ratchet_profile',
};
