import { registrationPersonalSchema, type RegistrationPersonal, type StoreApiError } from '@ratchet/store-api-contract';
import { passwordMinLength } from '@ratchet/store-api-contract/rules';
import { Button, Checkbox, Form, FormError, FormField, RadioGroup, fieldControlVariants } from '@ratchet/ui';
import { useState } from 'react';
import { useAccountText } from '../i18n';
import { useIssueText } from '../lib/issueText';
import type { RegistrationFieldFlags } from './registrationFields';
import { ServerErrors } from './ServerErrors';

const personalFields = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'username',
  'password',
  'passwordConfirm',
  'phone',
  'mobile',
  'fax',
  'customerFunction',
  'language',
] as const;

export interface PersonalStepProps {
  /** The fields the shop's feature flags switch on (mobile, fax, customer function). */
  flags: RegistrationFieldFlags;
  /** Problems the server found with this step (DUPLICATE_USERNAME at the username…). */
  serverErrors?: readonly StoreApiError[] | undefined;
  /** True while the registration is sent. */
  submitting?: boolean | undefined;
  /** Called with the personal data once the privacy policy is accepted. */
  onSubmit: (personal: RegistrationPersonal) => void | Promise<void>;
  /** Back to the previous step. */
  onBack: () => void;
}

/**
 * The registering user's personal data (account-area.md §3) and the privacy acceptance (§5: a required checkbox
 * must be ticked), validated with the contract's `registrationPersonalSchema`.
 */
export function PersonalStep({ flags, serverErrors = [], submitting = false, onSubmit, onBack }: PersonalStepProps) {
  const { t } = useAccountText('registration');
  const common = useAccountText('account');
  const issueText = useIssueText();
  const [privacy, setPrivacy] = useState(false);
  const [privacyMissing, setPrivacyMissing] = useState(false);
  const optional = (name: 'phone' | 'mobile' | 'fax' | 'customerFunction', label: string, type = 'text') => (
    <FormField<RegistrationPersonal> name={name} label={label}>
      {({ value, onChange, ...control }) => (
        <input
          {...control}
          type={type}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          className={fieldControlVariants()}
        />
      )}
    </FormField>
  );
  return (
    <Form
      schema={registrationPersonalSchema}
      defaultValues={{
        salutation: 'female',
        firstName: '',
        lastName: '',
        email: '',
        username: '',
        password: '',
        passwordConfirm: '',
      }}
      issueText={issueText}
      aria-label={t('registration.step.personal')}
      onSubmit={async (values) => {
        if (!privacy) {
          setPrivacyMissing(true);
          return;
        }
        await onSubmit(values);
      }}
    >
      {(form) => (
        <>
          <ServerErrors errors={serverErrors} prefix="personal" fields={personalFields} setError={form.setError} />
          <RadioGroup
            label={t('registration.field.salutation')}
            orientation="horizontal"
            options={[
              { value: 'female', label: t('registration.field.female') },
              { value: 'male', label: t('registration.field.male') },
            ]}
            value={form.watch('salutation')}
            onValueChange={(value) => form.setValue('salutation', value === 'male' ? 'male' : 'female')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField<RegistrationPersonal> name="firstName" label={t('registration.field.firstName')} required>
              <input autoComplete="given-name" className={fieldControlVariants()} />
            </FormField>
            <FormField<RegistrationPersonal> name="lastName" label={t('registration.field.lastName')} required>
              <input autoComplete="family-name" className={fieldControlVariants()} />
            </FormField>
          </div>
          <FormField<RegistrationPersonal> name="email" label={t('registration.field.email')} required>
            <input type="email" autoComplete="email" className={fieldControlVariants()} />
          </FormField>
          {optional('phone', t('registration.field.phone'), 'tel')}
          {flags.mobile || flags.fax ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {flags.mobile ? optional('mobile', t('registration.field.mobile'), 'tel') : null}
              {flags.fax ? optional('fax', t('registration.field.fax'), 'tel') : null}
            </div>
          ) : null}
          {flags.customerFunction ? optional('customerFunction', t('registration.field.customerFunction')) : null}
          <FormField<RegistrationPersonal> name="username" label={t('registration.field.username')} required>
            <input autoComplete="username" className={fieldControlVariants()} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField<RegistrationPersonal>
              name="password"
              label={t('registration.field.password')}
              description={t('registration.field.passwordHelp', { min: passwordMinLength })}
              required
            >
              <input type="password" autoComplete="new-password" className={fieldControlVariants()} />
            </FormField>
            <FormField<RegistrationPersonal>
              name="passwordConfirm"
              label={t('registration.field.passwordConfirm')}
              required
            >
              <input type="password" autoComplete="new-password" className={fieldControlVariants()} />
            </FormField>
          </div>
          <div className="flex flex-col gap-1">
            <Checkbox
              name="privacyAccepted"
              label={t('registration.field.privacy')}
              checked={privacy}
              aria-invalid={privacyMissing && !privacy}
              description={privacyMissing && !privacy ? common.t('account.common.mustAccept') : undefined}
              onCheckedChange={(checked) => setPrivacy(checked === true)}
            />
          </div>
          <FormError />
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={onBack}>
              {t('registration.back')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {t('registration.submit')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
