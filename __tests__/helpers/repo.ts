/** Temporary repositories on disk for discovery, CLI and harness tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function makeRepo(files: Record<string, string | unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'flowgate-test-'));
  writeFiles(root, files);
  return root;
}

export function writeFiles(root: string, files: Record<string, string | unknown>): void {
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
}

export const simpleWorkflow = (name: string) => `name: ${name}
on:
  manual: {}
steps:
  - id: a
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 + 1 }}" }
`;

export const passingCases = [
  { name: 'computes two', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 2 }] } },
];

/** A workflow whose cases reach only half of its outcomes (step b never runs): for coverage gates. */
export const halfCoveredWorkflow = `name: half
on:
  manual: {}
steps:
  - id: a
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 + 1 }}" }
  - id: b
    if: "\${{ steps.a.outputs.result == 3 }}"
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 }}" }
`;
