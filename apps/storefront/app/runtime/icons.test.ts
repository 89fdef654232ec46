import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { IconSprite } from './IconSprite';
import * as spriteIcons from './icons';

type IconComponent = ComponentType<Record<string, unknown>>;

const iconNames = Object.keys(spriteIcons).filter((name) => /^[A-Z]/.test(name));
const lucideIcons = lucide as unknown as Record<string, IconComponent>;
const storefrontIcons = spriteIcons as unknown as Record<string, IconComponent>;

/** The attributes of the markup's first element, as a sorted list. */
function openingTagAttributes(markup: string): string[] {
  const openingTag = /^<svg([^>]*)>/.exec(markup)?.[1] ?? '';
  return [...openingTag.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
}

const sprite = renderToStaticMarkup(createElement(IconSprite));

/** The content of the sprite's symbol for the given id. */
function symbolContent(id: string): string | undefined {
  return new RegExp(`<symbol id="${id}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite)?.[1];
}

describe('storefront icons as a sprite (issue 4: home page JavaScript)', () => {
  it('covers every lucide icon the storefront and @ratchet/ui import', () => {
    expect(iconNames.length).toBeGreaterThanOrEqual(26);
    for (const name of iconNames) expect(lucideIcons[name], name).toBeDefined();
  });

  it('renders the svg element lucide renders, with a use of its symbol instead of the path data', () => {
    for (const name of iconNames) {
      const props = { className: 'size-4 shrink-0', 'data-slot': 'icon' };
      const original = renderToStaticMarkup(createElement(lucideIcons[name] as IconComponent, props));
      const fromSprite = renderToStaticMarkup(createElement(storefrontIcons[name] as IconComponent, props));
      const id = /<use href="#([\w-]+)"/.exec(fromSprite)?.[1] ?? '';
      // lucide also names an icon's former names as classes (lucide-circle-alert…); nothing styles by them.
      const withoutFormerNames = (attribute: string) =>
        attribute.startsWith('class=')
          ? attribute
              .split(' ')
              .filter((part) => !part.startsWith('lucide-') || part === id)
              .join(' ')
          : attribute;
      expect(openingTagAttributes(fromSprite), name).toEqual(openingTagAttributes(original).map(withoutFormerNames));
      expect(openingTagAttributes(fromSprite)).toContain('aria-hidden=true');
      // The same elements and attributes; React closes SVG elements with an end tag, the sprite self-closes them.
      const originalContent = original
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>$/, '')
        .replace(/><\/\w+>/g, '/>');
      expect(symbolContent(id), name).toBe(originalContent);
    }
  });

  it('is not hidden from assistive technology when it is named, as lucide', () => {
    const props = { 'aria-label': 'Warenkorb', role: 'img' };
    const original = renderToStaticMarkup(createElement(lucideIcons.ShoppingCart as IconComponent, props));
    const fromSprite = renderToStaticMarkup(createElement(storefrontIcons.ShoppingCart as IconComponent, props));
    expect(openingTagAttributes(original)).not.toContain('aria-hidden=true');
    expect(openingTagAttributes(fromSprite)).toEqual(openingTagAttributes(original));
  });

  it('writes the sprite once as a hidden svg with one symbol per icon', () => {
    expect(sprite).toMatch(/^<svg aria-hidden="true" data-slot="icon-sprite"/);
    expect(sprite.match(/<symbol /g)).toHaveLength(iconNames.length);
  });
});
