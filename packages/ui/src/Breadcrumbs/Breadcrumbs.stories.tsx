import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs, type BreadcrumbLinkProps } from './Breadcrumbs';

const categories = [
  { name: 'Tools', href: '/tools/' },
  { name: 'Drills', href: '/tools/drills/' },
  { name: 'Cordless drills', href: '/tools/drills/cordless/' },
];

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: categories },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home first, then the categories; the last crumb is the current page (storefront.md §2). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Home');
    await expect(canvas.getByRole('link', { name: 'Cordless drills' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Tools' })).not.toHaveAttribute('aria-current');
  },
};

/** Categories failed to load: only Home remains (storefront.md §2). */
export const OnlyHome: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A product page: the product itself has no link. */
export const ProductPage: Story = {
  args: { items: [...categories, { name: 'Cordless drill 18 V, 2 batteries' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cordless drill 18 V, 2 batteries').closest('[aria-current="page"]')).not.toBeNull();
  },
};

function RouterLink({ href, ...props }: BreadcrumbLinkProps) {
  return <a href={`#${href}`} data-router-link="" {...props} />;
}

/** Links through the host router (renderLink); className reaches the root. */
export const WithRouterLink: Story = {
  args: { renderLink: (props) => <RouterLink {...props} />, className: 'text-base' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '#/tools/');
    await expect(canvas.getByRole('navigation')).toHaveClass('text-base');
  },
};

/** Dutch texts: landmark name and Home. */
export const Dutch: Story = {
  globals: { locale: 'nl-NL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Kruimelpad' })).toBeInTheDocument();
  },
};
