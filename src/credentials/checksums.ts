/**
 * Token formats that carry a checksum. GitHub (ghp_, gho_, ghu_, ghs_, ghr_) and npm
 * (npm_) tokens end in six base62 digits of the CRC32 of the 30 random characters before
 * them (github.blog, 2021-04-05 and 2021-09-23). A token whose checksum holds is in the
 * provider's real format beyond doubt, so the scan flags it even where its body happens to
 * look like a stand-in.
 */

export type Checksum = 'github' | 'npm';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3) of the text's character codes (ASCII). */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The number in base62, left-padded with zeros to `width` digits. */
export function base62(value: number, width: number): string {
  let digits = '';
  let rest = value;
  do {
    digits = BASE62[rest % 62]! + digits;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return digits.padStart(width, '0');
}

/** Random characters, then base62 digits of their CRC32, per provider. */
const SCHEMES: Record<Checksum, { randomPart: number; digits: number }> = {
  github: { randomPart: 30, digits: 6 },
  npm: { randomPart: 30, digits: 6 },
};

/** Whether the body (after the prefix) ends in the CRC32 of its random part. */
export function checksumHolds(kind: Checksum, body: string): boolean {
  const { randomPart, digits } = SCHEMES[kind];
  if (body.length !== randomPart + digits) return false;
  return base62(crc32(body.slice(0, randomPart)), digits) === body.slice(randomPart);
}
