import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../lib/storyViewports';
import { ProductImage, productImageProps } from '../ProductImage';
import { storyMedia } from '../ProductImage/storyMedia';
import { CrossSellingSlider } from './CrossSellingSlider';

const colours = ['#f9a825', '#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#37474f'];
const items = ['Hex nut M8', 'Washer M8', 'Spring washer M8', 'Threaded rod M8', 'Wall plug 8', 'Cap nut M8'].map(
  (name, index) => ({
    id: name,
    content: (
      <a href={`#${index}`} className="flex flex-col gap-2 rounded-md border border-border p-2 hover:border-primary">
        <ProductImage
          {...productImageProps(storyMedia(name, colours[index]), { maxWidth: 400 })}
          alt=""
          sizes="200px"
        />
        <span className="text-sm font-medium">{name}</span>
      </a>
    ),
  }),
);

const meta = {
  title: 'Components/CrossSellingSlider',
  component: CrossSellingSlider,
  args: { title: 'Matching accessories', items },
  decorators: [
    (Story) => (
      <div className="w-full max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CrossSellingSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the start: previous disabled, next enabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Matching accessories' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous products' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next products' })).toBeEnabled());
  },
};

/** Next moves on; previous becomes possible. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next products' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Next products' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous products' })).toBeEnabled());
    // The carousel scrolls with a script animation: the screenshot waits until the slides stand still.
    const slide = canvasElement.querySelector('[data-slot="cross-selling-slide"]');
    await waitFor(
      async () => {
        const before = slide?.getBoundingClientRect().left;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        expect(slide?.getBoundingClientRect().left).toBe(before);
      },
      { timeout: 5000 },
    );
  },
};

/** On a 375px phone: two products per view (swipe to move), in French. */
export const Mobile: Story = {
  ...mobileViewport,
  globals: { ...mobileViewport.globals, locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Produits suivants' })).toBeVisible();
  },
};
