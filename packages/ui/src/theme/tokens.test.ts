// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boxedLayoutWidth, breakpoints, colorRoles, headerHeight, mediaFrom, zIndex } from './tokens';

const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');

/** Value of a custom property declared in theme.css (first declaration). */
function cssVariable(name: string): string {
  const match = new RegExp(`${name.replace(/[-]/g, '\\-')}:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`theme.css declares no ${name}`);
  return match[1].trim();
}

describe('design tokens: theme.css and tokens.ts agree', () => {
  it.each(Object.entries(breakpoints))('breakpoint %s is %ipx in both (storefront.md §9)', (name, px) => {
    expect(cssVariable(`--breakpoint-${name}`)).toBe(`${px}px`);
  });

  it('lists exactly the breakpoints 320, 640, 768, 1024, 1280, 1480, 1536 (storefront.md §9)', () => {
    const fromCss = [...css.matchAll(/--breakpoint-[\w-]+:\s*(\d+)px/g)].map((match) => Number(match[1]));
    expect(fromCss).toEqual([320, 640, 768, 1024, 1280, 1480, 1536]);
    expect(Object.values(breakpoints)).toEqual(fromCss);
  });

  it('boxed layout is 1440px wide (storefront.md §9)', () => {
    expect(cssVariable('--container-boxed')).toBe(`${boxedLayoutWidth}px`);
    expect(boxedLayoutWidth).toBe(1440);
  });

  it('header is 123px high from 1024px and 129px below (storefront.md §2)', () => {
    expect(cssVariable('--height-header-desktop')).toBe(`${headerHeight.desktop}px`);
    expect(cssVariable('--height-header-mobile')).toBe(`${headerHeight.mobile}px`);
    expect(headerHeight).toEqual({ desktop: 123, mobile: 129 });
    expect(mediaFrom('lg')).toBe('(min-width: 1024px)');
  });

  it.each(Object.entries(zIndex))('z-index layer %s is %i in both', (name, value) => {
    expect(cssVariable(`--z-${name}`)).toBe(String(value));
  });

  it.each(colorRoles)('colour role %s is mapped to a Tailwind colour', (role) => {
    expect(cssVariable(`--color-${role}`)).toBe(`var(--${role})`);
  });

  it('has a white-logo slot next to the logo slot', () => {
    expect(cssVariable('--logo-image')).toBe('none');
    expect(cssVariable('--logo-white-image')).toBe('none');
  });
});
