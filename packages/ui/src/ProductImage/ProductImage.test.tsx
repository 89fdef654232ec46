// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductImage, productImageProps, productImageSrcSet } from './ProductImage';

afterEach(cleanup);

const thumbnail = (width: number, height: number) => ({
  width,
  height,
  url: `/thumbnail/m1/${width}.jpg`,
  urls: {
    avif: `/thumbnail/m1/${width}.avif`,
    webp: `/thumbnail/m1/${width}.webp`,
    jpeg: `/thumbnail/m1/${width}.jpg`,
  },
});
const media = {
  url: '/media/m1.svg',
  width: 400,
  height: 300,
  thumbnails: [thumbnail(800, 600), thumbnail(160, 120), thumbnail(400, 300), thumbnail(1600, 1200)],
};

describe('ProductImage (issue 10 Product images: AVIF/WebP with JPEG fallback, srcset/sizes, no layout shift)', () => {
  it('offers AVIF and WebP sources before the JPEG img, each with a width-described srcset and the sizes', () => {
    const { container } = render(
      <ProductImage alt="Hex bolt M8" sizes="50vw" {...productImageProps(media, { maxWidth: 800 })} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/thumbnail/m1/160.avif 160w, /thumbnail/m1/400.avif 400w, /thumbnail/m1/800.avif 800w',
    );
    expect(sources[1]?.getAttribute('sizes')).toBe('50vw');
    const img = screen.getByRole('img', { name: 'Hex bolt M8' });
    expect(img.getAttribute('src')).toBe('/thumbnail/m1/800.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/thumbnail/m1/160.jpg 160w, /thumbnail/m1/400.jpg 400w, /thumbnail/m1/800.jpg 800w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('always sets width and height so the page reserves the space (CLS)', () => {
    render(<ProductImage alt="Bolt" {...productImageProps(media, { maxWidth: 400 })} />);
    const img = screen.getByRole('img', { name: 'Bolt' });
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
  });

  it('is lazy by default and eager with high fetch priority as the LCP image (issue 10: "the LCP image is not lazy")', () => {
    render(
      <>
        <ProductImage alt="Below the fold" src="/a.jpg" width={4} height={3} />
        <ProductImage alt="Main image" src="/b.jpg" width={4} height={3} priority />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Below the fold' }).getAttribute('loading')).toBe('lazy');
    const main = screen.getByRole('img', { name: 'Main image' });
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.closest('picture')?.getAttribute('data-state')).toBe('priority');
  });

  it('keeps its box as a hidden placeholder of the same aspect ratio when there is no image', () => {
    const { container } = render(<ProductImage alt="Missing" src={null} width={400} height={300} />);
    expect(screen.queryByRole('img')).toBeNull();
    const placeholder = container.querySelector('[data-slot="product-image"]');
    expect(placeholder?.getAttribute('data-state')).toBe('placeholder');
    expect((placeholder as HTMLElement | null)?.style.aspectRatio).toMatch(/400 ?\/ ?300/);
  });

  it('uses the original (vector) file when a media has no thumbnails, without sources', () => {
    const props = productImageProps({ url: '/media/logo.svg', width: 160, height: 40, thumbnails: [] });
    expect(props).toEqual({ src: '/media/logo.svg', width: 160, height: 40 });
    const { container } = render(<ProductImage alt="Logo" {...props} />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Logo' }).hasAttribute('srcset')).toBe(false);
  });

  it('keeps the smallest thumbnail when none fits the maximum width', () => {
    expect(productImageProps(media, { maxWidth: 100 }).src).toBe('/thumbnail/m1/160.jpg');
  });

  it('builds srcset widest last and drops candidates without a usable width', () => {
    expect(
      productImageSrcSet([
        { url: '/b.jpg', width: 800 },
        { url: '/a.jpg', width: 400 },
        { url: '/c.jpg', width: 0 },
      ]),
    ).toBe('/a.jpg 400w, /b.jpg 800w');
  });

  it('passes className to the img', () => {
    render(<ProductImage alt="Bolt" src="/a.jpg" width={4} height={3} className="extra-class" />);
    expect(screen.getByRole('img', { name: 'Bolt' }).classList.contains('extra-class')).toBe(true);
  });
});
