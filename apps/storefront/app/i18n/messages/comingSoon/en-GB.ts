/** English (en-GB): the source of the keys and the fallback of every other locale. */
export const comingSoonEnGB = {
  'comingSoon.title': 'Coming soon',
  'comingSoon.text': 'This page is being built. Please come back later.',
} as const;
