// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CrossSellingSlider } from './CrossSellingSlider';

afterEach(cleanup);

const items = ['Nut M8', 'Washer M8', 'Bolt M8', 'Anchor', 'Rod M8'].map((name) => ({
  id: name,
  content: <a href={`/p/${name}`}>{name}</a>,
}));

describe('CrossSellingSlider (issue 10 product detail: cross-selling sliders, keyboard and swipe)', () => {
  it('is a carousel named by its heading with one labelled slide per product', () => {
    render(<CrossSellingSlider title="Matching accessories" items={items} />);
    const carousel = screen.getByRole('region', { name: 'Matching accessories' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[1]?.getAttribute('aria-label')).toBe('2 of 5');
    expect(slides[1]?.getAttribute('aria-roledescription')).toBe('slide');
    expect(slides[1]?.contains(screen.getByRole('link', { name: 'Washer M8' }))).toBe(true);
  });

  it('has previous and next buttons, previous disabled at the start', () => {
    render(<CrossSellingSlider title="Matching accessories" items={items} />);
    expect(screen.getByRole('button', { name: 'Previous products' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next products' }).hasAttribute('disabled')).toBe(false);
  });

  it('renders nothing without products', () => {
    const { container } = render(<CrossSellingSlider title="Empty" items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('passes className to the root', () => {
    render(<CrossSellingSlider title="Matching accessories" items={items} className="extra-class" />);
    expect(screen.getByRole('region').classList.contains('extra-class')).toBe(true);
  });
});
