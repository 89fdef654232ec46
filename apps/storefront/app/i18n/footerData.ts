/**
 * The default footer's contact data (storefront.md §2 footer): two contact locations per region and four shops.
 * Names of places, numbers and addresses are the same in every language; labels come from the messages.
 */
export const contactRegions = [
  {
    region: 'east',
    entries: [
      { city: 'Wien', phone: '+43 1 234 56 70', email: 'wien@ratchet.example' },
      { city: 'Graz', phone: '+43 316 23 45 60', email: 'graz@ratchet.example' },
    ],
  },
  {
    region: 'south',
    entries: [
      { city: 'Klagenfurt', phone: '+43 463 23 45 60', email: 'klagenfurt@ratchet.example' },
      { city: 'Villach', phone: '+43 4242 23 45 6', email: 'villach@ratchet.example' },
    ],
  },
  {
    region: 'west',
    entries: [
      { city: 'Innsbruck', phone: '+43 512 23 45 60', email: 'innsbruck@ratchet.example' },
      { city: 'Bregenz', phone: '+43 5574 23 45 6', email: 'bregenz@ratchet.example' },
    ],
  },
  {
    region: 'north',
    entries: [
      { city: 'Linz', phone: '+43 732 23 45 60', email: 'linz@ratchet.example' },
      { city: 'Salzburg', phone: '+43 662 23 45 60', email: 'salzburg@ratchet.example' },
    ],
  },
] as const;

export const shops = [
  {
    title: 'Ratchet Wien',
    city: 'Wien',
    hours: '07:00–17:00',
    address: 'Industriestraße 12, 1230 Wien',
    phone: '+43 1 234 56 70',
    email: 'shop.wien@ratchet.example',
  },
  {
    title: 'Ratchet Linz',
    city: 'Linz',
    hours: '07:00–16:30',
    address: 'Hafenstraße 4, 4020 Linz',
    phone: '+43 732 23 45 60',
    email: 'shop.linz@ratchet.example',
  },
  {
    title: 'Ratchet Graz',
    city: 'Graz',
    hours: '07:30–17:00',
    address: 'Werkstraße 9, 8020 Graz',
    phone: '+43 316 23 45 60',
    email: 'shop.graz@ratchet.example',
  },
  {
    title: 'Ratchet Innsbruck',
    city: 'Innsbruck',
    hours: '07:30–16:30',
    address: 'Gewerbepark 3, 6020 Innsbruck',
    phone: '+43 512 23 45 60',
    email: 'shop.innsbruck@ratchet.example',
  },
] as const;
