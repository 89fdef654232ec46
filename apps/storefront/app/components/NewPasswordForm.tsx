import { usePasswordRecovery } from '@ratchet/commerce-hooks';
import { newPasswordSchema, recoveryHashSchema, type StoreApiError } from '@ratchet/store-api-contract';
import { errorCodes, passwordMinLength } from '@ratchet/store-api-contract/rules';
import { Button, Input, Notification } from '@ratchet/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';

type FieldError = 'required' | 'minLength' | 'mismatch';

/** True when the link's hash is one the store-API accepts (the contract's hash rule); else the link is incomplete. */
export function isUsableRecoveryHash(hash: string | null): hash is string {
  return hash !== null && recoveryHashSchema.safeParse(hash).success;
}

/**
 * The field errors of the new-password form (account-area.md §5: required, minimum length, password
 * confirmation mismatch), checked with the contract's schema before anything is sent, so the form and the
 * server share one rule. An empty field reads "required"; any other issue of a field names its rule.
 */
export function newPasswordFieldErrors(
  newPassword: string,
  newPasswordConfirm: string,
): { newPassword?: FieldError; newPasswordConfirm?: FieldError } {
  const parsed = newPasswordSchema.safeParse({ newPassword, newPasswordConfirm });
  const errors: { newPassword?: FieldError; newPasswordConfirm?: FieldError } = {};
  if (newPasswordConfirm === '') errors.newPasswordConfirm = 'required';
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'newPassword') errors.newPassword ??= newPassword === '' ? 'required' : 'minLength';
    if (field === 'newPasswordConfirm') errors.newPasswordConfirm ??= 'mismatch';
  }
  return errors;
}

/** The field a server validation error points at (`source.pointer` `/newPassword`, `/newPasswordConfirm`). */
function serverFieldErrors(errors: readonly StoreApiError[]): {
  newPassword?: FieldError;
  newPasswordConfirm?: FieldError;
} {
  const result: { newPassword?: FieldError; newPasswordConfirm?: FieldError } = {};
  for (const error of errors) {
    if (error.code !== errorCodes.validation) continue;
    if (error.source?.pointer === '/newPassword') result.newPassword = 'minLength';
    if (error.source?.pointer === '/newPasswordConfirm') result.newPasswordConfirm = 'mismatch';
  }
  return result;
}

export interface NewPasswordFormProps {
  /** The `hash` query parameter (mail link or forced recovery); null when the link has none. */
  hash: string | null;
  /** Page heading. */
  title: string;
  /** Text below the heading. */
  intro: string;
  /** Where a buyer with an expired or incomplete link gets a new one, and that link's text. */
  renewHref: string;
  renewLabel: string;
  /** Called once the store-API accepted the new password (with it, e.g. to log in). */
  onSaved: (newPassword: string) => void | Promise<void>;
}

/**
 * The new-password form of /auth/password-recovery and /auth/password-set (account-area.md §2): new password and
 * its confirmation, checked locally (§5), then set with the hash; an expired or used hash is answered with the
 * store-API's code (§8) and a link to get a new one.
 */
export function NewPasswordForm({ hash, title, intro, renewHref, renewLabel, onSaved }: NewPasswordFormProps) {
  const { t, errorText } = useI18n();
  const recovery = usePasswordRecovery();
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordConfirm, setNewPasswordConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof newPasswordFieldErrors>>({});
  const [saving, setSaving] = useState(false);
  const usableHash = isUsableRecoveryHash(hash) ? hash : null;

  const fieldText = (error: FieldError | undefined) => {
    if (error === 'required') return t('auth.required');
    if (error === 'minLength') return t('password.minLength', { min: passwordMinLength });
    if (error === 'mismatch') return t('password.mismatch');
    return undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!usableHash || saving) return;
    const local = newPasswordFieldErrors(newPassword, newPasswordConfirm);
    setFieldErrors(local);
    if (local.newPassword || local.newPasswordConfirm) return;
    setSaving(true);
    try {
      const result = await recovery.confirmRecovery({ hash: usableHash, newPassword, newPasswordConfirm });
      if (result.ok) {
        await onSaved(newPassword);
        return;
      }
      setFieldErrors(serverFieldErrors(result.errors));
    } finally {
      setSaving(false);
    }
  };

  const serverErrors = recovery.errors ?? [];
  const hashExpired = serverErrors.some((error) => error.code === errorCodes.recoveryHashInvalid);
  const formError = serverErrors.find((error) => error.code !== errorCodes.validation || !error.source?.pointer);
  const formErrorText = formError ? errorText(formError.code) : null;
  const renewLink = (
    <Link to={renewHref} className="text-primary underline">
      {renewLabel}
    </Link>
  );

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 py-6" data-slot="new-password-page">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p>{intro}</p>
      {usableHash ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          {formErrorText ? (
            <Notification
              type="error"
              message={
                <>
                  {formErrorText} {hashExpired ? renewLink : null}
                </>
              }
            />
          ) : null}
          <Input
            label={t('password.new')}
            name="newPassword"
            type="password"
            passwordToggle
            autoComplete="new-password"
            required
            value={newPassword}
            onValueChange={(value) => {
              setNewPassword(value);
              if (fieldErrors.newPassword) setFieldErrors((current) => ({ ...current, newPassword: undefined }));
            }}
            status={fieldErrors.newPassword ? 'error' : 'default'}
            message={fieldText(fieldErrors.newPassword) ?? t('password.minLength', { min: passwordMinLength })}
          />
          <Input
            label={t('password.confirm')}
            name="newPasswordConfirm"
            type="password"
            passwordToggle
            autoComplete="new-password"
            required
            value={newPasswordConfirm}
            onValueChange={(value) => {
              setNewPasswordConfirm(value);
              if (fieldErrors.newPasswordConfirm) {
                setFieldErrors((current) => ({ ...current, newPasswordConfirm: undefined }));
              }
            }}
            status={fieldErrors.newPasswordConfirm ? 'error' : 'default'}
            message={fieldText(fieldErrors.newPasswordConfirm)}
          />
          <Button type="submit" loading={saving || recovery.isConfirming}>
            {t('password.submit')}
          </Button>
        </form>
      ) : (
        <Notification
          type="error"
          message={
            <>
              {t('password.missingHash')} {renewLink}
            </>
          }
        />
      )}
    </section>
  );
}
