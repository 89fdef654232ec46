import type { RegistrationCompany, StoreApiError } from '@ratchet/store-api-contract';
import { Stepper } from '@ratchet/ui';
import { useState } from 'react';
import { useAccountText } from '../i18n';
import { errorField } from '../lib/actionResult';
import { CompanyStep, emptyRegistrationCompany } from './CompanyStep';
import { PersonalStep } from './PersonalStep';
import type { RegistrationFieldFlags } from './registrationFields';
import { useRegistration } from './useRegistration';

export interface CompanyRegistrationProps {
  /** The optional fields the shop's feature flags switch on. */
  flags?: RegistrationFieldFlags | undefined;
  /** The shop's URL under the domain prefix: the double opt-in link points below it. */
  storefrontUrl: string;
  /** The step shown first (stories); the company data by default. */
  initialStep?: 'company' | 'personal' | 'done' | undefined;
}

/**
 * Registration of a new company (account-area.md §2 /register/company; issue 11): company data, personal data, and
 * a confirmation telling the user to check their e-mail (double opt-in: the company stays inactive until the link
 * is opened). A problem the server finds goes back to the step it belongs to and shows at its field.
 */
export function CompanyRegistration({ flags = {}, storefrontUrl, initialStep = 'company' }: CompanyRegistrationProps) {
  const { t } = useAccountText('registration');
  const { registerCompany, isSubmitting } = useRegistration();
  const [step, setStep] = useState(initialStep);
  const [company, setCompany] = useState<RegistrationCompany>(emptyRegistrationCompany);
  const [email, setEmail] = useState('');
  const [companyErrors, setCompanyErrors] = useState<StoreApiError[]>([]);
  const [personalErrors, setPersonalErrors] = useState<StoreApiError[]>([]);
  const steps = [
    { id: 'company', label: t('registration.step.company') },
    { id: 'personal', label: t('registration.step.personal') },
    { id: 'done', label: t('registration.step.done') },
  ];
  return (
    <div data-slot="company-registration" className="flex flex-col gap-6">
      <Stepper
        steps={steps}
        label={t('registration.steps')}
        currentStep={step}
        allowBack={step !== 'done'}
        onCurrentStepChange={(id) => setStep(id === 'personal' ? 'personal' : 'company')}
      />
      {step === 'company' ? (
        <CompanyStep
          values={company}
          flags={flags}
          serverErrors={companyErrors}
          onNext={(values) => {
            setCompany(values);
            setCompanyErrors([]);
            setStep('personal');
          }}
        />
      ) : null}
      {step === 'personal' ? (
        <PersonalStep
          flags={flags}
          serverErrors={personalErrors}
          submitting={isSubmitting}
          onBack={() => setStep('company')}
          onSubmit={async (personal) => {
            const result = await registerCompany({ company, personal, privacyAccepted: true, storefrontUrl });
            if (result.ok) {
              setEmail(personal.email);
              setStep('done');
              return;
            }
            const ofCompany = result.errors.filter((error) => errorField(error)?.startsWith('company.'));
            setCompanyErrors(ofCompany);
            setPersonalErrors(result.errors.filter((error) => !ofCompany.includes(error)));
            if (ofCompany.length) setStep('company');
          }}
        />
      ) : null}
      {step === 'done' ? (
        <section role="status" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-6">
          <h2 className="text-xl font-semibold">{t('registration.done.title')}</h2>
          <p>{t('registration.done.company', { email })}</p>
        </section>
      ) : null}
    </div>
  );
}
