/**
 * Mail texts per locale (issue 9 item 7: server mails from templates per locale). A template is chosen
 * by the asking context's language locale; a locale without texts falls back to one of the same
 * language (de-AT → de-DE), then to en-GB. Placeholders are `{name}`; values are inserted as given
 * (the mails are plain text).
 */

/** Locales with mail texts; en-GB is the fallback. */
export const mailLocales = ['de-DE', 'nl-NL', 'fr-FR', 'en-GB'] as const;
/** One locale with mail texts. */
export type MailLocale = (typeof mailLocales)[number];
/** The locale used when the asked one has no texts. */
export const fallbackMailLocale: MailLocale = 'en-GB';

/** A mail template: subject and plain-text body with `{placeholder}`s. */
interface MailTemplate {
  subject: string;
  body: string;
}

/** Placeholders of each template. */
export interface MailValues {
  'password-recovery': { firstName: string; lastName: string; link: string };
  /** Order confirmation (issue 10): `lines`, `totals` and `delivery` come pre-formatted in the mail's locale. */
  'order-confirmation': {
    firstName: string;
    lastName: string;
    orderNumber: string;
    orderReference: string;
    lines: string;
    totals: string;
    delivery: string;
  };
  /** Double opt-in of a company registration (issue 11): the link confirms the address and activates the company. */
  'registration-confirm': { firstName: string; lastName: string; companyName: string; link: string };
  /** To the company's lead buyers: a new user registered and waits for activation (issue 11). */
  'registration-awaiting-activation': {
    firstName: string;
    lastName: string;
    newUserName: string;
    newUsername: string;
    link: string;
  };
  /** To a user a lead buyer created: the link sets the first password (valid seven days). */
  'customer-welcome': { firstName: string; lastName: string; companyName: string; username: string; link: string };
  /** To a requester: an approver approved the order request and the order is placed (issue 12). */
  'order-request-approved': { firstName: string; lastName: string; orderNumber: string; approverName: string };
  /** To a requester: an approver declined the order request, with the approver's comment (issue 12). */
  'order-request-declined': {
    firstName: string;
    lastName: string;
    orderNumber: string;
    approverName: string;
    comment: string;
  };
}
/** The mail kinds with templates. */
export type MailKind = keyof MailValues;

const templates: { [Kind in MailKind]: Record<MailLocale, MailTemplate> } = {
  'order-confirmation': {
    'de-DE': {
      subject: 'Ihre Bestellung {orderNumber}',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'vielen Dank für Ihre Bestellung {orderNumber} (Ihre Referenz: {orderReference}).',
        '',
        '{lines}',
        '',
        '{totals}',
        '',
        '{delivery}',
        '',
        'Die Bestellung finden Sie auch in Ihrem Konto unter Bestellungen.',
      ].join('\n'),
    },
    'nl-NL': {
      subject: 'Uw bestelling {orderNumber}',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'hartelijk dank voor uw bestelling {orderNumber} (uw referentie: {orderReference}).',
        '',
        '{lines}',
        '',
        '{totals}',
        '',
        '{delivery}',
        '',
        'U vindt de bestelling ook in uw account onder Bestellingen.',
      ].join('\n'),
    },
    'fr-FR': {
      subject: 'Votre commande {orderNumber}',
      body: [
        'Bonjour {firstName} {lastName},',
        '',
        'merci pour votre commande {orderNumber} (votre référence : {orderReference}).',
        '',
        '{lines}',
        '',
        '{totals}',
        '',
        '{delivery}',
        '',
        'Vous retrouvez la commande dans votre compte sous Commandes.',
      ].join('\n'),
    },
    'en-GB': {
      subject: 'Your order {orderNumber}',
      body: [
        'Hello {firstName} {lastName},',
        '',
        'thank you for your order {orderNumber} (your reference: {orderReference}).',
        '',
        '{lines}',
        '',
        '{totals}',
        '',
        '{delivery}',
        '',
        'You also find the order in your account under Orders.',
      ].join('\n'),
    },
  },
  'password-recovery': {
    'de-DE': {
      subject: 'Passwort zurücksetzen',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'öffnen Sie diesen Link innerhalb von zwei Stunden, um ein neues Passwort festzulegen:',
        '{link}',
        '',
        'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ].join('\n'),
    },
    'nl-NL': {
      subject: 'Wachtwoord opnieuw instellen',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'open deze link binnen twee uur om een nieuw wachtwoord in te stellen:',
        '{link}',
        '',
        'Heeft u dit niet aangevraagd, negeer dan deze e-mail.',
      ].join('\n'),
    },
    'fr-FR': {
      subject: 'Réinitialiser votre mot de passe',
      body: [
        'Bonjour {firstName} {lastName},',
        '',
        'ouvrez ce lien dans les deux heures pour définir un nouveau mot de passe :',
        '{link}',
        '',
        "Si vous n'avez pas fait cette demande, ignorez cet e-mail.",
      ].join('\n'),
    },
    'en-GB': {
      subject: 'Reset your password',
      body: [
        'Hello {firstName} {lastName},',
        '',
        'open this link within two hours to set a new password:',
        '{link}',
        '',
        'If you did not ask for this, ignore this mail.',
      ].join('\n'),
    },
  },
  'registration-confirm': {
    'de-DE': {
      subject: 'Bitte bestätigen Sie Ihre Registrierung',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'danke für die Registrierung von {companyName}. Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von drei Tagen mit diesem Link:',
        '{link}',
        '',
        'Danach können Sie sich anmelden.',
      ].join('\n'),
    },
    'nl-NL': {
      subject: 'Bevestig uw registratie',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'bedankt voor de registratie van {companyName}. Bevestig uw e-mailadres binnen drie dagen met deze link:',
        '{link}',
        '',
        'Daarna kunt u zich aanmelden.',
      ].join('\n'),
    },
    'fr-FR': {
      subject: 'Veuillez confirmer votre inscription',
      body: [
        'Bonjour {firstName} {lastName},',
        '',
        "merci pour l'inscription de {companyName}. Veuillez confirmer votre adresse e-mail dans les trois jours avec ce lien :",
        '{link}',
        '',
        'Vous pourrez ensuite vous connecter.',
      ].join('\n'),
    },
    'en-GB': {
      subject: 'Please confirm your registration',
      body: [
        'Hello {firstName} {lastName},',
        '',
        'thank you for registering {companyName}. Please confirm your e-mail address within three days with this link:',
        '{link}',
        '',
        'You can log in afterwards.',
      ].join('\n'),
    },
  },
  'registration-awaiting-activation': {
    'de-DE': {
      subject: 'Neuer Benutzer wartet auf Freischaltung',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        '{newUserName} ({newUsername}) hat sich als Benutzer Ihres Unternehmens registriert.',
        'Bitte prüfen Sie die Angaben und schalten Sie den Benutzer frei:',
        '{link}',
      ].join('\n'),
    },
    'nl-NL': {
      subject: 'Nieuwe gebruiker wacht op activering',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        '{newUserName} ({newUsername}) heeft zich geregistreerd als gebruiker van uw bedrijf.',
        'Controleer de gegevens en activeer de gebruiker:',
        '{link}',
      ].join('\n'),
    },
    'fr-FR': {
      subject: 'Un nouvel utilisateur attend son activation',
      body: [
        'Bonjour {firstName} {lastName},',
        '',
        "{newUserName} ({newUsername}) s'est inscrit comme utilisateur de votre entreprise.",
        "Veuillez vérifier les données et activer l'utilisateur :",
        '{link}',
      ].join('\n'),
    },
    'en-GB': {
      subject: 'A new user is waiting for activation',
      body: [
        'Hello {firstName} {lastName},',
        '',
        '{newUserName} ({newUsername}) registered as a user of your company.',
        'Please check the details and activate the user:',
        '{link}',
      ].join('\n'),
    },
  },
  'customer-welcome': {
    'de-DE': {
      subject: 'Ihr Zugang zum Shop',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'für Sie wurde ein Zugang von {companyName} angelegt. Ihr Benutzername: {username}',
        'Legen Sie innerhalb von sieben Tagen Ihr Passwort mit diesem Link fest:',
        '{link}',
      ].join('\n'),
    },
    'nl-NL': {
      subject: 'Uw toegang tot de shop',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        'er is een toegang van {companyName} voor u aangemaakt. Uw gebruikersnaam: {username}',
        'Stel binnen zeven dagen uw wachtwoord in met deze link:',
        '{link}',
      ].join('\n'),
    },
    'fr-FR': {
      subject: 'Votre accès à la boutique',
      body: [
        'Bonjour {firstName} {lastName},',
        '',
        "un accès de {companyName} a été créé pour vous. Votre nom d'utilisateur : {username}",
        'Définissez votre mot de passe dans les sept jours avec ce lien :',
        '{link}',
      ].join('\n'),
    },
    'en-GB': {
      subject: 'Your access to the shop',
      body: [
        'Hello {firstName} {lastName},',
        '',
        'an account of {companyName} was created for you. Your username: {username}',
        'Set your password within seven days with this link:',
        '{link}',
      ].join('\n'),
    },
  },
  'order-request-approved': {
    'de-DE': {
      subject: 'Ihre Bestellanfrage {orderNumber} wurde freigegeben',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        '{approverName} hat Ihre Bestellanfrage {orderNumber} freigegeben. Die Bestellung ist aufgegeben.',
      ].join('\n'),
    },
    'nl-NL': {
      subject: 'Uw bestelaanvraag {orderNumber} is goedgekeurd',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        '{approverName} heeft uw bestelaanvraag {orderNumber} goedgekeurd. De bestelling is geplaatst.',
      ].join('\n'),
    },
    'fr-FR': {
      subject: 'Votre demande de commande {orderNumber} a été approuvée',
      body: [
        'Bonjour {firstName} {lastName},',
        '',
        '{approverName} a approuvé votre demande de commande {orderNumber}. La commande est passée.',
      ].join('\n'),
    },
    'en-GB': {
      subject: 'Your order request {orderNumber} was approved',
      body: [
        'Hello {firstName} {lastName},',
        '',
        '{approverName} approved your order request {orderNumber}. The order is placed.',
      ].join('\n'),
    },
  },
  'order-request-declined': {
    'de-DE': {
      subject: 'Ihre Bestellanfrage {orderNumber} wurde abgelehnt',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        '{approverName} hat Ihre Bestellanfrage {orderNumber} abgelehnt.',
        'Kommentar: {comment}',
      ].join('\n'),
    },
    'nl-NL': {
      subject: 'Uw bestelaanvraag {orderNumber} is afgewezen',
      body: [
        'Hallo {firstName} {lastName},',
        '',
        '{approverName} heeft uw bestelaanvraag {orderNumber} afgewezen.',
        'Opmerking: {comment}',
      ].join('\n'),
    },
    'fr-FR': {
      subject: 'Votre demande de commande {orderNumber} a été refusée',
      body: [
        'Bonjour {firstName} {lastName},',
        '',
        '{approverName} a refusé votre demande de commande {orderNumber}.',
        'Commentaire : {comment}',
      ].join('\n'),
    },
    'en-GB': {
      subject: 'Your order request {orderNumber} was declined',
      body: [
        'Hello {firstName} {lastName},',
        '',
        '{approverName} declined your order request {orderNumber}.',
        'Comment: {comment}',
      ].join('\n'),
    },
  },
};

/** The locale whose texts a mail in `locale` uses: itself, one of the same language, else en-GB. */
export function mailLocaleFor(locale: string | null | undefined): MailLocale {
  if (!locale) return fallbackMailLocale;
  const exact = mailLocales.find((candidate) => candidate.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  return mailLocales.find((candidate) => candidate.split('-')[0] === language) ?? fallbackMailLocale;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Renders a mail of `kind` in the locale's texts (see {@link mailLocaleFor}). */
export function renderMail<Kind extends MailKind>(
  kind: Kind,
  locale: string | null | undefined,
  values: MailValues[Kind],
): { locale: MailLocale; subject: string; bodyText: string } {
  const chosen = mailLocaleFor(locale);
  const template = templates[kind][chosen];
  const named = values as unknown as Record<string, string>;
  return { locale: chosen, subject: fill(template.subject, named), bodyText: fill(template.body, named) };
}
