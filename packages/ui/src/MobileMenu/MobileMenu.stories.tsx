import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { demoCountries, demoIconUrl, demoMain, demoService } from '../lib/shellFixtures';
import { mobileViewport } from '../lib/storyViewports';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, screenshot: { target: 'viewport' } },
  args: {
    defaultOpen: true,
    main: demoMain,
    service: demoService,
    countries: demoCountries,
    onOpenChange: fn(),
    onStackChange: fn(),
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top level: main, service and countries merged (storefront.md §2 Mobile menu). */
export const TopLevel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Menu' })).toHaveAttribute('data-state', 'top');
  },
};

/** Two levels down with the back step. */
export const SubLevel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fasteners' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Screws' }));
    await expect(args.onStackChange).toHaveBeenLastCalledWith(['fasteners', 'screws']);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** Main categories with an icon file show it before their name (storefront.md §2 mega menu items). */
export const WithIcons: Story = {
  args: {
    main: demoMain.map((element, index) => ({ ...element, iconUrl: demoIconUrl(index % 2 ? '#1f8a4c' : '#2f5bd3') })),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: 'Fasteners' });
    await expect(row.querySelector('img')).toHaveAttribute('alt', '');
  },
};
