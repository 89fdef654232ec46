import { changeProfileBodySchema, type ChangeProfileBody, type Profile } from '@ratchet/store-api-contract';
import { Button, Form, FormError, FormField, RadioGroup, fieldControlVariants } from '@ratchet/ui';
import { useState } from 'react';
import { useAccountText } from '../i18n';
import { errorField } from '../lib/actionResult';
import { useIssueText } from '../lib/issueText';
import { useProfile } from './useProfile';

export interface ProfileFormProps {
  /** The own profile as the storefront loader read it. */
  profile: Profile;
  /** False without ROLE_MANAGE_OWN_CONTACT_INFO: the data shows, read only. */
  canEdit?: boolean | undefined;
}

type OptionalField = 'phone' | 'mobile' | 'fax' | 'customerFunction';

/**
 * The own contact data (account-area.md §2 Profile; ROLE_MANAGE_OWN_CONTACT_INFO), validated with the contract's
 * `changeProfileBodySchema`. Without the right the fields are read only and say who can change them.
 */
export function ProfileForm({ profile: loaded, canEdit = true }: ProfileFormProps) {
  const { t } = useAccountText('profile');
  const common = useAccountText('account');
  const issueText = useIssueText();
  const { profile = loaded, changeProfile } = useProfile({ fallbackData: loaded });
  const [saved, setSaved] = useState(false);

  const optional = (name: OptionalField, label: string, type = 'text') => (
    <FormField<ChangeProfileBody> name={name} label={label}>
      {({ value, onChange, ...control }) => (
        <input
          {...control}
          type={type}
          readOnly={!canEdit}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          className={fieldControlVariants()}
        />
      )}
    </FormField>
  );

  return (
    <Form
      schema={changeProfileBodySchema}
      aria-label={t('profile.contact.title')}
      className="max-w-2xl"
      defaultValues={{
        salutation: profile.salutation,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        phone: profile.phone,
        mobile: profile.mobile,
        fax: profile.fax,
        customerFunction: profile.customerFunction,
      }}
      issueText={issueText}
      onSubmit={async (values, form) => {
        setSaved(false);
        const result = await changeProfile(values);
        if (result.ok) {
          setSaved(true);
          return;
        }
        for (const error of result.errors) {
          const field = errorField(error);
          if (field && field in values) form.setError(field as keyof ChangeProfileBody, { type: error.code });
          else form.setError('root', { type: error.code });
        }
      }}
    >
      {(form) => (
        <>
          <p className="text-sm">
            <span className="text-muted-foreground">{t('profile.field.username')}: </span>
            {profile.username}
          </p>
          {canEdit ? null : <p className="text-sm text-muted-foreground">{t('profile.contact.readOnly')}</p>}
          <RadioGroup
            label={t('profile.field.salutation')}
            orientation="horizontal"
            disabled={!canEdit}
            options={[
              { value: 'female', label: t('profile.field.female') },
              { value: 'male', label: t('profile.field.male') },
            ]}
            value={form.watch('salutation') ?? ''}
            onValueChange={(value) =>
              form.setValue('salutation', value === 'male' || value === 'female' ? value : null, { shouldDirty: true })
            }
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField<ChangeProfileBody> name="firstName" label={t('profile.field.firstName')} required>
              <input autoComplete="given-name" readOnly={!canEdit} className={fieldControlVariants()} />
            </FormField>
            <FormField<ChangeProfileBody> name="lastName" label={t('profile.field.lastName')} required>
              <input autoComplete="family-name" readOnly={!canEdit} className={fieldControlVariants()} />
            </FormField>
          </div>
          <FormField<ChangeProfileBody> name="email" label={t('profile.field.email')} required>
            <input type="email" autoComplete="email" readOnly={!canEdit} className={fieldControlVariants()} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            {optional('phone', t('profile.field.phone'), 'tel')}
            {optional('mobile', t('profile.field.mobile'), 'tel')}
            {optional('fax', t('profile.field.fax'), 'tel')}
          </div>
          {optional('customerFunction', t('profile.field.customerFunction'))}
          <FormError />
          <p role="status" className="text-sm text-success">
            {saved ? t('profile.saved') : ''}
          </p>
          {canEdit ? (
            <div>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {common.t('account.common.save')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Form>
  );
}
