import type { FieldOption } from '../Select/fieldParts';

/** Belgian and Austrian places by postal code, as a city search answers them. */
export const places: FieldOption[] = [
  { id: '1000', label: 'Bruxelles', description: '1000' },
  { id: '2000', label: 'Antwerpen', description: '2000' },
  { id: '4000', label: 'Liège', description: '4000' },
  { id: '9000', label: 'Gent', description: '9000' },
  { id: '1010', label: 'Wien', description: '1010' },
  { id: '5020', label: 'Salzburg', description: '5020' },
];
