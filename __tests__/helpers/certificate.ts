/**
 * A throwaway self-signed certificate for HTTPS servers on loopback, made with openssl
 * when a test file loads (localhost, loopback.test and 127.0.0.1). Without openssl it is
 * undefined and its tests are skipped with a warning, or fail under CI (helpers/tools.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireTool } from './tools.js';

export interface TestCertificate {
  key: string;
  cert: string;
  /** The certificate's file, for FLOWGATE_TEST_CA_FILE. */
  certFile: string;
}

function makeCertificate(openssl: string): TestCertificate {
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-cert-'));
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:loopback.test,IP:127.0.0.1'];
  execFileSync(openssl, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', ...subject], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

const openssl = requireTool('openssl', 'openssl', 'the tests with an HTTPS server on loopback');
export const TEST_CERTIFICATE: TestCertificate | undefined = openssl === undefined ? undefined : makeCertificate(openssl);
