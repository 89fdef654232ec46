import { useNotifications, usePasswordRecovery } from '@ratchet/commerce-hooks';
import { Button, Input, Notification } from '@ratchet/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import type { Route } from './+types/authPasswordForgot';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['auth'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/**
 * The forgot-password page (storefront.md §2 /auth/password-forgot; account-area.md §2 "asks for the username and
 * mails a reset"): username required (§5); the store-API mails a link to this domain's /auth/password-recovery;
 * success shows the "forgot-password mail requested" notification (storefront.md §8), failures the text of the code.
 */
export default function PasswordForgotPage({ params }: Route.ComponentProps) {
  const { t, errorText } = useI18n(handle.i18n);
  const recovery = usePasswordRecovery();
  const notifications = useNotifications();
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const home = `/${params.domain}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = username.trim();
    setMissing(trimmed === '');
    if (trimmed === '' || recovery.isRequesting) return;
    // The mail links to the recovery page of the visitor's own domain.
    const storefrontUrl = new URL(home, window.location.origin).toString();
    const result = await recovery.requestRecoveryMail(trimmed, storefrontUrl);
    if (result.ok) notifications.success('auth.recoveryMailSent');
  };

  const failure = recovery.errors?.[0];
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 py-6" data-slot="password-forgot-page">
      <h1 className="text-2xl font-semibold">{t('passwordForgot.title')}</h1>
      <p>{t('passwordForgot.text')}</p>
      {recovery.isSent ? (
        <Notification type="success" message={t('auth.recoveryMailSent')} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          {failure ? <Notification type="error" message={errorText(failure.code)} /> : null}
          <Input
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            required
            value={username}
            onValueChange={(value) => {
              setUsername(value);
              if (missing) setMissing(false);
            }}
            status={missing ? 'error' : 'default'}
            message={missing ? t('auth.required') : undefined}
          />
          <Button type="submit" loading={recovery.isRequesting}>
            {t('passwordForgot.submit')}
          </Button>
        </form>
      )}
      <div className="flex justify-between text-sm">
        <Link to={`${home}/auth`} className="text-primary underline">
          {t('passwordForgot.backToLogin')}
        </Link>
        <Link to={`${home}/register/company`} className="text-primary underline">
          {t('auth.register')}
        </Link>
      </div>
    </section>
  );
}
