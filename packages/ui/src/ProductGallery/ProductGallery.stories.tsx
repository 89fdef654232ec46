import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyMedia } from '../ProductImage/storyMedia';
import { mobileViewport } from '../lib/storyViewports';
import { ProductGallery } from './ProductGallery';

const images = [
  ['Front', '#f9a825'],
  ['Side', '#1565c0'],
  ['Top', '#c62828'],
  ['Detail', '#2e7d32'],
].map(([view = '', colour = ''], index) => ({
  id: `image-${index}`,
  media: storyMedia(view, colour),
  alt: `Hex bolt M8, ${view}`,
}));

const meta = {
  title: 'Components/ProductGallery',
  component: ProductGallery,
  args: { images, name: 'Hex bolt M8' },
  decorators: [
    (Story) => (
      <div className="w-full max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Main image (eager: the LCP image) and four thumbnails, the first selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Hex bolt M8, Front' })).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Arrow keys move between the thumbnails and show their image. */
export const KeyboardThumbnails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 1 of 4' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Show image 3 of 4' })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'Hex bolt M8, Top' })).toBeVisible();
  },
};

/** The zoom dialog with the large image; the arrow keys page through it. */
export const Zoomed: Story = {
  args: { defaultIndex: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enlarge image' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Hex bolt M8' });
    await expect(dialog).toHaveTextContent('2 / 4');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveTextContent('3 / 4');
  },
};

/** One image: no thumbnails. */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /^Show image/ })).toHaveLength(0);
  },
};

/** No image: a placeholder keeps the space. */
export const NoImage: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="placeholder"]')).not.toBeNull();
  },
};

/** On a 375px phone, in German. */
export const Mobile: Story = {
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Bilder von Hex bolt M8' })).toBeVisible();
  },
};
