import type {
  DataTable as LiveDataTable,
  ComboboxProps,
  ConfirmDialogProps,
  DataTableProps,
  DatePickerProps,
  DateRangePickerProps,
  FileDropProps,
  RadioGroupProps,
  SelectProps,
  SliderProps,
} from '@ratchet/ui';
import type * as DialogExports from '../../../../packages/ui/src/Dialog/Dialog';
import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import {
  focusKept,
  focusKeptField,
  replayClicks,
  hydrating,
  keptFields,
  pathOf,
  replayFields,
  useIdScope,
  useKeptPress,
  controlName,
  type KeptClick,
  type KeptFields,
} from './keptMarkup';

/**
 * The @ratchet/ui components the account area's screens (@ratchet/account-kit) get instead of the package's own,
 * hydrated on intent (session 7: account area JavaScript ≤ 110 KB gzip; with React Aria, TanStack Table and Radix in
 * the page, an order history loaded 184–290 KB). The server renders the component as always; the browser's hydration
 * keeps that markup as it is (an element whose inner HTML Preact leaves alone while hydrating), so the page is
 * complete, readable by screen readers and does not shift, and the component's chunk is not loaded. On the first
 * pointer, touch or focus in it, or when its props change (a filter reset, the next page), the chunk loads and the
 * live component replaces the markup with the same markup; typed text, focus and a click (a control, a link) carry
 * over.
 * The checkout step does the same for its part of the cart page (components/checkout/LazyCheckoutStep.tsx).
 * Applied by the storefront's build only (vite.config.ts `accountUiIslands`): stories and tests use the components.
 */

/** Controls whose click is replayed on the live component (links too: the live one navigates in the app). */
const replayed =
  'a[href], button, [role="checkbox"], [role="radio"], [role="button"], [role="switch"], label, input[type="checkbox"], input[type="radio"], select';

/**
 * A comparable picture of a component's props: data (rows, values, labels) as they are, functions and elements left
 * out (a parent makes new ones on every render; they do not change the server's markup).
 */
function propsKey(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'fn';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (depth > 6) return '…';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `[${value.map((item) => propsKey(item, depth + 1)).join(',')}]`;
  if ('props' in value && 'type' in value) return 'el';
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return 'obj';
  return `{${Object.entries(value)
    .map(([key, item]) => `${key}:${propsKey(item, depth + 1)}`)
    .join(',')}}`;
}

/**
 * A component hydrated on intent (see the file's comment); `name` is its wrapper's data-slot. Its props are data and
 * callbacks (a ref is not passed on).
 */
export function island<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const get = () =>
    (loading ??= load().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        // Offline or a new deployment: the server's markup stays, the next intent tries again.
        loading = undefined;
        throw error;
      },
    ));
  // The server renders the component itself: its chunk is there before the first request.
  if (import.meta.env.SSR) void get();

  function Island(this: unknown, props: Props) {
    // The component's ids count apart from the page's (keptMarkup.ts useIdScope).
    useIdScope(this);
    const ref = useRef<HTMLDivElement>(null);
    const [live, setLive] = useState(() => !hydrating());
    /** What the buyer put into the server's markup, read as the live component first renders (keptMarkup.ts). */
    const kept = useRef<KeptFields | null>(null);
    const [, setLoaded] = useState(0);
    const wanted = useRef(false);
    /** The clicks on controls of the server's markup, in order: replayed on the live component. */
    const clicks = useRef<KeptClick[]>([]);
    // The props of the first render (the server's): compared while the markup is static.
    const [serverProps] = useState(() => (import.meta.env.SSR ? '' : propsKey(props)));

    /** A press under way on the server's markup keeps it until its click (keptMarkup.ts useKeptPress). */
    const press = useKeptPress();
    const want = () => {
      if (wanted.current) return;
      wanted.current = true;
      get().then(
        () => press.afterRelease(() => setLive(true)),
        () => {
          wanted.current = false;
        },
      );
    };
    const pointerDown = () => {
      press.down();
      want();
    };

    // While static: props that differ from the server's render (a filter reset, new rows) make it live.
    let changed = false;
    if (!live && !import.meta.env.SSR) {
      changed = propsKey(props) !== serverProps;
    }
    useEffect(() => {
      if (changed) want();
    });

    // Right after the live markup replaced the server's (a layout effect: before the buyer can type into it), and
    // focus back in the field the buyer is typing into (keptMarkup.ts focusKeptField).
    useLayoutEffect(() => {
      const root = ref.current;
      if (!live || !root || !component || !kept.current) return;
      replayFields(root, kept.current);
      focusKeptField(root, kept.current);
    }, [live]);
    useEffect(() => {
      // A client navigation before the chunk was there: it loads now (the wrapper stays empty until then).
      if (live && !component) void get().then(() => setLoaded((count) => count + 1));
      const root = ref.current;
      if (!live || !root || !component) return;
      // Focus and the click once the component's own effects ran (React Aria's press and focus handling).
      if (kept.current) focusKept(root, kept.current);
      kept.current = null;
      // The clicks made on the server's markup until now (a click after this is the live control's own).
      replayClicks(root, clicks.current, replayed);
      clicks.current = [];
      // Runs when the component goes live (and once more if its chunk came later).
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [live, component]);

    if (import.meta.env.SSR) {
      const Component = component;
      return (
        <div data-slot={name} data-state="static" className="contents">
          {Component ? <Component {...props} /> : null}
        </div>
      );
    }
    if (!live) {
      // The server's markup stays as it is (Preact does not hydrate inside an element with inner HTML); the
      // handlers on this wrapper are the intents that make it live.
      return (
        <div
          ref={ref}
          data-slot={name}
          data-state="static"
          className="contents"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
          onPointerEnter={want}
          onPointerDown={pointerDown}
          onTouchStart={want}
          onFocusCapture={want}
          // A file chosen, or text put in without a focus first (a file field is set without one).
          onInputCapture={want}
          onChangeCapture={want}
          onClickCapture={(event) => {
            const target = event.target instanceof Element ? event.target : null;
            const control = target?.closest(replayed);
            if (!control || !ref.current) return;
            // The markup has no handlers yet: the click happens again on the live control.
            event.preventDefault();
            const path = pathOf(ref.current, control);
            if (path) clicks.current = [...clicks.current, { path, name: controlName(control) }];
            want();
            press.ended();
          }}
        />
      );
    }
    const Component = component;
    // The first live render: the server's markup is still in the page (Preact renders and commits in one go).
    if (Component && ref.current?.dataset.state === 'static') kept.current = keptFields(ref.current);
    return (
      <div ref={ref} data-slot={name} data-state={Component ? 'live' : 'loading'} className="contents">
        {Component ? <Component {...props} /> : null}
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

// The components' own modules (not @ratchet/ui's index): each is a chunk of its own with what it imports.
export const Select = /* @__PURE__ */ island<SelectProps>('select-island', () =>
  import('../../../../packages/ui/src/Select/Select').then((module) => module.Select),
);
export const Combobox = /* @__PURE__ */ island<ComboboxProps>('combobox-island', () =>
  import('../../../../packages/ui/src/Combobox/Combobox').then((module) => module.Combobox),
);
export const DatePicker = /* @__PURE__ */ island<DatePickerProps>('date-picker-island', () =>
  import('../../../../packages/ui/src/DatePicker/DatePicker').then((module) => module.DatePicker),
);
export const DateRangePicker = /* @__PURE__ */ island<DateRangePickerProps>('date-range-picker-island', () =>
  import('../../../../packages/ui/src/DateRangePicker/DateRangePicker').then((module) => module.DateRangePicker),
);
export const Slider = /* @__PURE__ */ island<SliderProps>('slider-island', () =>
  import('../../../../packages/ui/src/Slider/Slider').then((module) => module.Slider),
);
export const FileDrop = /* @__PURE__ */ island<FileDropProps>('file-drop-island', () =>
  import('../../../../packages/ui/src/FileDrop/FileDrop').then((module) => module.FileDrop),
);
export const RadioGroup = /* @__PURE__ */ island<RadioGroupProps>('radio-group-island', () =>
  import('../../../../packages/ui/src/RadioGroup/RadioGroup').then((module) => module.RadioGroup),
);
/** Closed, it renders nothing on the server: it goes live when it is opened (its `open` prop changes). */
export const ConfirmDialog = /* @__PURE__ */ island<ConfirmDialogProps>('confirm-dialog-island', () =>
  import('../../../../packages/ui/src/ConfirmDialog/ConfirmDialog').then((module) => module.ConfirmDialog),
);
export const DataTable = /* @__PURE__ */ island<DataTableProps<Record<string, unknown>>>('data-table-island', () =>
  import('../../../../packages/ui/src/DataTable/DataTable').then(
    (module) => module.DataTable as unknown as ComponentType<DataTableProps<Record<string, unknown>>>,
  ),
) as unknown as typeof LiveDataTable;

/** @ratchet/ui's Dialog module: loaded when a dialog opens (account-kit's dialogs are all controlled, none has a trigger). */
type DialogModule = typeof DialogExports;
let dialogModule: DialogModule | undefined;
let dialogLoading: Promise<DialogModule> | undefined;
const loadDialog = () =>
  (dialogLoading ??= import('../../../../packages/ui/src/Dialog/Dialog').then(
    (module) => (dialogModule = module),
    (error: unknown) => {
      dialogLoading = undefined;
      throw error;
    },
  ));
if (import.meta.env.SSR) void loadDialog();

/**
 * The dialog's root: a closed dialog without a trigger renders nothing (on the server an open one neither: Radix
 * portals render in the browser), so until it opens there is nothing to hydrate and its chunk (Radix Dialog, focus
 * scope, scroll lock) is not loaded; opening it loads the chunk, then it shows.
 */
export function Dialog(props: ComponentProps<DialogModule['Dialog']>) {
  const [module, setModule] = useState(() => dialogModule);
  const opened = props.open ?? props.defaultOpen ?? false;
  useEffect(() => {
    if (opened && !module) loadDialog().then(setModule, () => undefined);
  }, [opened, module]);
  return module ? <module.Dialog {...props} /> : null;
}

/** A part of the dialog: rendered only inside an open Dialog, so its module is there. */
function dialogPart<
  Name extends 'DialogContent' | 'DialogDescription' | 'DialogFooter' | 'DialogHeader' | 'DialogTitle',
>(name: Name): ComponentType<ComponentProps<DialogModule[Name]>> {
  function Part(props: ComponentProps<DialogModule[Name]>) {
    return dialogModule ? createElement(dialogModule[name] as ComponentType<typeof props>, props) : null;
  }
  Part.displayName = name;
  return Part;
}
export const DialogContent = /* @__PURE__ */ dialogPart('DialogContent');
export const DialogDescription = /* @__PURE__ */ dialogPart('DialogDescription');
export const DialogFooter = /* @__PURE__ */ dialogPart('DialogFooter');
export const DialogHeader = /* @__PURE__ */ dialogPart('DialogHeader');
export const DialogTitle = /* @__PURE__ */ dialogPart('DialogTitle');
