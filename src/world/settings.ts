/**
 * The project settings a world is built from: `connections.yaml` (flowgate.md §6) and
 * the parts of `flowgate.yaml` a run reads. definitions/project.ts reads and checks them.
 */
import type { Limits } from '../engine/world.js';

export interface Sender {
  address: string;
  verified: boolean;
  default?: boolean;
}

export interface ConnectionSetup {
  base_url?: string;
  auth?: 'none' | 'api_key' | 'bearer' | 'basic' | 'oauth2';
  header?: string;
  [setting: string]: unknown;
}

export interface ConnectionSpec {
  kind: 'http' | 'ai' | 'sftp' | 's3';
  provider?: string;
  test?: ConnectionSetup;
  production?: ConnectionSetup;
  secrets?: Record<string, string>;
  /** An http connection's OpenAPI document, relative to the root (flowgate.md §11). */
  openapi?: string;
}

export interface WorldSettings {
  senders: Sender[];
  /** Company variables (GIVEN-12: used by real runs; a test's come from `given.vars`). */
  vars: Record<string, unknown>;
  limits: Limits;
  connections: Record<string, ConnectionSpec>;
}
