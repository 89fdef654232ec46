import { RegistrationChoice, useAccountText } from '@ratchet/account-kit';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import type { Route } from './+types/choice';

/** Texts of the registration namespace (account-kit). */
export const handle = { i18n: ['registration'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

function ChoicePage() {
  const { t } = useAccountText('registration');
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('registration.title')}</h1>
      <p>{t('registration.choice.intro')}</p>
      <RegistrationChoice renderLink={useDomainRenderLink()} />
    </section>
  );
}

/** /register: become a customer, add a user to an existing customer, or log in (account-area.md §2). */
export default function RegisterChoice() {
  return (
    <AccountTexts>
      <ChoicePage />
    </AccountTexts>
  );
}
