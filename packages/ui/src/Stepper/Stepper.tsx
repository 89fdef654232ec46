import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/useControllableState';
import { useUiMessages } from '../i18n/UiLocaleProvider';
import { stepperMessages } from './messages';

/** One step of a wizard. */
export type StepperStep = {
  /** Stable id (the value of `currentStep`). */
  id: string;
  /** Visible name of the step. */
  label: string;
  /** Optional second line below the label. */
  description?: ReactNode;
};

/** Where a step stands relative to the current one. */
export type StepState = 'complete' | 'current' | 'upcoming';

/** Layout: `horizontal` (default, a row) or `vertical` (a column, e.g. beside a long form). */
export const stepperVariants = cva('flex', {
  variants: {
    orientation: {
      horizontal: 'flex-row flex-wrap items-start gap-x-6 gap-y-3',
      vertical: 'flex-col gap-4',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

/** The number or check mark in front of a step, per state. */
export const stepIndicatorVariants = cva(
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold [&_svg]:size-4',
  {
    variants: {
      state: {
        complete: 'border-primary bg-primary text-primary-foreground',
        current: 'border-primary bg-surface text-primary',
        upcoming: 'border-border bg-surface text-muted-foreground',
      },
    },
    defaultVariants: { state: 'upcoming' },
  },
);

export type StepperProps = Omit<ComponentProps<'nav'>, 'aria-label' | 'children'> &
  VariantProps<typeof stepperVariants> & {
    /** The steps in order (registration: company data, personal data, confirmation). */
    steps: readonly StepperStep[];
    /** Accessible name of the step list (e.g. "Registration steps"). */
    label: string;
    /** Id of the current step (controlled). */
    currentStep?: string;
    /** Id of the first current step when uncontrolled (default: the first step). */
    defaultCurrentStep?: string;
    /** Called with a finished step's id when the user goes back to it (with `allowBack`). */
    onCurrentStepChange?: (stepId: string) => void;
    /** Finished steps become buttons that go back to them (a wizard that keeps its entries). */
    allowBack?: boolean;
  };

/**
 * Progress through a wizard (registration, approval-flow creation): each step is complete, current or
 * upcoming; the current one carries aria-current="step".
 */
export function Stepper({
  steps,
  label,
  currentStep: currentStepProp,
  defaultCurrentStep,
  onCurrentStepChange,
  allowBack = false,
  orientation,
  className,
  ...props
}: StepperProps) {
  const t = useUiMessages(stepperMessages);
  const [currentStep, setCurrentStep] = useControllableState({
    value: currentStepProp,
    defaultValue: defaultCurrentStep ?? steps[0]?.id ?? '',
    onChange: onCurrentStepChange,
  });
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentStep),
  );

  return (
    <nav
      data-slot="stepper"
      data-orientation={orientation ?? 'horizontal'}
      aria-label={label}
      className={cn(className)}
      {...props}
    >
      <ol className={stepperVariants({ orientation })}>
        {steps.map((step, index) => {
          const state: StepState = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          const content = (
            <>
              <span aria-hidden="true" className={stepIndicatorVariants({ state })}>
                {state === 'complete' ? <Check /> : index + 1}
              </span>
              <span className="flex flex-col text-start">
                <span
                  className={cn(
                    'text-sm font-medium',
                    state === 'upcoming' ? 'text-muted-foreground' : 'text-foreground',
                  )}
                >
                  {step.label}
                  {state === 'complete' && <span className="sr-only">{` (${t('completed')})`}</span>}
                </span>
                {step.description && <span className="text-sm text-muted-foreground">{step.description}</span>}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              {allowBack && state === 'complete' ? (
                <button
                  type="button"
                  aria-label={t('goToStep', { step: step.label })}
                  className="flex cursor-pointer items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  onClick={() => setCurrentStep(step.id)}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
