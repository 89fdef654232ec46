import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { demoBannerImageUrl, demoCounters, demoMain } from '../lib/shellFixtures';
import { desktopViewport } from '../lib/storyViewports';
import { MegaMenu } from './MegaMenu';

const meta = {
  title: 'Shell/MegaMenu',
  component: MegaMenu,
  ...desktopViewport,
  parameters: { ...desktopViewport.parameters, storyRoot: { width: '100%', minHeight: 420 } },
  args: { items: demoMain, counters: demoCounters, bannerImageUrl: demoBannerImageUrl, pathname: '/' },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main navigation bar, closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fasteners' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened from the keyboard; the first column with 'all products', counts, badge, arrows and both banners. */
export const Open: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Fasteners' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: /All products/ })).toHaveAttribute('href', '/fasteners');
    await expect(canvas.getByRole('link', { name: /Stainless screws/ })).toBeVisible();
  },
};

/** Three columns for a logged-in user: 'available of total' where they differ (storefront.md §2). */
export const ThreeColumnsLoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fasteners' }));
    canvas.getByRole('link', { name: /^Screws/ }).focus();
    await expect(await canvas.findByRole('list', { name: 'Categories of Screws' })).toBeVisible();
    canvas.getByRole('link', { name: /Wood screws/ }).focus();
    await expect(await canvas.findByRole('list', { name: 'Categories of Wood screws' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Screws/ })).toHaveTextContent('750 of 800');
  },
};
