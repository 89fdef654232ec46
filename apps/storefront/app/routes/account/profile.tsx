import { useAccountText, type ProfileFormProps } from '@ratchet/account-kit';
import { useRights } from '@ratchet/commerce-hooks';
import { AccountTexts } from '../../i18n/AccountTexts';
import type { RouteTexts } from '../../i18n/keys';
import { routeTexts } from '../../i18n/routeTexts.server';
import { pageLoadFailure } from '../../lib/pageLoad.server';
import { guardRoute, type StorefrontHandle } from '../../lib/guards.server';
import { requestScope } from '../../lib/requestScope.server';
import { island } from '../../runtime/uiIslands';
import type { Route } from './+types/profile';

/**
 * The two forms hydrated on intent (runtime/uiIslands.tsx): their chunk (the form library, zod and the contract's
 * schemas, React Aria's parts) loads on the first pointer, touch or focus in a form, not with the page (session 7:
 * the profile loaded 149 KB gzip, the budget is 110). The server renders them as before.
 */
const ProfileForm = island<ProfileFormProps>('profile-form-island', () =>
  import('../../../../../packages/account-kit/src/profile/ProfileForm').then((module) => module.ProfileForm),
);
const ChangePasswordForm = island<object>('change-password-island', () =>
  import('../../../../../packages/account-kit/src/profile/ChangePasswordForm').then(
    (module) => module.ChangePasswordForm,
  ),
);

/** ROLE_MANAGE_OWN_ACCOUNT from the route table; editing the contact data also needs ROLE_MANAGE_OWN_CONTACT_INFO. */
export const handle = { access: { auth: true }, i18n: ['profile'] } satisfies StorefrontHandle & RouteTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeApi } = await guardRoute({ request, context }, handle);
  const [profile, rights] = await Promise.all([
    storeApi.client.invoke('readProfile get /ratchet/account/profile').catch(pageLoadFailure),
    requestScope(context).rights(),
  ]);
  const canEdit = rights.some((right) => right.code === 'ROLE_MANAGE_OWN_CONTACT_INFO' && right.enabled);
  return { profile, canEdit, texts: await routeTexts(request, handle) };
}

function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText('profile');
  const { can, rights } = useRights();
  const canEdit = rights.length ? can('ROLE_MANAGE_OWN_CONTACT_INFO') : loaderData.canEdit;
  return (
    <section className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
      <div className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold">{t('profile.contact.title')}</h2>
        <ProfileForm profile={loaderData.profile} canEdit={canEdit} />
      </div>
      <div className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold">{t('profile.password.title')}</h2>
        <ChangePasswordForm />
      </div>
    </section>
  );
}

/** The own profile (account-area.md §2 Profile: change password and profile data; issue 11). */
export default function AccountProfile(props: Route.ComponentProps) {
  return (
    <AccountTexts>
      <ProfilePage {...props} />
    </AccountTexts>
  );
}
