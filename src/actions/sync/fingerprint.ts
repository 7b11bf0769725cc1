/**
 * A record's fingerprint for the snapshot: a salted SHA-256 of the canonical JSON of
 * its compared fields (SYNC-57). The snapshot keeps this hash, never field values;
 * the per-snapshot salt keeps equal values from hashing alike across snapshots.
 */
import { hash } from 'node:crypto';
import { nestedTooDeeply } from './errors.js';
import type { SyncSettings } from './settings.js';
import { canonicalJson, type Fields } from './values.js';

/**
 * The compared field names of records, sorted. Records of one list nearly always share
 * their field names in the same order, so the last answer is kept and reused.
 */
class ComparedNames {
  private lastFields: string[] = [];
  private lastNames: string[] = [];
  constructor(private readonly settings: SyncSettings) {}

  of(record: Fields): readonly string[] {
    const fixed = this.settings.comparedSorted;
    if (fixed) return fixed;
    const fields = Object.keys(record);
    if (!sameList(fields, this.lastFields)) {
      this.lastFields = fields;
      this.lastNames = fields.filter((field) => !this.settings.skipped.has(field)).sort();
    }
    return this.lastNames;
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Hashes records of one side with one salt. */
export class Fingerprinter {
  private readonly names: ComparedNames;
  constructor(
    private readonly settings: SyncSettings,
    private readonly salt: string,
  ) {
    this.names = new ComparedNames(settings);
  }

  /** Compared fields as JSON, sorted, with missing and null left out alike (SYNC-36). */
  private comparedJson(record: Fields): string {
    const trim = this.settings.trimStrings;
    let text = '{';
    for (const name of this.names.of(record)) {
      const value = Object.hasOwn(record, name) ? record[name] : undefined;
      if (value === undefined || value === null) continue;
      if (text.length > 1) text += ',';
      text += JSON.stringify(name);
      text += ':';
      text += typeof value === 'string' && !trim ? JSON.stringify(value) : canonicalJson(value, trim);
    }
    return `${text}}`;
  }

  fingerprint(record: Fields): string {
    return hash('sha256', `${this.salt}\n${this.comparedJson(record)}`, 'base64url');
  }

  /** `fingerprint`, naming the record when it is nested too deeply to encode. */
  at(record: Fields, side: string, index: number): string {
    try {
      return this.fingerprint(record);
    } catch (error) {
      throw nestedTooDeeply(error, `${side}[${index}]`);
    }
  }
}
