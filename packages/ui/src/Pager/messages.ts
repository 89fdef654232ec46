import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type PagerMessageKey = 'label' | 'first' | 'previous' | 'next' | 'last' | 'page' | 'morePages' | 'summary';

/** Texts of the Pager. */
export const pagerMessages = {
  'en-GB': {
    label: 'Pagination',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: 'Page {page}',
    morePages: 'More pages',
    summary: '{from}–{to} of {total}',
  },
  'de-DE': {
    label: 'Seitennavigation',
    first: 'Erste Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    last: 'Letzte Seite',
    page: 'Seite {page}',
    morePages: 'Weitere Seiten',
    summary: '{from}–{to} von {total}',
  },
  'nl-NL': {
    label: 'Paginering',
    first: 'Eerste pagina',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    last: 'Laatste pagina',
    page: 'Pagina {page}',
    morePages: 'Meer pagina’s',
    summary: '{from}–{to} van {total}',
  },
  'fr-FR': {
    label: 'Pagination',
    first: 'Première page',
    previous: 'Page précédente',
    next: 'Page suivante',
    last: 'Dernière page',
    page: 'Page {page}',
    morePages: 'Autres pages',
    summary: '{from}–{to} sur {total}',
  },
} satisfies ComponentMessages<PagerMessageKey>;
