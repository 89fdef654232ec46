/**
 * The optional registration fields and the feature flags that switch them on (account-area.md §3 "optional fields
 * depend on feature flags"; storefront feature flags of the contract). `isNew` shows together with the existing
 * company number: the spec names an is-new flag the flag list lacks (docs/decisions.md).
 */
export interface RegistrationFieldFlags {
  mobile?: boolean | undefined;
  fax?: boolean | undefined;
  existingCompanyNumber?: boolean | undefined;
  invoiceEmail?: boolean | undefined;
  branchIndustry?: boolean | undefined;
  customerFunction?: boolean | undefined;
  citySearch?: boolean | undefined;
}
