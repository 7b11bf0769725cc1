/**
 * A version's `contracts` (CONTRACT-15): per documented connection its cases reached or
 * that it binds, the operations they exercised and those they never did (`METHOD path`,
 * in the document's order), and the number of divergences.
 */
import type { ApiContract } from '../../definitions/openapi/contracts.js';
import type { ConnectionUse } from './case.js';

export interface ConnectionContract {
  /** The document, as connections.yaml names it. */
  document: string;
  exercised: string[];
  never_exercised: string[];
  divergences: number;
}

export type VersionContracts = Record<string, ConnectionContract>;

export function versionContracts(contracts: ReadonlyMap<string, ApiContract>, bound: readonly string[], cases: readonly ReadonlyMap<string, ConnectionUse>[]): VersionContracts | undefined {
  const names = new Set(bound.filter((name) => contracts.has(name)));
  for (const uses of cases) for (const name of uses.keys()) names.add(name);
  if (names.size === 0) return undefined;
  const result: VersionContracts = {};
  for (const name of [...names].sort()) {
    const contract = contracts.get(name)!;
    const exercised = new Set<string>();
    let divergences = 0;
    for (const uses of cases) {
      const use = uses.get(name);
      if (!use) continue;
      for (const key of use.exercised) exercised.add(key);
      divergences += use.divergences;
    }
    const keys = contract.operations.map((operation) => operation.key);
    Object.defineProperty(result, name, {
      value: { document: contract.document.path, exercised: keys.filter((key) => exercised.has(key)), never_exercised: keys.filter((key) => !exercised.has(key)), divergences },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}
