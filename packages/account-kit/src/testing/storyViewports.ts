// Fixed viewports for the shell components' stories (storefront.md §2 Header: desktop from 1024px,
// mobile at 1023px or less). @storybook/addon-vitest resizes the browser to the story's viewport
// before the story test runs, so CSS breakpoints (lg:) apply as on a real device.

const viewportOptions = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

/** Story settings for a 1280px-wide desktop viewport; the story root spans it. */
export const desktopViewport = {
  parameters: { viewport: { options: viewportOptions }, storyRoot: { width: '100%' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** Story settings for a 375px-wide mobile viewport; the story root spans it. */
export const mobileViewport = {
  parameters: { viewport: { options: viewportOptions }, storyRoot: { width: '100%' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
