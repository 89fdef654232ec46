// @vitest-environment happy-dom
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountTextProvider, useAccountText, type Translator } from './AccountTextProvider';
import { accountLocales, type AccountNamespace } from './keys';
import { accountCatalogues } from './messages';

const namespaces = Object.keys(accountCatalogues) as AccountNamespace[];

/** A host translator over the account catalogues of one locale (the storefront's formats ICU; `{name}` suffices here). */
function hostTranslator(locale: (typeof accountLocales)[number], calls: string[] = []): Translator {
  const messages: Record<string, string> = Object.assign(
    {},
    ...namespaces.map((name) => accountCatalogues[name][locale]),
  );
  return {
    locale,
    t: (key, values) => {
      calls.push(key);
      return (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
    },
  };
}

function Welcome() {
  const { t, locale } = useAccountText('account');
  return (
    <section lang={locale}>
      <h1>{t('account.dashboard.title')}</h1>
      <p>{t('account.dashboard.text', { firstName: 'Anna', lastName: 'Huber' })}</p>
    </section>
  );
}

describe('account-kit texts (issue 9 item 7: account-kit components take texts from the host’s translator)', () => {
  it.each(namespaces.flatMap((name) => accountLocales.map((locale) => [name, locale] as const)))(
    'issue 9 item 7: namespace %s in %s has exactly the en-GB keys, each with a text',
    (name, locale) => {
      const catalogue: Record<string, string> = accountCatalogues[name][locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(accountCatalogues[name]['en-GB']).sort());
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    },
  );

  it('issue 9 item 7: every key starts with its namespace, so hosts can merge namespaces without collisions', () => {
    for (const name of namespaces) {
      expect(Object.keys(accountCatalogues[name]['en-GB']).filter((key) => !key.startsWith(`${name}.`))).toEqual([]);
    }
  });

  it('issue 9 item 7: a component shows the host translator’s texts in the host’s locale', () => {
    const calls: string[] = [];
    render(
      <AccountTextProvider translator={hostTranslator('de-DE', calls)}>
        <Welcome />
      </AccountTextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Ihr Konto' }).closest('section')?.lang).toBe('de-DE');
    expect(screen.getByRole('heading', { name: 'Ihr Konto' }).nextElementSibling?.textContent).toBe(
      'Willkommen zurück, Anna Huber.',
    );
    expect(calls).toEqual(['account.dashboard.title', 'account.dashboard.text']);
  });

  it('issue 9 item 7: the texts follow a new translator (a language switch of the host)', () => {
    let translator = hostTranslator('de-DE');
    const { result, rerender } = renderHook(() => useAccountText('account'), {
      wrapper: ({ children }) => <AccountTextProvider translator={translator}>{children}</AccountTextProvider>,
    });
    expect(result.current.t('account.dashboard.title')).toBe('Ihr Konto');
    translator = hostTranslator('fr-FR');
    rerender();
    expect([result.current.locale, result.current.t('account.dashboard.title')]).toEqual([
      'fr-FR',
      accountCatalogues.account['fr-FR']['account.dashboard.title'],
    ]);
  });

  it('issue 9 item 7: without the host’s translator a component fails loudly instead of showing keys', () => {
    expect(() => renderHook(() => useAccountText('account'))).toThrow(/AccountTextProvider/);
  });
});
