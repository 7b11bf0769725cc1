/**
 * Which network addresses a real run may reach (built-in-actions.md http.request rule 7,
 * flowgate.md §7: HTTP-32, CLI-25, SET-08). Only public unicast addresses pass; every
 * special-purpose range of the IANA registries is refused, and IPv6 forms that carry an
 * IPv4 address inside (mapped, NAT64, 6to4) are judged by that IPv4 address.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { StepError } from '../engine/errors.js';
import { isIP } from 'node:net';

export interface AddressVerdict {
  allowed: boolean;
  /** Why an address is refused, for the message: `loopback`, `private`… */
  reason?: string;
}

export interface AddressPolicy {
  /** Tests only: lets 127/8 and ::1 through so a test can talk to a local server. */
  allowLoopback?: boolean;
  /**
   * Hosts a person named for this run (`flowgate run --allow-host`): a local or staging
   * server. Only a request to one of these hosts may reach a loopback, private, shared
   * or unique-local address; every other host is judged as always, and link-local,
   * multicast, reserved and unspecified addresses stay blocked for these hosts too.
   */
  allowHosts?: readonly string[];
  /** Set by `policyFor` for a request to one of `allowHosts`. */
  allowPrivate?: boolean;
}

/** What a named host may reach that others may not: a server on this machine or the local network. */
const PRIVATE_REASONS: ReadonlySet<string> = new Set(['loopback', 'private', 'shared (CGNAT)', 'unique-local']);

/** A host as written in a URL or on the command line, in one form: lower case, no brackets, no final dot. */
export function hostKey(host: string): string {
  return host.trim().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

/** The policy for a request to `hostname`: `allowPrivate` when the run named that host. */
export function policyFor(hostname: string, policy: AddressPolicy): AddressPolicy {
  const named = policy.allowHosts?.some((host) => hostKey(host) === hostKey(hostname)) ?? false;
  return named ? { ...policy, allowPrivate: true } : { ...policy, allowPrivate: false };
}

interface Range {
  /** Network address as bytes (4 for IPv4, 16 for IPv6). */
  network: Uint8Array;
  prefix: number;
  reason: string;
}

function ipv4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map(Number));
}

/** Expands any valid IPv6 text (`::`, embedded IPv4, zone stripped) into 16 bytes. */
function ipv6Bytes(text: string): Uint8Array {
  let address = text.replace(/%.*$/, '');
  const bytes = new Uint8Array(16);
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const v4 = ipv4Bytes(dotted[1]!);
    address = address.slice(0, dotted.index) + `${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? headGroups : [...headGroups, ...new Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

function range(cidr: string, reason: string): Range {
  const [address = '', prefix = ''] = cidr.split('/');
  return { network: isIP(address) === 4 ? ipv4Bytes(address) : ipv6Bytes(address), prefix: Number(prefix), reason };
}

/** IANA IPv4 special-purpose registry, plus multicast and the reserved class E. */
const BLOCKED_IPV4: readonly Range[] = [
  range('0.0.0.0/8', 'unspecified'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared (CGNAT)'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'reserved'),
  range('192.0.2.0/24', 'documentation'),
  range('192.88.99.0/24', 'reserved'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

/** IPv6 forms whose last 32 bits (or, for 6to4, bits 16..47) are an IPv4 address. */
const EMBEDDING_IPV6: readonly { range: Range; offset: number }[] = [
  { range: range('::ffff:0:0/96', 'IPv4-mapped'), offset: 12 },
  { range: range('64:ff9b::/96', 'NAT64'), offset: 12 },
  { range: range('2002::/16', '6to4'), offset: 2 },
];

/** Checked after the embedding forms; only global unicast (2000::/3) can pass at all. */
const BLOCKED_IPV6: readonly Range[] = [
  range('::1/128', 'loopback'),
  range('::/128', 'unspecified'),
  range('::/96', 'reserved'),
  range('64:ff9b:1::/48', 'reserved'),
  range('100::/64', 'reserved'),
  range('2001::/23', 'reserved'),
  range('2001:db8::/32', 'documentation'),
  range('3fff::/20', 'documentation'),
  range('5f00::/16', 'reserved'),
  range('fc00::/7', 'unique-local'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local'),
  range('ff00::/8', 'multicast'),
];

const GLOBAL_UNICAST_IPV6 = range('2000::/3', 'not global unicast');

function inRange(bytes: Uint8Array, { network, prefix }: Range): boolean {
  if (bytes.length !== network.length) return false;
  const whole = Math.floor(prefix / 8);
  for (let i = 0; i < whole; i++) if (bytes[i] !== network[i]) return false;
  const bits = prefix % 8;
  if (bits === 0) return true;
  const mask = (0xff << (8 - bits)) & 0xff;
  return (bytes[whole]! & mask) === (network[whole]! & mask);
}

const ALLOWED: AddressVerdict = { allowed: true };

function judgeIpv4(bytes: Uint8Array, policy: AddressPolicy): AddressVerdict {
  const blocked = BLOCKED_IPV4.find((candidate) => inRange(bytes, candidate));
  if (!blocked) return ALLOWED;
  if (blocked.reason === 'loopback' && policy.allowLoopback) return ALLOWED;
  if (policy.allowPrivate && PRIVATE_REASONS.has(blocked.reason)) return ALLOWED;
  return { allowed: false, reason: blocked.reason };
}

function judgeIpv6(bytes: Uint8Array, policy: AddressPolicy): AddressVerdict {
  for (const { range: embedding, offset } of EMBEDDING_IPV6) {
    if (inRange(bytes, embedding)) return judgeIpv4(bytes.slice(offset, offset + 4), policy);
  }
  const blocked = BLOCKED_IPV6.find((candidate) => inRange(bytes, candidate));
  if (blocked) {
    if (blocked.reason === 'loopback' && policy.allowLoopback) return ALLOWED;
    if (policy.allowPrivate && PRIVATE_REASONS.has(blocked.reason)) return ALLOWED;
    return { allowed: false, reason: blocked.reason };
  }
  return inRange(bytes, GLOBAL_UNICAST_IPV6) ? ALLOWED : { allowed: false, reason: 'reserved' };
}

/** Judges an IP address in standard text form (`10.0.0.1`, `::1`, `[fe80::1]`). */
export function judgeAddress(address: string, policy: AddressPolicy = {}): AddressVerdict {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  switch (isIP(bare.replace(/%.*$/, ''))) {
    case 4:
      return judgeIpv4(ipv4Bytes(bare), policy);
    case 6:
      return judgeIpv6(ipv6Bytes(bare), policy);
    default:
      return { allowed: false, reason: 'not an IP address' };
  }
}

/** One part of a WHATWG IPv4 host: decimal, `0x` hex or `0`-prefixed octal. */
function ipv4Number(part: string): number | undefined {
  if (part === '') return undefined;
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(digits)) {
    digits = digits.slice(2);
    radix = 16;
  } else if (digits.length > 1 && digits.startsWith('0')) {
    digits = digits.slice(1);
    radix = 8;
  }
  if (digits === '') return 0;
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^\d+$/;
  if (!valid.test(digits)) return undefined;
  return parseInt(digits, radix);
}

/**
 * The WHATWG URL "ends in a number" test: a host whose last label is numeric is read as
 * IPv4 (`2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`), never looked up by name.
 */
function endsInNumber(host: string): boolean {
  const parts = host.split('.');
  if (parts.at(-1) === '' && parts.length > 1) parts.pop();
  const last = parts.at(-1) ?? '';
  return /^\d+$/.test(last) || /^0x[0-9a-f]*$/i.test(last);
}

/** Reads a WHATWG IPv4 host into dotted form; undefined when it is not a valid one. */
function whatwgIpv4(host: string): string | undefined {
  const parts = host.split('.');
  if (parts.at(-1) === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return undefined;
  const numbers = parts.map(ipv4Number);
  if (numbers.some((n) => n === undefined)) return undefined;
  const values = numbers as number[];
  const last = values.pop()!;
  if (values.some((n) => n > 255) || last >= 256 ** (4 - values.length)) return undefined;
  let whole = last;
  values.forEach((n, index) => {
    whole += n * 256 ** (3 - index);
  });
  return [24, 16, 8, 0].map((shift) => Math.floor(whole / 2 ** shift) % 256).join('.');
}

export type HostKind = { kind: 'ip'; address: string } | { kind: 'name'; name: string } | { kind: 'invalid' };

/**
 * What a URL host names: an IP address in any form a URL parser or socket would accept,
 * or a name to look up. WHATWG URL parsing already normalises most forms, but a host can
 * reach a dispatcher without going through it.
 */
export function classifyHost(host: string): HostKind {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare.replace(/%.*$/, '')) !== 0) return { kind: 'ip', address: bare };
  const lower = bare.toLowerCase();
  if (endsInNumber(lower)) {
    const address = whatwgIpv4(lower);
    return address ? { kind: 'ip', address } : { kind: 'invalid' };
  }
  return { kind: 'name', name: lower.replace(/\.$/, '') };
}

/** Names that always mean this machine (RFC 6761), refused without a look-up. */
export function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost');
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a name resolves to. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

export function addressBlocked(reason: string): StepError {
  return new StepError('address_blocked', `The address is not public (${reason}); private and internal addresses are blocked.`);
}

/** An error that the HTTP client turns into `network_error` with the matching sentence. */
export function codedError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The checked address to connect to for a URL host, or a refusal. */
export async function checkedAddress(hostname: string, given: AddressPolicy & { lookup?: LookupAll } = {}): Promise<string> {
  const options = { ...given, ...policyFor(hostname, given) };
  const host = classifyHost(hostname);
  if (host.kind === 'invalid') throw addressBlocked('not a valid address');
  if (host.kind === 'ip') {
    const verdict = judgeAddress(host.address, options);
    if (!verdict.allowed) throw addressBlocked(verdict.reason ?? 'not public');
    return host.address;
  }
  if (isLoopbackName(host.name) && !options.allowLoopback && !options.allowPrivate) throw addressBlocked('loopback');
  let answers: ResolvedAddress[];
  try {
    answers = await (options.lookup ?? systemLookup)(host.name);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw codedError(typeof code === 'string' ? code : 'ENOTFOUND', 'The host name could not be looked up.');
  }
  if (answers.length === 0) throw codedError('ENOTFOUND', 'The host name was not found.');
  // One private answer is enough to refuse: which answer a retry would get is not ours to choose.
  for (const answer of answers) {
    const verdict = judgeAddress(answer.address, options);
    if (!verdict.allowed) throw addressBlocked(verdict.reason ?? 'not public');
  }
  return answers[0]!.address;
}

