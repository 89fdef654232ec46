/** English (en-GB): the source of the keys and the fallback of every other locale. */
export const catalogEnGB = {
  'product.number': 'Article number {number}',
  'product.addToCart': 'Add to cart',
  'product.quantity': 'Quantity',
  'product.notBuyable': 'Ask for an offer',
  'category.products': '{count, plural, one {# product} other {# products}}',
  'search.title': 'Search results for “{query}”',
  'search.empty': 'Please enter a search term.',
  'search.noResults': 'No articles match “{query}”.',
  'search.noResultsHelp': 'Check the spelling, use fewer words or search by article number.',
  'search.total': '{count, plural, one {# result} other {# results}}',
} as const;
