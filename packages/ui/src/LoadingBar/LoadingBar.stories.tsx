import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  args: { loading: true },
  parameters: { storyRoot: { width: 480, minHeight: 64 } },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A long load: the bar appears after the throttle and holds at 90 %. The story shortens the
 * duration so the bar settles before the screenshot (real default: 200 ms throttle, 5000 ms).
 */
export const Loading: Story = {
  args: { throttle: 0, duration: 200, className: 'absolute' },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'), { timeout: 3000 });
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toHaveClass('absolute');
  },
};

/** Idle: nothing is rendered. */
export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

function RouteChangeDemo({ loadMs }: { loadMs: number }) {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const done = setTimeout(() => setLoading(false), loadMs);
    return () => clearTimeout(done);
  }, [loading, loadMs]);
  return (
    <div>
      <LoadingBar loading={loading} className="absolute" />
      <button
        type="button"
        className="rounded-md border border-border px-3 py-1 text-sm"
        aria-busy={loading}
        onClick={() => setLoading(true)}
      >
        Navigate ({loadMs} ms)
      </button>
    </div>
  );
}

/** A load shorter than 200 ms never shows the bar (storefront.md §9 throttle). */
export const ShortLoad: Story = {
  render: () => <RouteChangeDemo loadMs={50} />,
  play: async ({ canvas, canvasElement }) => {
    // Every bar the load would show on the way is recorded as it enters the page (no sampling on a clock); that no
    // bar shows after the load either is the unit test's, on fake timers (LoadingBar.test.tsx).
    const barsShown: Element[] = [];
    const observer = new MutationObserver(() => {
      const bar = canvasElement.querySelector('[role="progressbar"]');
      if (bar) barsShown.push(bar);
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    const navigate = canvas.getByRole('button', { name: 'Navigate (50 ms)' });
    await userEvent.click(navigate);
    await expect(navigate).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(navigate).toHaveAttribute('aria-busy', 'false'));
    observer.disconnect();
    await expect(barsShown).toEqual([]);
  },
};

/** A load longer than 200 ms shows the bar, which fills and hides when the load completes. */
export const LongLoad: Story = {
  render: () => <RouteChangeDemo loadMs={600} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate (600 ms)' }));
    await canvas.findByRole('progressbar', {}, { timeout: 1000 });
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  },
};
