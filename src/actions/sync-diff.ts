/**
 * platform/sync.diff@v1: finds created, updated and deleted records by key, against a
 * target list or against the step's snapshot of its last successful run
 * (built-in-actions.md §2 "Sync snapshot", §3, §4 sync.diff; SYNC-01..57).
 */
import { checkEmptySource } from './sync/diff.js';
import { syncError } from './sync/errors.js';
import { SYNC_LIMITS } from './sync/limits.js';
import { knownSecretValues } from './sync/secrets.js';
import { readSettings } from './sync/settings.js';
import { indexSide } from './sync/side.js';
import { diffWithSnapshot } from './sync/snapshot-mode.js';
import { diffWithTarget } from './sync/target-mode.js';
import { defineAction, type SaveIssue } from '../engine/action.js';

const fieldName = { type: 'string', minLength: 1 } as const;
const fieldList = { type: 'array', maxItems: SYNC_LIMITS.fieldLists, uniqueItems: true, items: fieldName } as const;
const keyFieldName = { ...fieldName, maxLength: SYNC_LIMITS.keyFieldNameLength } as const;
const keyedEntry = (extra: Record<string, unknown>, required: string[]) => ({
  type: 'array',
  items: { type: 'object', additionalProperties: false, required: ['key', ...required], properties: { key: {}, ...extra } },
});

export const syncDiff = defineAction({
  name: 'sync.diff',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['source', 'key'],
    properties: {
      // Items are checked at run time, so a bad record fails with sync_record_invalid (SYNC-33).
      source: { type: 'array' },
      target: { type: 'array' },
      snapshot: { type: 'boolean', default: false },
      key: {
        // One schema for both forms: string keywords apply to a name, array keywords to a list.
        type: ['string', 'array'],
        minLength: 1,
        maxLength: SYNC_LIMITS.keyFieldNameLength,
        minItems: 1,
        maxItems: SYNC_LIMITS.keyFields,
        uniqueItems: true,
        items: keyFieldName,
      },
      compare: fieldList,
      ignore: fieldList,
      trim_strings: { type: 'boolean', default: false },
      allow_empty_source: { type: 'boolean', default: false },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['mode', 'counts', 'created', 'updated', 'deleted', 'snapshot'],
    properties: {
      mode: { enum: ['target', 'snapshot'] },
      counts: {
        type: 'object',
        additionalProperties: false,
        required: ['source', 'target', 'created', 'updated', 'deleted', 'unchanged'],
        properties: Object.fromEntries(['source', 'target', 'created', 'updated', 'deleted', 'unchanged'].map((name) => [name, { type: 'integer', minimum: 0 }])),
      },
      created: keyedEntry({ record: { type: 'object' } }, ['record']),
      updated: keyedEntry(
        {
          record: { type: 'object' },
          changes: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['field', 'from', 'to'], properties: { field: { type: 'string' }, from: {}, to: {} } },
          },
        },
        ['record'],
      ),
      deleted: keyedEntry({ record: { type: 'object' } }, []),
      snapshot: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['previous', 'save_on_success'],
        properties: { previous: { enum: ['none', 'used', 'reset'] }, save_on_success: { type: 'boolean' } },
      },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = [];
    const hasTarget = 'target' in input;
    if (hasTarget && input.snapshot === true) {
      issues.push({ path: 'snapshot', code: 'sync_target_with_snapshot', message: 'set target or snapshot: true, not both' });
    }
    if (!hasTarget && input.snapshot !== true && !isDynamic('snapshot')) {
      issues.push({ path: 'target', code: 'sync_target_missing', message: 'set target, or snapshot: true to compare with the last successful run' });
    }
    return issues;
  },
  async run(input, ctx) {
    const snapshotMode = input.snapshot;
    if (snapshotMode && input.target !== undefined) throw syncError('sync_target_with_snapshot', 'target, snapshot: set target or snapshot: true, not both');
    if (!snapshotMode && input.target === undefined) throw syncError('sync_target_missing', 'target: set target, or snapshot: true to compare with the last successful run');
    if (snapshotMode && ctx.inForEach) throw syncError('sync_snapshot_in_for_each', 'snapshot: snapshot mode cannot be used inside for_each');

    const settings = readSettings(input);
    const secrets = knownSecretValues(ctx.world);
    const source = indexSide(input.source, 'source', settings, secrets);

    if (!snapshotMode) {
      const target = indexSide(input.target!, 'target', settings, secrets);
      checkEmptySource(source.records.length, target.records.length, input.allow_empty_source, 'target');
      return { mode: 'target', ...diffWithTarget(source, target, settings), snapshot: null };
    }
    const { diff, previous, saveOnSuccess } = diffWithSnapshot(ctx.world, ctx.stepId, source, settings, secrets, input.allow_empty_source);
    return { mode: 'snapshot', ...diff, snapshot: { previous, save_on_success: saveOnSuccess } };
  },
});
