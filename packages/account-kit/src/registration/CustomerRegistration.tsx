import { companyCheckSchema, type CompanyCheck, type StoreApiError } from '@ratchet/store-api-contract';
import { compactVatNumber } from '@ratchet/store-api-contract/rules';
import { Button, Form, FormError, FormField, Stepper, fieldControlVariants } from '@ratchet/ui';
import { useState } from 'react';
import { useAccountText } from '../i18n';
import { errorField } from '../lib/actionResult';
import { useIssueText } from '../lib/issueText';
import { PersonalStep } from './PersonalStep';
import type { RegistrationFieldFlags } from './registrationFields';
import { useRegistration } from './useRegistration';

export interface CustomerRegistrationProps {
  /** The optional personal fields the shop's feature flags switch on. */
  flags?: RegistrationFieldFlags | undefined;
  /** The shop's URL under the domain prefix (the lead buyers' mail links below it). */
  storefrontUrl: string;
}

/**
 * A new user of an existing company (account-area.md §2 /register/customer; issue 11): the company check by customer
 * number and VAT number ('incorrect customer data' — 'Onjuiste klantgegevens' — when they do not match), then the
 * personal data, then the confirmation: the user waits for a lead buyer of the company to activate them.
 */
export function CustomerRegistration({ flags = {}, storefrontUrl }: CustomerRegistrationProps) {
  const { t, errorText } = useAccountText('registration');
  const issueText = useIssueText();
  const { checkCompany, registerCustomer, isSubmitting } = useRegistration();
  const [step, setStep] = useState<'check' | 'personal' | 'done'>('check');
  const [check, setCheck] = useState<CompanyCheck>({ customerNumber: '', vatNumber: '' });
  const [companyName, setCompanyName] = useState('');
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const [personalErrors, setPersonalErrors] = useState<StoreApiError[]>([]);
  const steps = [
    { id: 'check', label: t('registration.step.check') },
    { id: 'personal', label: t('registration.step.personal') },
    { id: 'done', label: t('registration.step.done') },
  ];
  return (
    <div data-slot="customer-registration" className="flex flex-col gap-6">
      <Stepper steps={steps} label={t('registration.steps')} currentStep={step} />
      {step === 'check' ? (
        <Form
          schema={companyCheckSchema}
          defaultValues={check}
          issueText={issueText}
          aria-label={t('registration.step.check')}
          className="max-w-md"
          onSubmit={async (values) => {
            const query = { customerNumber: values.customerNumber, vatNumber: compactVatNumber(values.vatNumber) };
            const result = await checkCompany(query);
            if (result.ok) {
              setCheck(query);
              setCompanyName(result.data.companyName);
              setCheckProblem(null);
              setStep('personal');
              return;
            }
            const code = result.errors[0]?.code;
            // The spec's own words for a failed check (account-area.md §2); other codes (blocked, invalid VAT) say theirs.
            setCheckProblem(code === 'COMPANY_DOESNT_EXIST' ? t('registration.check.incorrect') : errorText(code));
          }}
        >
          {(form) => (
            <>
              <FormField<CompanyCheck> name="customerNumber" label={t('registration.field.customerNumber')} required>
                <input autoComplete="off" className={fieldControlVariants()} />
              </FormField>
              <FormField<CompanyCheck>
                name="vatNumber"
                label={t('registration.field.vatNumber')}
                description={t('registration.field.vatNumberHelp')}
                required
              >
                <input autoComplete="off" className={fieldControlVariants()} />
              </FormField>
              {checkProblem ? (
                <p role="alert" className="text-sm text-danger">
                  {checkProblem}
                </p>
              ) : null}
              <FormError />
              <div>
                <Button type="submit" disabled={form.formState.isSubmitting}>
                  {t('registration.next')}
                </Button>
              </div>
            </>
          )}
        </Form>
      ) : null}
      {step === 'personal' ? (
        <>
          <p role="status" className="text-sm">
            {t('registration.check.found', { name: companyName })}
          </p>
          <PersonalStep
            flags={flags}
            serverErrors={personalErrors}
            submitting={isSubmitting}
            onBack={() => setStep('check')}
            onSubmit={async (personal) => {
              const result = await registerCustomer({ company: check, personal, privacyAccepted: true, storefrontUrl });
              if (result.ok) {
                setStep('done');
                return;
              }
              if (result.errors.some((error) => errorField(error)?.startsWith('company.'))) {
                setCheckProblem(errorText(result.errors[0]?.code));
                setStep('check');
                return;
              }
              setPersonalErrors(result.errors);
            }}
          />
        </>
      ) : null}
      {step === 'done' ? (
        <section role="status" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-6">
          <h2 className="text-xl font-semibold">{t('registration.done.title')}</h2>
          <p>{t('registration.done.customer', { company: companyName })}</p>
        </section>
      ) : null}
    </div>
  );
}
