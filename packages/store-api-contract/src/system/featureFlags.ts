/**
 * Feature flags (storefront.md §6): the environment list and its shipped state.
 * Keys are the flag names the storefront and hooks read; the server answers them all.
 */
export const featureFlagDefaults = {
  invoiceHistory: true,
  offerHistory: true,
  orderHistory: true,
  costCentreModule: true,
  mobile: false,
  fax: false,
  deliveryOption: false,
  orderReferenceSuffixAndFileNumber: false,
  nativeOrderHistory: true,
  extendedAddressBook: true,
  shippingMethodSelect: true,
  paymentMethodSelect: true,
  variantsSwitch: true,
  hideHomepageVideo: true,
  deliveryAndRestockTime: true,
  newBadge: true,
  existingCompanyNumber: true,
  invoiceEmail: true,
  branchIndustry: true,
  customerFunction: true,
  cardWarehouses: true,
  citySearch: false,
  preferredSite: false,
} as const satisfies Record<string, boolean>;

/** One feature flag name. */
export type FeatureFlagName = keyof typeof featureFlagDefaults;

/** The feature flag names, in the spec's order. */
export const featureFlagNames = Object.keys(featureFlagDefaults) as FeatureFlagName[];
