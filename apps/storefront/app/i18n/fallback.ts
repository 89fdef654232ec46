/**
 * The English texts the browser keeps for a page that came without a catalogue: the root error page when the
 * root loader failed (no domain, store-API unreachable). Every other English text reaches the browser only as
 * the page's own catalogue (en-GB sites) or as the server-side fallback of a missing key (catalogues.server.ts),
 * so a de-AT page does not carry the English catalogue too (issue 4).
 */
export const enGBFallback = {
  'app.title': 'Ratchet – technical and industrial supplies',
  'link.home': 'Back to the home page',
  'error.404': 'This page could not be found',
  'error.408': 'The shop is taking too long to answer. Please try again.',
  'error.500': 'An internal error occurred.',
  'error.502': 'The shop could not be reached.',
  'error.503': 'The shop is not available at the moment.',
  'error.other': 'An error occurred.',
  'error.errorPage': 'An error occurred while showing the error page',
} as const;
