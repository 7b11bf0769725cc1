import { describe, expect, it } from 'vitest';
import { filesDownload } from '../../src/actions/files/download.js';
import { filesUpload } from '../../src/actions/files/upload.js';
import { DEFAULT_LIMITS } from '../../src/definitions/project.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { caseWorld } from '../../src/testing/case-world.js';
import { emptyProject } from '../helpers/project.js';
import { CONNECTIONS, failure, filesWorld, runFiles, seed } from './files-helpers.js';

const download = (world: TestWorld, input: Record<string, unknown>) => runFiles(world, filesDownload, input);

describe('files.download on test storage', () => {
  it('FILES-15 FILES-17 copies the file into an artifact named after the file; outputs artifact and file', async () => {
    const world = filesWorld({ now: '2026-03-02T07:30:00Z' });
    await runFiles(world, filesUpload, { path: 'exports/orders.csv', text: 'id\r\n1\r\n' });
    const out = await download(world, { path: 'exports/orders.csv' });
    expect(out).toEqual({
      artifact: { id: expect.any(String), name: 'orders.csv', content_type: 'text/csv', size_bytes: 7 },
      file: { path: 'exports/orders.csv', name: 'orders.csv', size: 7, modified: '2026-03-02T07:30:00Z' },
    });
    const artifact = world.artifacts.get('orders.csv')!;
    expect(Buffer.from(artifact.data).toString('utf8')).toBe('id\r\n1\r\n');
    expect(artifact.step).toBe('files');
    expect(artifact.id).toBe(out.artifact.id);
  });

  it('FILES-15 artifact_name names the artifact; 1 to 200 characters, a plain file name', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'x');
    expect((await download(world, { path: 'a.csv', artifact_name: 'today.csv' })).artifact.name).toBe('today.csv');
    expect((await download(world, { path: 'a.csv', artifact_name: 'n'.repeat(200) })).artifact.name).toHaveLength(200);
    for (const name of ['', 'n'.repeat(201), 'sub/today.csv', '..\\x', '..', 'a\nb']) {
      const error = await failure(download(world, { path: 'a.csv', artifact_name: name }));
      expect(error.code, name).toBe('invalid_input');
      expect(error.message).toMatch(/^artifact_name/);
    }
  });

  it('FILES-16 the content type is guessed from the file name unless content_type is given', async () => {
    const world = filesWorld();
    seed(world, 'Report.PDF', '%PDF');
    seed(world, 'blob', '?');
    seed(world, 'data.json', '{}');
    expect((await download(world, { path: 'Report.PDF' })).artifact.content_type).toBe('application/pdf');
    expect((await download(world, { path: 'blob' })).artifact.content_type).toBe('application/octet-stream');
    // Guessed from the file's own name, not from artifact_name.
    expect((await download(world, { path: 'data.json', artifact_name: 'data.txt' })).artifact.content_type).toBe('application/json');
    expect((await download(world, { path: 'data.json', content_type: 'application/vnd.acme+json' })).artifact.content_type).toBe('application/vnd.acme+json');
  });

  it('FILES-16 content_type has 1 to 200 characters and is one line', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'x');
    for (const type of ['', 't'.repeat(201), 'text/csv\r\nX-Evil: 1']) {
      expect((await failure(download(world, { path: 'a.csv', content_type: type }))).code).toBe('invalid_input');
    }
  });

  it('FILES-18 repeated artifact names get (2), (3) before the extension', async () => {
    const world = filesWorld();
    seed(world, 'a/report.csv', '1');
    seed(world, 'b/report.csv', '2');
    seed(world, 'c/report.csv', '3');
    const names = [];
    for (const folder of ['a', 'b', 'c']) names.push((await download(world, { path: `${folder}/report.csv` })).artifact.name);
    expect(names).toEqual(['report.csv', 'report(2).csv', 'report(3).csv']);
    expect(Buffer.from(world.artifacts.get('report(3).csv')!.data).toString()).toBe('3');
  });

  it('FILES-14 SET-09 a missing file fails with file_not_found; path is required, 1 to 1024 characters', async () => {
    const world = filesWorld();
    const missing = await failure(download(world, { path: 'exports/secret-plan.csv' }));
    expect(missing.code).toBe('file_not_found');
    expect(missing.message).toMatch(/^path: /);
    expect(missing.message).not.toContain('secret-plan');
    expect((await failure(download(world, {}))).code).toBe('invalid_input');
    expect((await failure(download(world, { path: '' }))).code).toBe('invalid_input');
    expect((await failure(download(world, { path: 'a'.repeat(1025) }))).code).toBe('invalid_input');
    expect((await failure(download(world, { path: 'exports/' }))).code).toBe('invalid_input');
    expect(world.artifacts.list()).toHaveLength(0);
  });

  it('FILES-03 FILES-04 paths with . or .. parts are refused before the store is asked', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'x');
    for (const path of ['../a.csv', 'x/../a.csv', './a.csv', '%2e%2e/a.csv', 'x/%2E%2E/a.csv']) {
      expect((await failure(download(world, { path }))).code, path).toBe('invalid_input');
    }
  });

  it("FILES-17 a download counts toward the run's file limits and is refused before it is stored", async () => {
    const world = caseWorld(emptyProject({ connections: CONNECTIONS, limits: { ...DEFAULT_LIMITS, runFileMb: 1 } }), {});
    (world.fileStore(world.connection('outbox', 'sftp')) as any).put('big.bin', new Uint8Array(1024 * 1024 + 1), new Date());
    const error = await failure(download(world, { path: 'big.bin' }));
    expect(error.code).toBe('limit_exceeded');
    expect(world.artifacts.list()).toHaveLength(0);
  });
});
