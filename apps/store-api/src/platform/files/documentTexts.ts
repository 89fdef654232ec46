/**
 * The vocabulary of the business documents (invoice and offer PDFs, issue 13) in the four shop locales
 * (account-area.md §9: de-DE, en-GB, fr-FR, nl-NL; fallback en-GB), and the number and date formats of each.
 */
export const documentLocales = ['de-DE', 'en-GB', 'fr-FR', 'nl-NL'] as const;
export type DocumentLocale = (typeof documentLocales)[number];

const texts = {
  'de-DE': {
    invoice: 'Rechnung',
    offer: 'Angebot',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    dueDate: 'Fällig am',
    offerNumber: 'Angebotsnummer',
    offerDate: 'Angebotsdatum',
    validUntil: 'Gültig bis',
    status: 'Status',
    statusOpen: 'offen – Preise folgen',
    statusProcessed: 'bearbeitet',
    orderNumber: 'Bestellnummer',
    customerNumber: 'Kundennummer',
    customerReference: 'Ihre Referenz',
    shippingNote: 'Lieferschein',
    position: 'Pos.',
    articleNumber: 'Artikelnr.',
    description: 'Bezeichnung',
    customerArticleNumber: 'Ihre Art.-Nr.',
    quantity: 'Menge',
    deliveryDate: 'Liefertermin',
    unitPrice: 'Einzelpreis',
    vat: 'USt.',
    lineTotal: 'Gesamt',
    subtotal: 'Zwischensumme netto',
    shipping: 'Versandkosten',
    additionalCost: 'Mindermengenzuschlag',
    net: 'Summe netto',
    vatOf: 'USt. {rate} %',
    total: 'Gesamtbetrag',
    totalExclVat: 'Summe exkl. USt.',
    paymentTerms: 'Zahlbar ohne Abzug bis {date}.',
    offerValidity: 'Die angebotenen Preise gelten bis {date}.',
    offerOpen: 'Ihre Anfrage wird bearbeitet; die Preise folgen mit dem Angebot.',
    page: 'Seite {page} von {pages}',
  },
  'en-GB': {
    invoice: 'Invoice',
    offer: 'Offer',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    offerNumber: 'Offer number',
    offerDate: 'Offer date',
    validUntil: 'Valid until',
    status: 'Status',
    statusOpen: 'open – prices to follow',
    statusProcessed: 'processed',
    orderNumber: 'Order number',
    customerNumber: 'Customer number',
    customerReference: 'Your reference',
    shippingNote: 'Shipping note',
    position: 'Pos.',
    articleNumber: 'Article no.',
    description: 'Description',
    customerArticleNumber: 'Your art. no.',
    quantity: 'Qty',
    deliveryDate: 'Delivery',
    unitPrice: 'Unit price',
    vat: 'VAT',
    lineTotal: 'Total',
    subtotal: 'Subtotal (net)',
    shipping: 'Shipping',
    additionalCost: 'Small-order surcharge',
    net: 'Total net',
    vatOf: 'VAT {rate} %',
    total: 'Total amount',
    totalExclVat: 'Total excl. VAT',
    paymentTerms: 'Payable without deduction by {date}.',
    offerValidity: 'The offered prices hold until {date}.',
    offerOpen: 'Your request is being processed; prices follow with the offer.',
    page: 'Page {page} of {pages}',
  },
  'fr-FR': {
    invoice: 'Facture',
    offer: 'Offre',
    invoiceNumber: 'N° de facture',
    invoiceDate: 'Date de facture',
    dueDate: 'Échéance',
    offerNumber: 'N° d’offre',
    offerDate: 'Date de l’offre',
    validUntil: 'Valable jusqu’au',
    status: 'Statut',
    statusOpen: 'ouverte – prix à suivre',
    statusProcessed: 'traitée',
    orderNumber: 'N° de commande',
    customerNumber: 'N° client',
    customerReference: 'Votre référence',
    shippingNote: 'Bon de livraison',
    position: 'Pos.',
    articleNumber: 'Réf. article',
    description: 'Désignation',
    customerArticleNumber: 'Votre réf.',
    quantity: 'Qté',
    deliveryDate: 'Livraison',
    unitPrice: 'Prix unitaire',
    vat: 'TVA',
    lineTotal: 'Total',
    subtotal: 'Sous-total HT',
    shipping: 'Frais de port',
    additionalCost: 'Supplément petite commande',
    net: 'Total HT',
    vatOf: 'TVA {rate} %',
    total: 'Montant total TTC',
    totalExclVat: 'Total HT',
    paymentTerms: 'Payable sans escompte jusqu’au {date}.',
    offerValidity: 'Les prix proposés sont valables jusqu’au {date}.',
    offerOpen: 'Votre demande est en cours de traitement ; les prix suivront avec l’offre.',
    page: 'Page {page} sur {pages}',
  },
  'nl-NL': {
    invoice: 'Factuur',
    offer: 'Offerte',
    invoiceNumber: 'Factuurnummer',
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    offerNumber: 'Offertenummer',
    offerDate: 'Offertedatum',
    validUntil: 'Geldig tot',
    status: 'Status',
    statusOpen: 'open – prijzen volgen',
    statusProcessed: 'verwerkt',
    orderNumber: 'Bestelnummer',
    customerNumber: 'Klantnummer',
    customerReference: 'Uw referentie',
    shippingNote: 'Pakbon',
    position: 'Pos.',
    articleNumber: 'Artikelnr.',
    description: 'Omschrijving',
    customerArticleNumber: 'Uw art.nr.',
    quantity: 'Aantal',
    deliveryDate: 'Levering',
    unitPrice: 'Stukprijs',
    vat: 'Btw',
    lineTotal: 'Totaal',
    subtotal: 'Subtotaal excl. btw',
    shipping: 'Verzendkosten',
    additionalCost: 'Toeslag kleine bestelling',
    net: 'Totaal excl. btw',
    vatOf: 'Btw {rate} %',
    total: 'Totaalbedrag',
    totalExclVat: 'Totaal excl. btw',
    paymentTerms: 'Te betalen zonder korting vóór {date}.',
    offerValidity: 'De aangeboden prijzen gelden tot {date}.',
    offerOpen: 'Uw aanvraag wordt verwerkt; de prijzen volgen met de offerte.',
    page: 'Pagina {page} van {pages}',
  },
} as const satisfies Record<DocumentLocale, Record<string, string>>;

export type DocumentTextKey = keyof (typeof texts)['en-GB'];

/** The document vocabulary and formats of a locale (an unknown locale: its language, then en-GB). */
export function documentTexts(locale: string | null | undefined) {
  const exact = documentLocales.find((candidate) => candidate === locale);
  const byLanguage = documentLocales.find((candidate) => candidate.slice(0, 2) === locale?.slice(0, 2));
  const chosen: DocumentLocale = exact ?? byLanguage ?? 'en-GB';
  const table: Record<DocumentTextKey, string> = texts[chosen];
  const money = new Intl.NumberFormat(chosen, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(chosen, { maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(chosen, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return {
    locale: chosen,
    t(key: DocumentTextKey, values: Record<string, string | number> = {}): string {
      return table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
    },
    /** Euro with the locale's separators (cents exact: amounts arrive rounded to two decimals). */
    money: (value: number) => money.format(value),
    quantity: (value: number) => number.format(value),
    /** An ISO calendar date in the locale's order. */
    date: (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`)),
  };
}
export type DocumentTexts = ReturnType<typeof documentTexts>;

/** The shop as the documents' sender (header lines). */
export const documentSender = [
  'Ratchet Industriebedarf GmbH',
  'Industriestraße 12 · 4020 Linz · Österreich',
  'UID ATU12345678 · FN 123456a · office@ratchet.example',
] as const;
