/**
 * `@formatjs/intl` for the storefront's browser and server build (vite.config.ts aliases it here): the part of
 * `createIntl` the storefront and @ratchet/ui call (`formatMessage`), for the ICU message syntax their
 * catalogues use: `{name}`, `{n, number}`, `{n, plural, …}` with `#`, `=N` and offset, `{key, select, …}` and
 * ICU apostrophe quoting. About 1.5 KB instead of formatjs' 14 KB of parsers in the page's JavaScript
 * (issue 4 budget). `intl.test.ts` checks every message of every catalogue against formatjs itself.
 * Anything else (dates, skeletons, rich-text tags) throws on parse, so a catalogue cannot silently differ.
 */

type Values = Record<string, unknown>;

/** A parsed message: literal text, an argument, `#`, or a plural/select choice. */
type Part =
  | string
  | { kind: 'argument'; name: string; number: boolean }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; offset: number; options: Map<string, Part[]> }
  | { kind: 'select'; name: string; options: Map<string, Part[]> };

/** A message that uses ICU syntax outside the supported subset, or is malformed. */
export class UnsupportedMessageError extends Error {
  constructor(message: string, reason: string) {
    super(`Cannot format "${message}": ${reason}`);
    this.name = 'UnsupportedMessageError';
  }
}

class Parser {
  private position = 0;

  constructor(private readonly message: string) {}

  parse(): Part[] {
    const parts = this.parseParts(false);
    if (this.position < this.message.length) this.fail('unexpected "}"');
    return parts;
  }

  private fail(reason: string): never {
    throw new UnsupportedMessageError(this.message, `${reason} at ${this.position}`);
  }

  /** Text and arguments up to an unmatched `}` (or the end). `#` is special inside a plural branch. */
  private parseParts(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push(text);
      text = '';
    };
    while (this.position < this.message.length) {
      const char = this.message[this.position] as string;
      if (char === '}') break;
      if (char === '{') {
        flush();
        parts.push(this.parseArgument());
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.position += 1;
        continue;
      }
      if (char === '<' && /[a-zA-Z/]/.test(this.message[this.position + 1] ?? '')) {
        this.fail('rich-text tags are not supported');
      }
      if (char === "'") {
        text += this.parseApostrophe(inPlural);
        continue;
      }
      text += char;
      this.position += 1;
    }
    flush();
    return parts;
  }

  /** ICU quoting: `''` is one apostrophe; `'` before a syntax character quotes up to the next lone `'`. */
  private parseApostrophe(inPlural: boolean): string {
    const next = this.message[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    const quotable = next === '{' || next === '}' || next === '<' || next === '>' || (inPlural && next === '#');
    if (!quotable) {
      this.position += 1;
      return "'";
    }
    this.position += 1;
    let quoted = '';
    while (this.position < this.message.length) {
      const char = this.message[this.position] as string;
      if (char === "'") {
        if (this.message[this.position + 1] === "'") {
          quoted += "'";
          this.position += 2;
          continue;
        }
        this.position += 1;
        return quoted;
      }
      quoted += char;
      this.position += 1;
    }
    return quoted;
  }

  private skipSpace(): void {
    while (/\s/.test(this.message[this.position] ?? '')) this.position += 1;
  }

  private word(): string {
    this.skipSpace();
    const match = /^[^\s{},#]+/.exec(this.message.slice(this.position));
    if (!match) this.fail('expected a name');
    this.position += match[0].length;
    return match[0];
  }

  private expect(char: string): void {
    this.skipSpace();
    if (this.message[this.position] !== char) this.fail(`expected "${char}"`);
    this.position += 1;
  }

  private parseArgument(): Part {
    this.expect('{');
    const name = this.word();
    this.skipSpace();
    if (this.message[this.position] === '}') {
      this.position += 1;
      return { kind: 'argument', name, number: false };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      this.expect('}');
      return { kind: 'argument', name, number: true };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`argument type "${type}" is not supported`);
    this.expect(',');
    let offset = 0;
    const options = new Map<string, Part[]>();
    for (;;) {
      this.skipSpace();
      if (this.message[this.position] === '}') break;
      const selector = this.word();
      if (type === 'plural' && selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length));
        if (!Number.isFinite(offset)) this.fail('bad plural offset');
        continue;
      }
      this.expect('{');
      options.set(selector, this.parseParts(type === 'plural'));
      this.expect('}');
    }
    this.position += 1;
    if (!options.has('other')) this.fail('a plural or select needs an "other" option');
    return type === 'plural' ? { kind: 'plural', name, offset, options } : { kind: 'select', name, options };
  }
}

/** Parses a message into parts (throws UnsupportedMessageError outside the supported ICU subset). */
export function parseMessage(message: string): Part[] {
  return new Parser(message).parse();
}

class MissingValueError extends Error {}

function valueOf(values: Values | undefined, name: string): unknown {
  if (!values || !(name in values)) throw new MissingValueError(name);
  return values[name];
}

// Intl constructors are costly (each reads locale data): one number format and one plural rule set per locale,
// reused by every message (the category page formats dozens while hydrating).
const numberFormats = new Map<string, globalThis.Intl.NumberFormat>();
const pluralRules = new Map<string, globalThis.Intl.PluralRules>();

// Whole numbers below 1000 read the same in the storefront's languages as their digits (no grouping, Latin
// digits): those skip the first Intl.NumberFormat of a page, which loads the locale's number data (about 30 ms
// of hydration on a mobile CPU).
const latinDigitsLocale = /^(de|nl|fr|en)(-|$)/;

function formatNumber(locale: string, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000 && latinDigitsLocale.test(locale)) return String(value);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

function formatParts(parts: Part[], locale: string, values: Values | undefined, pound: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
    } else if (part.kind === 'pound') {
      out += pound === null ? '#' : formatNumber(locale, pound);
    } else if (part.kind === 'argument') {
      const value = valueOf(values, part.name);
      if (part.number && typeof value === 'number') out += formatNumber(locale, value);
      else out += value === undefined || value === null ? '' : String(value);
    } else if (part.kind === 'plural') {
      const value = Number(valueOf(values, part.name));
      const exact = part.options.get(`=${value}`);
      const branch =
        exact ?? part.options.get(pluralCategory(locale, value - part.offset)) ?? (part.options.get('other') as Part[]);
      out += formatParts(branch, locale, values, value - part.offset);
    } else {
      const value = String(valueOf(values, part.name));
      out += formatParts(part.options.get(value) ?? (part.options.get('other') as Part[]), locale, values, pound);
    }
  }
  return out;
}

/** What `createIntl` takes (the subset the storefront and @ratchet/ui pass). */
export interface IntlConfig {
  locale: string;
  defaultLocale?: string;
  messages?: Record<string, string>;
  onError?: (error: Error) => void;
}

/** A message to format: its id and the text to use when the catalogue lacks it. */
export interface MessageDescriptor {
  id: string;
  defaultMessage?: string;
}

/** The formatter `createIntl` returns. */
export interface Intl {
  locale: string;
  messages: Record<string, string>;
  formatMessage(descriptor: MessageDescriptor, values?: Values): string;
}

/** Parsed messages, shared by every formatter (the same texts repeat across locales and renders). */
export interface IntlCache {
  parsed: Map<string, Part[]>;
}

export function createIntlCache(): IntlCache {
  return { parsed: new Map() };
}

/**
 * Creates the formatter. Like formatjs, a missing id falls back to `defaultMessage` and then to the id, and a
 * missing value reports to `onError` (default: console.error) and answers the message text unformatted.
 */
export function createIntl(config: IntlConfig, cache: IntlCache = createIntlCache()): Intl {
  const messages = config.messages ?? {};
  const onError = config.onError ?? ((error: Error) => console.error(error));
  return {
    locale: config.locale,
    messages,
    formatMessage({ id, defaultMessage }, values) {
      const message = Object.hasOwn(messages, id) ? (messages[id] as string) : (defaultMessage ?? id);
      let parts = cache.parsed.get(message);
      if (!parts) {
        parts = parseMessage(message);
        cache.parsed.set(message, parts);
      }
      try {
        return formatParts(parts, config.locale, values, null);
      } catch (error) {
        if (!(error instanceof MissingValueError)) throw error;
        onError(new Error(`The value "${error.message}" of message "${id}" is missing`));
        return message;
      }
    },
  };
}
