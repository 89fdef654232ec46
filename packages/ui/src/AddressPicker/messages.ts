import type { ComponentMessages } from '../i18n/UiLocaleProvider';

type AddressPickerKey =
  | 'oneTime'
  | 'oneTimeDescription'
  | 'company'
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'zipcode'
  | 'city'
  | 'country'
  | 'required'
  | 'noAddresses';

/** Texts of the AddressPicker (issue 10 checkout: choose a company address or enter a one-time shipping address). */
export const addressPickerMessages = {
  'en-GB': {
    oneTime: 'Another address for this order only',
    oneTimeDescription: 'Not saved in the address book.',
    company: 'Company (optional)',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street and number',
    zipcode: 'Postcode',
    city: 'City',
    country: 'Country',
    required: 'Please fill in this field.',
    noAddresses: 'Your company has no saved address yet.',
  },
  'de-DE': {
    oneTime: 'Andere Adresse nur für diese Bestellung',
    oneTimeDescription: 'Wird nicht im Adressbuch gespeichert.',
    company: 'Firma (optional)',
    firstName: 'Vorname',
    lastName: 'Nachname',
    street: 'Straße und Hausnummer',
    zipcode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    required: 'Bitte füllen Sie dieses Feld aus.',
    noAddresses: 'Ihre Firma hat noch keine gespeicherte Adresse.',
  },
  'nl-NL': {
    oneTime: 'Ander adres alleen voor deze bestelling',
    oneTimeDescription: 'Wordt niet in het adresboek opgeslagen.',
    company: 'Bedrijf (optioneel)',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    street: 'Straat en huisnummer',
    zipcode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    required: 'Vul dit veld in.',
    noAddresses: 'Uw bedrijf heeft nog geen opgeslagen adres.',
  },
  'fr-FR': {
    oneTime: 'Une autre adresse pour cette commande uniquement',
    oneTimeDescription: 'Elle n’est pas enregistrée dans le carnet d’adresses.',
    company: 'Société (facultatif)',
    firstName: 'Prénom',
    lastName: 'Nom',
    street: 'Rue et numéro',
    zipcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    required: 'Veuillez remplir ce champ.',
    noAddresses: 'Votre société n’a pas encore d’adresse enregistrée.',
  },
} satisfies ComponentMessages<AddressPickerKey>;
