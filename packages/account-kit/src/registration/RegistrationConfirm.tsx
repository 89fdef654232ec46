import type { StoreApiError } from '@ratchet/store-api-contract';
import { Spinner, defaultRenderLink, type RenderLink } from '@ratchet/ui';
import { useEffect, useRef, useState } from 'react';
import { useAccountText } from '../i18n';
import { useRegistration } from './useRegistration';

export interface RegistrationConfirmProps {
  /** The `hash` of the double opt-in link. */
  hash: string;
  /** Renders the login link with the host router. */
  renderLink?: RenderLink | undefined;
  /** Path of the login page. */
  loginHref?: string | undefined;
}

/**
 * The double opt-in link's page (issue 11): confirms the address once on arrival, then offers the login with the
 * confirmed username; an invalid or expired link says so (RATCHET__REGISTRATION_HASH_INVALID).
 */
export function RegistrationConfirm({
  hash,
  renderLink = defaultRenderLink,
  loginHref = '/auth',
}: RegistrationConfirmProps) {
  const { t, errorText } = useAccountText('registration');
  const { confirmRegistration } = useRegistration();
  const [outcome, setOutcome] = useState<{ username: string } | { errors: StoreApiError[] } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirmRegistration(hash).then((result) =>
      setOutcome(result.ok ? { username: result.data.username } : { errors: result.errors }),
    );
  }, [confirmRegistration, hash]);
  if (!outcome) {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner />
        {t('registration.confirm.running')}
      </p>
    );
  }
  if ('errors' in outcome) {
    return (
      <p role="alert" className="text-danger">
        {errorText(outcome.errors[0]?.code)}
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-3">
      <p>{t('registration.confirm.done', { username: outcome.username })}</p>
      <p>
        {renderLink({
          href: loginHref,
          className:
            'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover',
          children: t('registration.confirm.login'),
        })}
      </p>
    </div>
  );
}
