import { describe, expect, it } from 'vitest';
import { classifyHost, isLoopbackName, judgeAddress } from '../../src/world/address-policy.js';

describe('judgeAddress', () => {
  const blocked: [string, string][] = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['::127.0.0.1', 'reserved'],
    ['2001::1', 'reserved'],
    ['[::1]', 'loopback'],
  ];
  for (const [address, reason] of blocked) {
    it(`HTTP-32 CLI-25 refuses ${address} (${reason})`, () => {
      expect(judgeAddress(address)).toEqual({ allowed: false, reason });
    });
  }

  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '169.253.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'];
  for (const address of allowed) {
    it(`HTTP-32 lets the public address ${address} through`, () => {
      expect(judgeAddress(address)).toEqual({ allowed: true });
    });
  }

  it('HTTP-32 refuses text that is not an IP address', () => {
    expect(judgeAddress('example.com').allowed).toBe(false);
  });

  it('allowLoopback opens loopback only, and only when set explicitly', () => {
    expect(judgeAddress('127.0.0.1', { allowLoopback: true }).allowed).toBe(true);
    expect(judgeAddress('::1', { allowLoopback: true }).allowed).toBe(true);
    expect(judgeAddress('::ffff:127.0.0.1', { allowLoopback: true }).allowed).toBe(true);
    expect(judgeAddress('10.0.0.1', { allowLoopback: true }).allowed).toBe(false);
    expect(judgeAddress('169.254.169.254', { allowLoopback: true }).allowed).toBe(false);
    expect(judgeAddress('127.0.0.1', {}).allowed).toBe(false);
    expect(judgeAddress('127.0.0.1', { allowLoopback: false }).allowed).toBe(false);
  });
});

describe('classifyHost', () => {
  const literals: [string, string][] = [
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0xa.0.0.1', '10.0.0.1'],
    ['167772161', '10.0.0.1'],
    ['0251.0376.0251.0376', '169.254.169.254'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['[::ffff:127.0.0.1]', '::ffff:127.0.0.1'],
    ['[::1]', '::1'],
  ];
  for (const [host, address] of literals) {
    it(`CLI-25 reads ${host} as the IP address ${address}, never as a name to look up`, () => {
      expect(classifyHost(host)).toEqual({ kind: 'ip', address });
    });
  }

  it('CLI-25 a literal in an unusual form is judged by the address it stands for', () => {
    for (const host of ['2130706433', '0x7f000001', '0177.0.0.1']) {
      const kind = classifyHost(host);
      expect(kind.kind).toBe('ip');
      if (kind.kind === 'ip') expect(judgeAddress(kind.address)).toEqual({ allowed: false, reason: 'loopback' });
    }
  });

  it('CLI-25 a host that ends in a number but is no valid IPv4 address is invalid', () => {
    expect(classifyHost('256.256.256.256')).toEqual({ kind: 'invalid' });
    expect(classifyHost('1.2.3.4.5')).toEqual({ kind: 'invalid' });
    expect(classifyHost('4294967296')).toEqual({ kind: 'invalid' });
    expect(classifyHost('09.1.1.1')).toEqual({ kind: 'invalid' });
    expect(classifyHost('example.123')).toEqual({ kind: 'invalid' });
  });

  it('names are looked up, lower-cased and without a trailing dot', () => {
    expect(classifyHost('API.Example.com.')).toEqual({ kind: 'name', name: 'api.example.com' });
    expect(classifyHost('1password.com')).toEqual({ kind: 'name', name: '1password.com' });
  });

  it('CLI-25 localhost names are loopback without a look-up', () => {
    expect(isLoopbackName('localhost')).toBe(true);
    expect(isLoopbackName('app.localhost')).toBe(true);
    expect(isLoopbackName('localhost.example.com')).toBe(false);
  });

  it('matches what WHATWG URL parsing makes of the same hosts', () => {
    for (const host of ['2130706433', '0x7f000001', '0177.0.0.1', '127.1', '0251.0376.0251.0376']) {
      const parsed = new URL(`https://${host}/`).hostname;
      expect(classifyHost(host)).toEqual({ kind: 'ip', address: parsed });
    }
  });
});
