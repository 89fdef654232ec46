import type { Decorator } from '@storybook/react-vite';

/**
 * Right-aligns a story like the header's right-hand dropdowns (account, language, countries), so a panel
 * that opens towards the left stays inside the captured area.
 */
export const alignEndDecorator: Decorator = (Story) => (
  <div className="flex justify-end">
    <Story />
  </div>
);
