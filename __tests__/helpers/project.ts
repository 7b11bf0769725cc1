import { DEFAULT_LIMITS, type Project } from '../../src/definitions/project.js';

/** A project with no settings files, for tests that need one. */
export function emptyProject(overrides: Partial<Project> = {}): Project {
  return {
    root: '/nonexistent',
    paths: { templates: 'templates' },
    senders: [],
    vars: {},
    limits: DEFAULT_LIMITS,
    connections: {},
    problems: [],
    contracts: new Map(),
    contractMode: 'fail',
    cache: false,
    ...overrides,
  };
}
