/** English (en-GB): the source of the keys and the fallback of every other locale. */
export const homeEnGB = {
  'home.title': 'Tools, fasteners and supplies for your business',
  'home.text': 'Order from more than a hundred thousand technical articles at your company conditions.',
} as const;
