import { describe, expect, it } from 'vitest';
import { mailLocaleFor, mailLocales, renderMail } from './templates';

const values = { firstName: 'Anna', lastName: 'Huber', link: 'https://shop.example/auth/password-recovery?hash=abc' };

describe('mail templates per locale (issue 9 item 7: server mails from templates per locale)', () => {
  it.each([
    ['de-DE', 'Passwort zurücksetzen', 'Hallo Anna Huber,'],
    ['nl-NL', 'Wachtwoord opnieuw instellen', 'Hallo Anna Huber,'],
    ['fr-FR', 'Réinitialiser votre mot de passe', 'Bonjour Anna Huber,'],
    ['en-GB', 'Reset your password', 'Hello Anna Huber,'],
  ])('renders the recovery mail in %s with the link', (locale, subject, greeting) => {
    const mail = renderMail('password-recovery', locale, values);
    expect(mail.locale).toBe(locale);
    expect(mail.subject).toBe(subject);
    expect(mail.bodyText.split('\n')[0]).toBe(greeting);
    expect(mail.bodyText).toContain(values.link);
    expect(mail.bodyText).not.toMatch(/\{\w+\}/);
  });

  it('every locale has its own texts (no locale silently shows another one)', () => {
    const subjects = mailLocales.map((locale) => renderMail('password-recovery', locale, values).subject);
    expect(new Set(subjects).size).toBe(mailLocales.length);
  });

  it.each([
    ['de-AT', 'de-DE'],
    ['nl-BE', 'nl-NL'],
    ['fr-BE', 'fr-FR'],
    ['it-IT', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    [undefined, 'en-GB'],
  ])('falls back from %s to %s (same language first, then en-GB)', (asked, chosen) => {
    expect(mailLocaleFor(asked)).toBe(chosen);
    expect(renderMail('password-recovery', asked, values).locale).toBe(chosen);
  });
});

describe('issue 11 mails (registration double opt-in, activation notice, welcome) in every locale', () => {
  const cases = {
    'registration-confirm': {
      firstName: 'Anna',
      lastName: 'Huber',
      companyName: 'Huber GmbH',
      link: 'https://x/c?hash=1',
    },
    'registration-awaiting-activation': {
      firstName: 'Lena',
      lastName: 'Huber',
      newUserName: 'Max Muster',
      newUsername: 'max',
      link: 'https://x/account/customer',
    },
    'customer-welcome': {
      firstName: 'Max',
      lastName: 'Muster',
      companyName: 'Huber GmbH',
      username: 'max',
      link: 'https://x/p?hash=1',
    },
  } as const;

  it.each(
    Object.keys(cases).flatMap((kind) => mailLocales.map((locale) => [kind as keyof typeof cases, locale] as const)),
  )('%s in %s fills every placeholder and carries the link', (kind, locale) => {
    const mail = renderMail(kind, locale, cases[kind]);
    expect(mail.locale).toBe(locale);
    expect(mail.bodyText).toContain(cases[kind].link);
    expect(`${mail.subject}\n${mail.bodyText}`).not.toMatch(/\{\w+\}/);
  });
});
