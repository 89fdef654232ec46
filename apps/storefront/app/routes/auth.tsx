import { useNotifications, useSession } from '@ratchet/commerce-hooks';
import { loginBodySchema } from '@ratchet/store-api-contract';
import { Button, Input } from '@ratchet/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import type { RouteTexts } from '../i18n/keys';
import { routeTexts } from '../i18n/routeTexts.server';
import { returnToParam, safeReturnPath } from '../lib/loginReturn';
import type { Route } from './+types/auth';

/** Texts of the page besides the shell (issue 9 item 7). */
export const handle = { i18n: ['auth'] } satisfies RouteTexts;

export async function loader({ request }: Route.LoaderArgs) {
  return { texts: await routeTexts(request, handle) };
}

/**
 * The login page (storefront.md §2 /auth, §5 login validation): username and password required; success stores
 * the token (through the proxy's cookie), loads customer and rights and goes back to the protected page the guard
 * sent the visitor from (`?returnTo=`, a local path only) or home; a forced recovery goes to /auth/password-set.
 */
export default function Auth({ params }: Route.ComponentProps) {
  const { t, errorText } = useI18n(handle.i18n);
  const navigate = useNavigate();
  const session = useSession();
  const notifications = useNotifications();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const home = `/${params.domain}`;
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(returnToParam));

  // The contract's login schema holds the rule (storefront.md §5: username and password required); the form
  // shows its issues per field and sends what it parsed (the username trimmed).
  const credentials = loginBodySchema.safeParse({ username, password });
  const missing = new Set(credentials.success ? [] : credentials.error.issues.map((issue) => issue.path[0]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!credentials.success) return;
    setFormError(null);
    const result = await session.login(credentials.data);
    if (result.ok) {
      notifications.success('auth.success');
      void navigate(returnTo ? `${home}${returnTo}` : home, { replace: returnTo !== undefined });
      return;
    }
    if (result.redirectTo) {
      // The set-password page logs the buyer in with the new password (docs/decisions.md).
      void navigate(`${home}${result.redirectTo}`, { state: { username: credentials.data.username } });
      return;
    }
    setFormError(errorText(result.errors[0]?.code));
  };

  const usernameMissing = submitted && missing.has('username');
  const passwordMissing = submitted && missing.has('password');
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 py-6">
      <h1 className="text-2xl font-semibold">{t('auth.title')}</h1>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <Input
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          required
          value={username}
          onValueChange={setUsername}
          status={usernameMissing ? 'error' : 'default'}
          message={usernameMissing ? t('auth.required') : undefined}
        />
        <Input
          label={t('auth.password')}
          name="password"
          type="password"
          passwordToggle
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          status={passwordMissing ? 'error' : 'default'}
          message={passwordMissing ? t('auth.required') : undefined}
        />
        {formError ? (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={session.isLoggingIn}>
          {t('auth.submit')}
        </Button>
      </form>
      <div className="flex justify-between text-sm">
        <Link to={`${home}/auth/password-forgot`} className="text-primary underline">
          {t('auth.forgot')}
        </Link>
        <Link to={`${home}/register/company`} className="text-primary underline">
          {t('auth.register')}
        </Link>
      </div>
    </section>
  );
}
