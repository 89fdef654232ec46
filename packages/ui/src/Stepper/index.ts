export { Stepper, stepIndicatorVariants, stepperVariants } from './Stepper';
export type { StepState, StepperProps, StepperStep } from './Stepper';
