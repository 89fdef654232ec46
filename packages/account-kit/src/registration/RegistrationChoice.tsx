import { defaultRenderLink, type RenderLink } from '@ratchet/ui';
import { useAccountText } from '../i18n';

/** The three ways in (account-area.md §2 "registration first offers choices"). */
export function RegistrationChoice({
  renderLink = defaultRenderLink,
}: {
  /** Renders links with the host router. */ renderLink?: RenderLink | undefined;
}) {
  const { t } = useAccountText('registration');
  const choices = [
    { href: '/register/company', title: t('registration.choice.company'), text: t('registration.choice.companyText') },
    {
      href: '/register/customer',
      title: t('registration.choice.customer'),
      text: t('registration.choice.customerText'),
    },
    { href: '/auth', title: t('registration.choice.login'), text: t('registration.choice.loginText') },
  ];
  return (
    <ul data-slot="registration-choice" className="grid gap-4 md:grid-cols-3">
      {choices.map((choice) => (
        <li key={choice.href} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
          <h2 className="text-lg font-semibold">
            {renderLink({
              href: choice.href,
              className:
                'text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus',
              children: choice.title,
            })}
          </h2>
          <p className="text-sm text-muted-foreground">{choice.text}</p>
        </li>
      ))}
    </ul>
  );
}
