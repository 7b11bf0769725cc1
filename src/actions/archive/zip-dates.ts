/**
 * A zip's entry times set to one date. exceljs's writer stamps each part of a workbook
 * with the machine's clock when it is written; a test run must produce the same bytes
 * every time (WORLD-17), so xlsx.write dates every part by the run's clock instead. Only
 * the date fields change: the entries' data and CRCs stay as they are.
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The "extended timestamp" extra field (UT): a flags byte, then Unix times. */
const EXTENDED_TIMESTAMP = 0x5455;

/** MS-DOS time and date of `date`, in UTC so that every machine writes the same bytes. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function restampExtra(view: DataView, start: number, length: number, unixSeconds: number): void {
  let at = start;
  while (at + 4 <= start + length) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === EXTENDED_TIMESTAMP && size >= 5) {
      const flags = view.getUint8(at + 4);
      let field = at + 5;
      // Modification, access and creation times, each present when its flag is set (and room is left).
      for (const bit of [1, 2, 4]) {
        if (flags & bit && field + 4 <= at + 4 + size) {
          view.setUint32(field, unixSeconds, true);
          field += 4;
        }
      }
    }
    at += 4 + size;
  }
}

/** The zip with every entry dated `date`; bytes that are not a readable zip come back unchanged. */
export function restampZip(bytes: Buffer, date: Date): Buffer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return bytes;
  const { time, date: day } = dosDateTime(date);
  const unixSeconds = Math.floor(date.getTime() / 1000) >>> 0;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < entries && at + 46 <= end; i++) {
    if (view.getUint32(at, true) !== CENTRAL_HEADER) break;
    view.setUint16(at + 12, time, true);
    view.setUint16(at + 14, day, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    restampExtra(view, at + 46 + nameLength, extraLength, unixSeconds);
    const local = view.getUint32(at + 42, true);
    if (local + 30 <= bytes.byteLength && view.getUint32(local, true) === LOCAL_HEADER) {
      view.setUint16(local + 10, time, true);
      view.setUint16(local + 12, day, true);
      restampExtra(view, local + 30 + view.getUint16(local + 26, true), view.getUint16(local + 28, true), unixSeconds);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return bytes;
}
