import '@fontsource-variable/inter';
// The theme plus the account-kit sources for Tailwind to scan (the theme scans @ratchet/ui's own).
import './preview.css';
import type { CSSProperties } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { UiLocaleProvider, uiLocales, fallbackLocale } from '@ratchet/ui';

/**
 * Story parameters read by the root decorator and the screenshot step (`.storybook/vitest.setup.ts`):
 * `storyRoot.width` / `storyRoot.minHeight` size the captured area (give overlays room to open),
 * `screenshot.target: 'viewport'` captures the whole page (modal dialogs), `screenshot.disable` skips it.
 */
export type StoryRootParameters = { width?: CSSProperties['width']; minHeight?: CSSProperties['minHeight'] };

const withLocaleAndRoot: Decorator = (Story, context) => {
  const locale = typeof context.globals.locale === 'string' ? context.globals.locale : fallbackLocale;
  const dark = context.globals.theme === 'dark';
  const storyRoot = (context.parameters.storyRoot ?? {}) as StoryRootParameters;
  // A 'viewport' screenshot captures a root as large as the page, so fixed overlays (dialogs) are inside it.
  const fillsViewport = (context.parameters.screenshot as { target?: string } | undefined)?.target === 'viewport';
  return (
    <UiLocaleProvider locale={locale}>
      <div
        data-story-root=""
        data-testid="story-root"
        lang={locale}
        className={dark ? 'dark' : undefined}
        // Inline styles: Tailwind only scans the packages' sources, not this folder.
        style={{
          padding: 16,
          background: 'var(--background)',
          color: 'var(--foreground)',
          fontFamily: 'var(--font-sans)',
          boxSizing: 'border-box',
          width: fillsViewport ? '100vw' : (storyRoot.width ?? 'max-content'),
          minHeight: fillsViewport ? '100vh' : storyRoot.minHeight,
        }}
      >
        <Story />
      </div>
    </UiLocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withLocaleAndRoot],
  globalTypes: {
    locale: {
      description: 'Shop locale for component texts',
      toolbar: { title: 'Locale', icon: 'globe', items: [...uiLocales], dynamicTitle: true },
    },
    theme: {
      description: 'Light theme (required) or the optional dark tokens',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: fallbackLocale, theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    // Every axe violation fails the story's test (storefront.md: accessible first).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
