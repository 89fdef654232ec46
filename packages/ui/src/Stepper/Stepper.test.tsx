import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiLocaleProvider, uiLocales } from '../i18n/UiLocaleProvider';
import { Stepper, type StepperStep } from './Stepper';
import { stepperMessages } from './messages';

/** account-area.md §2: becoming a customer takes company data, personal data and a confirmation step. */
const registrationSteps: StepperStep[] = [
  { id: 'company', label: 'Company data' },
  { id: 'personal', label: 'Personal data' },
  { id: 'confirm', label: 'Confirmation' },
];

describe('Stepper', () => {
  it('account-area.md §2 registration steps: earlier steps complete, the current one aria-current="step", later upcoming', () => {
    render(<Stepper steps={registrationSteps} label="Registration steps" currentStep="personal" className="extra" />);
    const nav = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(nav).toHaveClass('extra');
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['complete', 'current', 'upcoming']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Company data (completed)');
  });

  it('uncontrolled it starts at the first step', () => {
    render(<Stepper steps={registrationSteps} label="Registration steps" />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });

  it('with allowBack a finished step is a button that goes back to it; upcoming steps are not', async () => {
    const onCurrentStepChange = vi.fn();
    render(
      <Stepper
        steps={registrationSteps}
        label="Registration steps"
        defaultCurrentStep="confirm"
        allowBack
        onCurrentStepChange={onCurrentStepChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to Company data' }));
    expect(onCurrentStepChange).toHaveBeenCalledWith('company');
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('without allowBack no step is interactive', () => {
    render(<Stepper steps={registrationSteps} label="Registration steps" currentStep="confirm" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('localized state text (de-DE)', () => {
    render(
      <UiLocaleProvider locale="de-DE">
        <Stepper steps={registrationSteps} label="Schritte" currentStep="confirm" allowBack />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Zurück zu Personal data' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('(abgeschlossen)');
  });
});

describe('Stepper texts', () => {
  it.each(uiLocales)('storefront.md §1: %s has every text of en-GB', (locale) => {
    const texts = stepperMessages[locale] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(stepperMessages['en-GB']).sort());
    expect(Object.values(texts).every((text) => text.trim() !== '')).toBe(true);
  });
});
