/**
 * Error texts of the store-API codes the account screens show, for stories and tests only: the storefront takes
 * them from its shell namespace (`general.errors.{code}`) through the translator's `errorText`.
 */
export const testErrorTexts: Record<string, Record<string, string>> = {
  'en-GB': {
    COMPANY_DOESNT_EXIST: 'Incorrect customer data.',
    INVALID_VAT_NUMBER: 'The VAT number is not valid.',
    VAT_NUMBER_ALREADY_EXISTS: 'A company with this VAT number is already registered.',
    DUPLICATE_USERNAME: 'This username already exists. Please choose another one.',
    CLIENT_IS_BLOCKED: 'This customer number is blocked. Please contact us.',
    UNKNOWN: 'Something went wrong. Please try again.',
    CHECKOUT__CUSTOMER_ALREADY_EXISTING_DATA_FOUND: 'The information is wrong or already exists.',
    CUSTOMER_PASSWORD_NOT_CORRECT: 'The password is not correct.',
    'VIOLATION::USERNAME_EXISTS': 'This username already exists.',
    'VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE': 'The username must be unique.',
    RATCHET__OWN_ACCOUNT_PROTECTED: 'You cannot do this to your own account.',
    RATCHET__LAST_ACTIVE_LEAD_BUYER: 'The company must keep at least one active lead buyer.',
    RATCHET__DEFAULT_ADDRESS_REQUIRED: 'Choose another default address before deleting this one.',
    RATCHET__REGISTRATION_HASH_INVALID: 'The confirmation link is invalid or has expired.',
    RATCHET__EXTERNAL_CONTACT_NOT_FOUND: 'This external contact does not exist.',
    RATCHET__MISSING_PERMISSION: 'You do not have the permission for this.',
    RATCHET__OFFER_CART_EMPTY: 'Your cart is empty: add products before requesting an offer.',
    UNKNOWN_ERROR: 'An unknown error occurred.',
    RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE:
      'This customer article number is already used by another article link.',
    RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER: 'No product has this article number.',
    RATCHET__CSV_INVALID_FORMAT: 'The file does not have the expected columns. Use the template.',
  },
  'nl-NL': { COMPANY_DOESNT_EXIST: 'Onjuiste klantgegevens.' },
  'de-DE': {
    COMPANY_DOESNT_EXIST: 'Falsche Kundendaten.',
    RATCHET__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE:
      'Diese Kundenartikelnummer ist bereits einer anderen Artikelverknüpfung zugeordnet.',
    RATCHET__ARTICLE_LINK_WRONG_ARTICLE_NUMBER: 'Zu dieser Artikelnummer gibt es keinen Artikel.',
  },
  'fr-FR': { COMPANY_DOESNT_EXIST: 'Données client incorrectes.' },
};
