import { changePasswordBodySchema, type ChangePasswordBody } from '@ratchet/store-api-contract';
import { passwordMinLength } from '@ratchet/store-api-contract/rules';
import { Button, Form, FormError, FormField, fieldControlVariants } from '@ratchet/ui';
import { useState } from 'react';
import { useAccountText } from '../i18n';
import { errorField } from '../lib/actionResult';
import { useIssueText } from '../lib/issueText';
import { useChangePassword } from './useProfile';

/**
 * Change the own password with the current one (account-area.md §5 "changing the password requires the correct
 * current password"; ROLE_MANAGE_OWN_ACCOUNT) under the storefront's new-password rules (the contract's schema);
 * a wrong current password (CUSTOMER_PASSWORD_NOT_CORRECT) shows at that field.
 */
export function ChangePasswordForm() {
  const { t } = useAccountText('profile');
  const issueText = useIssueText();
  const { changePassword } = useChangePassword();
  const [changed, setChanged] = useState(false);
  return (
    <Form
      schema={changePasswordBodySchema}
      aria-label={t('profile.password.title')}
      className="max-w-md"
      defaultValues={{ password: '', newPassword: '', newPasswordConfirm: '' }}
      issueText={issueText}
      onSubmit={async (values, form) => {
        setChanged(false);
        const result = await changePassword(values);
        if (result.ok) {
          setChanged(true);
          form.reset();
          return;
        }
        for (const error of result.errors) {
          const field = errorField(error) ?? (error.code === 'CUSTOMER_PASSWORD_NOT_CORRECT' ? 'password' : undefined);
          if (field && field in values) form.setError(field as keyof ChangePasswordBody, { type: error.code });
          else form.setError('root', { type: error.code });
        }
      }}
    >
      {(form) => (
        <>
          <FormField<ChangePasswordBody> name="password" label={t('profile.password.current')} required>
            <input type="password" autoComplete="current-password" className={fieldControlVariants()} />
          </FormField>
          <FormField<ChangePasswordBody>
            name="newPassword"
            label={t('profile.password.new')}
            description={t('profile.password.newHelp', { min: passwordMinLength })}
            required
          >
            <input type="password" autoComplete="new-password" className={fieldControlVariants()} />
          </FormField>
          <FormField<ChangePasswordBody> name="newPasswordConfirm" label={t('profile.password.confirm')} required>
            <input type="password" autoComplete="new-password" className={fieldControlVariants()} />
          </FormField>
          <FormError />
          <p role="status" className="text-sm text-success">
            {changed ? t('profile.password.changed') : ''}
          </p>
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t('profile.password.submit')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
