import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, fieldControlVariants } from './Field';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Company name',
    children: <input className={fieldControlVariants()} defaultValue="ACME Industrial Ltd" />,
  },
  parameters: { storyRoot: { width: 360 } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and control only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('ACME Industrial Ltd');
  },
};

/** With help text below the label (linked by aria-describedby). */
export const WithDescription: Story = {
  args: {
    label: 'VAT number',
    description: 'With country prefix, e.g. BE0123456789',
    children: <input className={fieldControlVariants()} defaultValue="BE0123456789" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'VAT number' })).toHaveAccessibleDescription(
      'With country prefix, e.g. BE0123456789',
    );
  },
};

/** Required: a marker after the label and aria-required on the control. */
export const Required: Story = {
  args: { label: 'E-mail', required: true, children: <input type="email" className={fieldControlVariants()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-required', 'true');
  },
};

/** With an error (the host's translated text): red frame, aria-invalid, described by the error. */
export const WithError: Story = {
  args: {
    label: 'Existing company number',
    description: '6 digits',
    required: true,
    error: 'Please enter 6 digits',
    children: <input className={fieldControlVariants()} defaultValue="12345" inputMode="numeric" />,
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Existing company number' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('6 digits Please enter 6 digits');
  },
};

/** A textarea control. */
export const Textarea: Story = {
  args: {
    label: 'Remark',
    children: <textarea className={fieldControlVariants({ control: 'textarea' })} defaultValue="Deliver to gate 3" />,
  },
};
