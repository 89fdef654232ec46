import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper, type StepperStep } from './Stepper';

/** account-area.md §4: flow creation steps — name, budget, approvers, users, success. */
const flowSteps: StepperStep[] = [
  { id: 'name', label: 'Name' },
  { id: 'budget', label: 'Budget' },
  { id: 'approvers', label: 'Approvers' },
  { id: 'users', label: 'Users' },
  { id: 'success', label: 'Done' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: flowSteps, label: 'Create flow', onCurrentStepChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First step current, all others upcoming. */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** Half way: complete, current and upcoming steps. */
export const InProgress: Story = { args: { currentStep: 'approvers' } };

/** Last step reached: every earlier step complete. */
export const LastStep: Story = { args: { currentStep: 'success' } };

/** Finished steps are buttons that go back. */
export const WithBackNavigation: Story = {
  args: { defaultCurrentStep: 'users', allowBack: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Budget' }));
    await expect(args.onCurrentStepChange).toHaveBeenCalledWith('budget');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** Vertical, with descriptions (registration as a new user of an existing company, account-area.md §2). */
export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    label: 'Registration steps',
    currentStep: 'personal',
    steps: [
      { id: 'check', label: 'Company check', description: 'Customer number and VAT number' },
      { id: 'personal', label: 'Personal data', description: 'Your name and e-mail' },
      { id: 'confirm', label: 'Confirmation', description: 'Check your e-mail' },
    ],
  },
};
