import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { currentPage: 1, currentLimit: 24, totalResults: 240, totalPages: 10, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page: first and previous are disabled (storefront.md §2 listing pager). */
export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A middle page with an ellipsis on both sides. */
export const MiddlePage: Story = {
  args: { currentPage: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('More pages')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(10);
  },
};

/** Last page: next and last are disabled. */
export const LastPage: Story = {
  args: { currentPage: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(canvas.getByRole('navigation')).toHaveTextContent('217–240 of 240');
  },
};

/** Real links for server rendering (getPageHref); className reaches the root. */
export const AsLinks: Story = {
  args: { currentPage: 3, getPageHref: (page: number) => `?p=${page}`, className: 'justify-between' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?p=4');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation')).toHaveClass('justify-between');
  },
};

function InteractivePager(props: React.ComponentProps<typeof Pager>) {
  const [page, setPage] = useState(1);
  return <Pager {...props} currentPage={page} onPageChange={setPage} />;
}

/** Keyboard: Tab reaches the controls and Enter changes the page. */
export const Interactive: Story = {
  render: (args) => <InteractivePager {...args} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** French texts (storefront.md §1 locales). */
export const French: Story = {
  args: { currentPage: 4 },
  globals: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation')).toHaveTextContent('73–96 sur 240');
  },
};
