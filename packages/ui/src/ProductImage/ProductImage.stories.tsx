import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductImage, productImageProps } from './ProductImage';
import { storyMedia } from './storyMedia';

const meta = {
  title: 'Components/ProductImage',
  component: ProductImage,
  args: { alt: 'Hex bolt M8', sizes: '320px', ...productImageProps(storyMedia(), { maxWidth: 800 }) },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: lazy, AVIF and WebP sources with a JPEG fallback, width and height set (no layout shift). */
export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '600');
    await expect(canvasElement.querySelectorAll('picture source')).toHaveLength(2);
  },
};

/** The page's LCP image (the detail page's main picture): eager, high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Cropped to fill a square box (`fit="cover"`). */
export const Cover: Story = {
  args: { fit: 'cover', className: 'aspect-square' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveClass('object-cover', 'aspect-square');
  },
};

/** A product without an image keeps its box as a neutral placeholder (hidden from assistive technology). */
export const Placeholder: Story = {
  args: { src: null, width: 4, height: 3 },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-slot="product-image"]');
    await expect(placeholder).toHaveAttribute('data-state', 'placeholder');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
