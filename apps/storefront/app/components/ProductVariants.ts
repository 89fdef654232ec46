/**
 * The variants table of a parent product and what only it uses (its checkboxes): a chunk of its own, loaded only for
 * parents when the variants tab opens (or on intent), and before the server render and the hydration of a page opened
 * with `?showVariantsTable=true` (`prepareProductView` in ProductDetail.tsx; issue 10 product page ≤ 110 KB gzip).
 */
export { VariantsTable } from '@ratchet/ui';
