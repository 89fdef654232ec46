// @ratchet/ui: tokens and presentational components. No data fetching here.
// Add each component's named exports below (one line per folder); keep the list sorted by folder.
export { cn } from './lib/cn';
export { useControllableState } from './lib/useControllableState';
export { UiLocaleProvider, useUiLocale, useUiMessages, uiLocales, fallbackLocale } from './i18n/UiLocaleProvider';
export type { UiLocale, ComponentMessages } from './i18n/UiLocaleProvider';
export { Button, buttonVariants } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Badge, badgeVariants, defaultBadgeMax, normaliseBadgeCount } from './Badge';
export type { BadgeProps } from './Badge';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbsProps } from './Breadcrumbs';
export {
  LoadingBar,
  loadingBarCeiling,
  loadingBarDurationMs,
  loadingBarProgress,
  loadingBarThrottleMs,
} from './LoadingBar';
export type { LoadingBarProps, LoadingBarState } from './LoadingBar';
export { Pager, pagerItemVariants, pageItems, resolvePagerPosition } from './Pager';
export type { PageItem, PagerPosition, PagerProps } from './Pager';
export { Price, priceVariants } from './Price';
export type { PriceProps, TaxDisplay } from './Price';
export { Skeleton, skeletonVariants } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spinner, spinnerVariants } from './Spinner';
export type { SpinnerProps } from './Spinner';
export {
  boxedLayoutWidth,
  breakpoints,
  colorRoles,
  desktopHeaderMinWidth,
  headerHeight,
  mediaFrom,
  radii,
  shadows,
  typeScale,
  zIndex,
} from './theme/tokens';
export type { Breakpoint } from './theme/tokens';
export { DatePicker } from './DatePicker';
export type { DatePickerProps, DateRuleProps } from './DatePicker';
export { DateRangePicker, dateRangeProblem } from './DateRangePicker';
export type { DateRange, DateRangePickerProps, DateRangeProblem, DateRangeVariant } from './DateRangePicker';
export { QuantityCounter, quantityCounterVariants, counterRepeatDelay, counterRepeatInterval } from './QuantityCounter';
export { CartLine, cartLineRemarkMaxLength, cartLineVariants, cartQuantityCommitDelay } from './CartLine';
export type { CartLineProps, CartLineState } from './CartLine';
export { CartTotals, cartTotalsVariants } from './CartTotals';
export type { CartTotalsPromotion, CartTotalsProps, CartTotalsTax } from './CartTotals';
export { PromotionCodeField } from './PromotionCodeField';
export type { AppliedPromotion, PromotionCodeFieldProps, PromotionCodeFieldState } from './PromotionCodeField';
export { AddressLines, AddressPicker, missingAddressFields, requiredAddressFields } from './AddressPicker';
export type {
  AddressChoice,
  AddressPickerProps,
  CountryOption,
  OneTimeAddressDraft,
  PostalAddress,
  SavedAddress,
} from './AddressPicker';
export { ShippingOptionPicker } from './ShippingOptionPicker';
export type {
  DeliveryMethodOption,
  PickupLocationOption,
  ShippingOptionPickerProps,
  ShippingOptionValue,
} from './ShippingOptionPicker';
export { OrderSummary } from './OrderSummary';
export type { OrderSummaryLine, OrderSummaryProps, OrderSummaryShipping } from './OrderSummary';
export type { QuantityCounterProps, QuantityCounterStatus } from './QuantityCounter';
export { Input, inputVariants } from './Input';
export type { InputProps, InputStatus, InputType } from './Input';
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  dialogTitleVariants,
} from './Dialog';
export type { DialogContentProps, DialogTitleProps } from './Dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';
export { Notification, NotificationsRegion, notificationTypes, notificationVariants } from './Notification';
export type { NotificationItem, NotificationProps, NotificationType, NotificationsRegionProps } from './Notification';
export { Popper, popperCloseDelay } from './Popper';
export type { PopperProps } from './Popper';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export { defaultRenderLink, navigationLinkTarget } from './lib/shellLink';
export type { RenderLink, ShellLinkProps, ShellNavigationElement } from './lib/shellLink';
export { AccountDropdown, accountLinkRoles, accountLinks } from './AccountDropdown';
export type { AccountDropdownCustomer, AccountDropdownProps } from './AccountDropdown';
export { LanguageSwitcher, languageCode } from './LanguageSwitcher';
export type { LanguageDomain, LanguageSwitcherProps } from './LanguageSwitcher';
export { CountriesSwitcher } from './CountriesSwitcher';
export type { CountriesSwitcherProps } from './CountriesSwitcher';
export { LoginDialog, companyRegistrationPath } from './LoginDialog';
export type { LoginCredentials, LoginDialogProps } from './LoginDialog';
export { ForgotPasswordDialog } from './ForgotPasswordDialog';
export type { ForgotPasswordDialogProps } from './ForgotPasswordDialog';
export { SearchBar, searchBarResultLimit, searchHref, placeholderLetterMs, placeholderPauseMs } from './SearchBar';
export type { SearchBarAvailabilityState, SearchBarProps, SearchBarResult } from './SearchBar';
export { MegaMenu } from './MegaMenu';
export type { MegaMenuProps } from './MegaMenu';
export { MobileMenu, mobileMenuBack, mobileMenuLevel, resolveMobileMenuStack } from './MobileMenu';
export type { MobileMenuLevel, MobileMenuProps } from './MobileMenu';
export { Header, inlineServiceItemCount, isHeaderScrolled, useHeaderScrolled } from './Header';
export type { HeaderProps } from './Header';
export { MobileHeader } from './MobileHeader';
export type { MobileHeaderProps } from './MobileHeader';
export { Checkbox, checkboxVariants } from './Checkbox';
export type { CheckboxCheckedState, CheckboxProps } from './Checkbox';
export { DataTable, dataTableCellVariants } from './DataTable';
export type {
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
  DataTableSort,
  DataTableSortValue,
} from './DataTable';
export { Select, selectTriggerVariants } from './Select';
export type { ChoiceFieldProps, FieldOption, SelectProps } from './Select';
export { Combobox, comboboxVariants } from './Combobox';
export type { ComboboxFiltering, ComboboxProps } from './Combobox';
export { RadioGroup, radioGroupVariants } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { Slider, budgetSliderDefaults, sliderVariants } from './Slider';
export type { SliderProps, SliderRange } from './Slider';
export { Switch, switchVariants } from './Switch';
export type { SwitchProps } from './Switch';
export { Field, fieldControlVariants } from './Field';
export type { FieldControlProps, FieldControlVariants, FieldProps, FieldState } from './Field';
export { Form, FormError, FormField } from './Form';
export type {
  ContractForm,
  ContractSchema,
  FormErrorProps,
  FormFieldControlProps,
  FormFieldProps,
  FormIssue,
  FormIssueText,
  FormProps,
  SchemaInput,
  SchemaOutput,
} from './Form';
export { ConfirmDialog, confirmDialogActionVariants } from './ConfirmDialog';
export type { ConfirmDialogComment, ConfirmDialogProps } from './ConfirmDialog';
export {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  drawerContentVariants,
} from './Drawer';
export type { DrawerContentProps, DrawerSide } from './Drawer';
export { Stepper, stepIndicatorVariants, stepperVariants } from './Stepper';
export type { StepState, StepperProps, StepperStep } from './Stepper';
export { EmptyState, emptyStateVariants } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { FileDrop, fileDropProblem, fileDropZoneVariants, formatFileSize } from './FileDrop';
export type { FileDropProblem, FileDropProps, FileDropState } from './FileDrop';
export { FilterBar, filterChipVariants } from './FilterBar';
export type { ActiveFilter, FilterBarLayout, FilterBarProps } from './FilterBar';
export {
  ProductImage,
  productImageFormats,
  productImageProps,
  productImageSrcSet,
  productImageVariants,
} from './ProductImage';
export type { ProductImageFormat, ProductImageMedia, ProductImageProps, ProductImageSource } from './ProductImage';
export { Availability, availabilityState, availabilityVariants } from './Availability';
export type { AvailabilityProps, AvailabilityState } from './Availability';
export { ActiveFilters } from './ActiveFilters';
export type { ActiveFiltersProps } from './ActiveFilters';
export { FilterDrawer, FilterPanel, filterOptionVariants } from './FilterPanel';
export type {
  FilterDisplayType,
  FilterDrawerProps,
  FilterGroup,
  FilterOption,
  FilterPanelProps,
  FilterPriceRange,
} from './FilterPanel';
export { ListingSelect, SortSelect, listingSelectVariants } from './SortSelect';
export type { ListingSelectProps, SortOption, SortSelectProps } from './SortSelect';
export { ListingToolbar } from './ListingToolbar';
export type { ListingToolbarProps } from './ListingToolbar';
export { ProductCard, productCardVariants } from './ProductCard';
export type { ProductCardAction, ProductCardProps, ProductCardTierPrice } from './ProductCard';
export { TierPrices, tierPricesVariants } from './TierPrices';
export type { TierPricesProps } from './TierPrices';
export { hasTabContent, ProductTabs } from './ProductTabs';
export type { ProductTab, ProductTabsProps } from './ProductTabs';
export { ProductGallery } from './ProductGallery';
export type { ProductGalleryImage, ProductGalleryProps } from './ProductGallery';
export { VariantsTable } from './VariantsTable';
export type { VariantsTableProps, VariantsTableRow, VariantsTableSelection } from './VariantsTable';
export { CrossSellingSlider } from './CrossSellingSlider';
export type { CrossSellingSliderProps } from './CrossSellingSlider';
