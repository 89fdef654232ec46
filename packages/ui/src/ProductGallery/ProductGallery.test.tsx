// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { storyMedia } from '../ProductImage/storyMedia';
import { ProductGallery } from './ProductGallery';

afterEach(cleanup);

const images = ['Front', 'Side', 'Top'].map((view, index) => ({
  id: `image-${index}`,
  media: storyMedia(view),
  alt: `Hex bolt, ${view.toLowerCase()}`,
}));

describe('ProductGallery (issue 10 product detail: gallery with thumbnails, keyboard-operable, zoom)', () => {
  it('shows the first image as the eager LCP image with width and height, and a thumbnail per image', () => {
    render(<ProductGallery images={images} name="Hex bolt" />);
    const main = screen.getByRole('img', { name: 'Hex bolt, front' });
    expect(screen.getByRole('region', { name: 'Images of Hex bolt' }).contains(main)).toBe(true);
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('width')).toBe('800');
    expect(main.getAttribute('height')).toBe('600');
    const thumbnails = screen.getAllByRole('button', { name: /^Show image/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the image of a clicked thumbnail', () => {
    render(<ProductGallery images={images} name="Hex bolt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(screen.queryByRole('img', { name: 'Hex bolt, front' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Hex bolt, side' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves between thumbnails with the arrow keys, Home and End (one tab stop)', () => {
    render(<ProductGallery images={images} name="Hex bolt" />);
    const first = screen.getByRole('button', { name: 'Show image 1 of 3' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' }).tabIndex).toBe(-1);
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('button', { name: 'Show image 2 of 3' });
    expect(document.activeElement).toBe(second);
    expect(screen.queryByRole('img', { name: 'Hex bolt, front' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Hex bolt, side' }).getAttribute('loading')).toBe('eager');
    fireEvent.keyDown(second, { key: 'End' });
    expect(screen.getByRole('img', { name: 'Hex bolt, top' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show image 3 of 3' }), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Hex bolt, front' })).toBeInTheDocument();
  });

  it('opens the zoom dialog with the large image and pages with next, previous and the arrow keys', async () => {
    render(<ProductGallery images={images} name="Hex bolt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hex bolt' });
    expect(screen.getByRole('img', { name: 'Hex bolt, image 1 of 3' }).getAttribute('width')).toBe('1600');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Hex bolt, image 2 of 3' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'Hex bolt, image 1 of 3' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no thumbnails for one image and a placeholder for none', () => {
    render(<ProductGallery images={images.slice(0, 1)} name="Hex bolt" />);
    expect(screen.queryAllByRole('button', { name: /^Show image/ })).toHaveLength(0);
    cleanup();
    const { container } = render(<ProductGallery images={[]} name="Hex bolt" />);
    expect(container.querySelector('[data-state="placeholder"]')).not.toBeNull();
  });

  it('passes className to the root', () => {
    render(<ProductGallery images={images} name="Hex bolt" className="extra-class" />);
    expect(screen.getByRole('region').classList.contains('extra-class')).toBe(true);
  });
});
