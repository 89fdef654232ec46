// Runs in the browser before every story test (apps/docs/vitest.config.ts).
// After the story's play function and the a11y check, the story root is compared with its
// committed baseline under `__screenshots__/` next to the story file.
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

/** A fixed clock so dates in stories never change a screenshot. */
export const frozenNow = new Date('2026-03-02T09:30:00.000Z');

beforeAll(() => {
  vi.setSystemTime(frozenNow);
  const style = document.createElement('style');
  style.dataset.ratchetTest = 'freeze';
  // Motion and the blinking caret would make screenshots flaky.
  style.textContent = `*, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
  html { min-height: 100vh; }`;
  document.head.append(style);
});

type ScreenshotParameters = { target?: 'story' | 'viewport'; disable?: boolean };

afterEach(async (context) => {
  const meta = context.task.meta as { storyId?: string };
  if (!meta.storyId) return;
  const story = (context as unknown as { story?: { parameters?: { screenshot?: ScreenshotParameters } } }).story;
  const screenshot = story?.parameters?.screenshot ?? {};
  if (screenshot.disable) return;
  await document.fonts.ready;
  const target =
    screenshot.target === 'viewport' ? page.elementLocator(document.documentElement) : page.getByTestId('story-root');
  await expect.element(target).toMatchScreenshot({
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
