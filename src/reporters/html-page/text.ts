/** How the page writes numbers: with thousands separators (`10,000`), as the overview of a large run needs. */
import { plural as pluralOf } from '../format/numbers.js';

export const number = (n: number): string => n.toLocaleString('en-US');

/** `1 case`, `10,000 cases`. */
export const plural = (count: number, word: string): string => pluralOf(count, word, number);

/** `512 bytes`, `39.1 KiB`, `2.0 MiB`. */
export function bytes(value: number): string {
  if (value < 1024) return plural(value, 'byte');
  if (value < 1048576) return `${(value / 1024).toFixed(1)} KiB`;
  return `${(value / 1048576).toFixed(1)} MiB`;
}
