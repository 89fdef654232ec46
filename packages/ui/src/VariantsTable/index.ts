export { VariantsTable } from './VariantsTable';
export type { VariantsTableProps, VariantsTableRow, VariantsTableSelection } from './VariantsTable';
export { variantsTableMessages } from './messages';
