import type { ComponentMessages } from '../i18n/UiLocaleProvider';

/** Texts of SortSelect: the label and one name per sort key of the contract (rules/sorting.ts). */
export const sortSelectMessages: ComponentMessages<
  'sortBy' | 'topseller' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest' | 'score'
> = {
  'en-GB': {
    sortBy: 'Sort by',
    topseller: 'Best sellers',
    'name-asc': 'Name A–Z',
    'name-desc': 'Name Z–A',
    'price-asc': 'Price, lowest first',
    'price-desc': 'Price, highest first',
    newest: 'Newest first',
    score: 'Best match',
  },
  'de-DE': {
    sortBy: 'Sortieren nach',
    topseller: 'Topseller',
    'name-asc': 'Name A–Z',
    'name-desc': 'Name Z–A',
    'price-asc': 'Preis aufsteigend',
    'price-desc': 'Preis absteigend',
    newest: 'Neueste zuerst',
    score: 'Beste Treffer',
  },
  'nl-NL': {
    sortBy: 'Sorteren op',
    topseller: 'Best verkocht',
    'name-asc': 'Naam A–Z',
    'name-desc': 'Naam Z–A',
    'price-asc': 'Prijs oplopend',
    'price-desc': 'Prijs aflopend',
    newest: 'Nieuwste eerst',
    score: 'Beste resultaten',
  },
  'fr-FR': {
    sortBy: 'Trier par',
    topseller: 'Meilleures ventes',
    'name-asc': 'Nom de A à Z',
    'name-desc': 'Nom de Z à A',
    'price-asc': 'Prix croissant',
    'price-desc': 'Prix décroissant',
    newest: 'Nouveautés',
    score: 'Pertinence',
  },
};
