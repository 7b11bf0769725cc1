/**
 * The settings that decide what a key is and what counts as a change, and their
 * fingerprint: a snapshot made under other settings cannot be compared (SYNC-55).
 */
import { hash, randomBytes } from 'node:crypto';

export interface SyncSettings {
  /** Key field names in the order written; the order shapes key texts. */
  readonly keyFields: readonly string[];
  /** `compare` as written (the order of `changes`), or null for every field. */
  readonly compare: readonly string[] | null;
  readonly ignore: ReadonlySet<string>;
  readonly trimStrings: boolean;
  /** Key fields and ignored fields: never a change (SYNC-11, SYNC-34). */
  readonly skipped: ReadonlySet<string>;
  /** With `compare`: the fields that can change, sorted, so fingerprints do not depend on the order written. */
  readonly comparedSorted: readonly string[] | null;
}

/** What the settings are read from: sync.diff's input, defaults filled in. */
export interface SettingsInput {
  key: string | string[];
  compare?: string[];
  ignore?: string[];
  trim_strings: boolean;
}

export function readSettings(input: SettingsInput): SyncSettings {
  const keyFields = typeof input.key === 'string' ? [input.key] : [...input.key];
  const ignore = new Set(input.ignore ?? []);
  const skipped = new Set([...keyFields, ...ignore]);
  const compare = input.compare ? [...input.compare] : null;
  return {
    keyFields,
    compare,
    ignore,
    trimStrings: input.trim_strings,
    skipped,
    comparedSorted: compare ? compare.filter((field) => !skipped.has(field)).sort() : null,
  };
}

/**
 * The snapshot's `settings` text: `sync-v1;<settings hash>;<salt>`. The salt lives
 * here, beside the fingerprints it made: a later run needs it to hash its source the
 * same way, and it stays the same until the snapshot starts over (none or reset).
 */
const SETTINGS_TEXT = /^sync-v1;([A-Za-z0-9_-]{43});([A-Za-z0-9_-]{22})$/;

/** Key order matters (it orders key texts); `compare` and `ignore` are sets. */
export function settingsHash(settings: SyncSettings): string {
  const written = {
    key: settings.keyFields,
    compare: settings.compare ? [...settings.compare].sort() : null,
    ignore: [...settings.ignore].sort(),
    trim_strings: settings.trimStrings,
  };
  return hash('sha256', JSON.stringify(written), 'base64url');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function settingsText(settings: SyncSettings, salt: string): string {
  return `sync-v1;${settingsHash(settings)};${salt}`;
}

/** The salt of a stored snapshot made with these settings, or undefined when they differ. */
export function saltIfSameSettings(stored: string, settings: SyncSettings): string | undefined {
  const match = SETTINGS_TEXT.exec(stored);
  return match && match[1] === settingsHash(settings) ? match[2] : undefined;
}
