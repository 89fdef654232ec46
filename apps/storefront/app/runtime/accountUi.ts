/**
 * `@ratchet/ui` as @ratchet/account-kit sees it in the storefront (vite.config.ts `accountUiIslands`): the package,
 * with its React Aria and table components hydrated on intent (uiIslands.tsx; session 7: account area JavaScript).
 */
export * from '@ratchet/ui';
export {
  Combobox,
  ConfirmDialog,
  DataTable,
  DatePicker,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DateRangePicker,
  FileDrop,
  RadioGroup,
  Select,
  Slider,
} from './uiIslands';
