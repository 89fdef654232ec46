import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileDrop } from './FileDrop';

/** account-area.md §8: CSV upload maximum 5MB. */
const fiveMegabytes = 5 * 1024 * 1024;

const articleLinksCsv = new File(
  ['productNumber;customerSku;description\nA-100;K-1;Torque wrench\n'],
  'article-links.csv',
  {
    type: 'text/csv',
  },
);

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileTrigger renders a file input');
  return input;
}

/** Drags a file over the zone the way the browser does (dragenter, dragover, then drop unless `drop` is false). */
function dragFile(zone: Element, file: File, drop = true) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  const box = zone.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: box.x + 20, clientY: box.y + 20 };
  // A script-made DataTransfer item has no file-system entry (an OS drag has one); React Aria skips items
  // without it, so the entry an OS drag would carry is supplied for the length of this drag.
  const original = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false }),
  });
  try {
    zone.dispatchEvent(new DragEvent('dragenter', init));
    zone.dispatchEvent(new DragEvent('dragover', init));
    if (drop) zone.dispatchEvent(new DragEvent('drop', init));
  } finally {
    if (original) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', original);
  }
}

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  args: {
    label: 'Article links CSV',
    description: 'CSV, at most 5 MB',
    accept: ['.csv', 'text/csv'],
    maxSize: fiveMegabytes,
    onValueChange: fn(),
    onReject: fn(),
  },
  parameters: { storyRoot: { width: 480 } },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a file. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription('CSV, at most 5 MB');
  },
};

/** A file dragged over the zone. */
export const DropTarget: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('[data-slot="file-drop"] > div');
    if (!zone) throw new Error('drop zone');
    dragFile(zone, articleLinksCsv, false);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="file-drop"]')).toHaveAttribute('data-state', 'drop-target'),
    );
  },
};

/** A CSV dropped on the zone is taken. */
export const Dropped: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const zone = canvasElement.querySelector('[data-slot="file-drop"] > div');
    if (!zone) throw new Error('drop zone');
    dragFile(zone, articleLinksCsv);
    // The browser hands over a copy of the dragged file, so compare by name.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove article-links.csv' })).toBeVisible());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect((args.onValueChange as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty(
      'name',
      'article-links.csv',
    );
  },
};

/** A file chosen: name, size and remove. */
export const Selected: Story = { args: { defaultValue: articleLinksCsv } };

/** Over the limit: refused with the limit named. */
export const TooLarge: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const big = new File([new Uint8Array(fiveMegabytes + 1)], 'all-links.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
    await expect(args.onReject).toHaveBeenCalledWith('tooLarge', big);
  },
};

/** The host's findings after reading the file, with its per-row errors in the slot. */
export const HostErrors: Story = {
  args: {
    defaultValue: articleLinksCsv,
    error: 'Some rows could not be imported.',
    children: (
      <ul aria-label="Rows with errors" className="list-disc ps-5 text-sm text-danger">
        <li>Row 3: product A-999 does not exist</li>
        <li>Row 7: customer article number K-1 is used twice</li>
      </ul>
    ),
  },
};

/** Turned off. */
export const Disabled: Story = { args: { disabled: true } };
