import { RegistrationConfirm, useAccountText } from '@ratchet/account-kit';
import { useSearchParams } from 'react-router';
import { useDomainRenderLink } from '../../components/account/accountLinks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import type { Route } from './+types/confirm';

/** Texts of the registration namespace. */
export const handle = { i18n: ['registration'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

function ConfirmPage() {
  const { t } = useAccountText('registration');
  const [searchParams] = useSearchParams();
  return (
    <section className="flex max-w-2xl flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('registration.confirm.title')}</h1>
      <RegistrationConfirm hash={searchParams.get('hash') ?? ''} renderLink={useDomainRenderLink()} />
    </section>
  );
}

/**
 * The double opt-in link of the registration mail (`{storefrontUrl}/register/confirm?hash=…`): confirmed in the
 * browser on arrival (a POST, so a mail scanner's GET of the link confirms nothing; docs/decisions.md).
 */
export default function RegisterConfirm() {
  return (
    <AccountTexts>
      <ConfirmPage />
    </AccountTexts>
  );
}
