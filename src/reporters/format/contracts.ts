/** A version's API contracts in words, for the terminal and the HTML report (CONTRACT-15). */
import type { ConnectionContract, VersionContracts } from '../../testing/contracts/version.js';

export function contractSummary(name: string, contract: ConnectionContract): string {
  const total = contract.exercised.length + contract.never_exercised.length;
  const divergences = contract.divergences === 1 ? '1 divergence' : `${contract.divergences} divergences`;
  return `API ${name} (${contract.document}): ${contract.exercised.length} of ${total} operations exercised, ${divergences}`;
}

export function contractLines(contracts: VersionContracts | undefined): { summary: string; never: string | null }[] {
  return Object.entries(contracts ?? {}).map(([name, contract]) => ({
    summary: contractSummary(name, contract),
    never: contract.never_exercised.length ? `never exercised: ${contract.never_exercised.join(', ')}` : null,
  }));
}
