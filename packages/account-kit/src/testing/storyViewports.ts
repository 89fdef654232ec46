// Fixed viewports for the account stories (storefront.md §2: desktop from 1024px, mobile at 375px). The
// @storybook/addon-vitest runner resizes the browser to the story's viewport before the story test runs, so CSS
// breakpoints (lg:) apply as on a real device. Long screens (the 24 rights, registration steps) get tall viewports:
// headless Chromium paints nothing of an element below the viewport into its screenshot.

const viewportOptions = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktopTall: { name: 'Desktop 1280, tall', styles: { width: '1280px', height: '1600px' }, type: 'desktop' },
  mobileTall: { name: 'Mobile 375, tall', styles: { width: '375px', height: '3600px' }, type: 'mobile' },
} as const;

function viewport(value: keyof typeof viewportOptions) {
  return {
    parameters: { viewport: { options: viewportOptions }, storyRoot: { width: '100%' } },
    globals: { viewport: { value, isRotated: false } },
  };
}

/** Story settings for a 1280px-wide desktop viewport; the story root spans it. */
export const desktopViewport = viewport('desktop');
/** Story settings for a 375px-wide mobile viewport; the story root spans it. */
export const mobileViewport = viewport('mobile');
/** 1280 × 1600 for long screens. */
export const desktopTallViewport = viewport('desktopTall');
/** 375 × 3600 for long screens on a phone. */
export const mobileTallViewport = viewport('mobileTall');
