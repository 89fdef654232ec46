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
  body { margin: 0; }`;
  document.head.append(style);
});

type ScreenshotParameters = { target?: 'story' | 'viewport'; disable?: boolean };

afterEach(async (context) => {
  const meta = context.task.meta as { storyId?: string };
  if (!meta.storyId) return;
  const story = (context as unknown as { story?: { parameters?: { screenshot?: ScreenshotParameters } } }).story;
  const screenshot = story?.parameters?.screenshot ?? {};
  // A story that already failed (play or axe) must not write a new baseline.
  if (screenshot.disable || (context.task.result?.errors?.length ?? 0) > 0) return;
  await document.fonts.ready;
  // The story root (the preview decorator sizes it to the viewport for `target: 'viewport'`).
  await expect.element(page.getByTestId('story-root')).toMatchScreenshot({
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
