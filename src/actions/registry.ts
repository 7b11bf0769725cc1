/**
 * The built-in actions by name. Modules are light: heavy libraries are loaded inside
 * `run` the first time a step needs them.
 *
 * A new built-in action is its module (`defineAction`, with its facts), one line in
 * MODULES and its test; nothing else lists actions (__tests__/actions/registry.test.ts).
 */
import { emailSend } from './email-send.js';
import { evaluate } from './evaluate.js';
import { httpRequest } from './http-request.js';
import { stateGet, stateSet } from './state.js';
import type { ActionModule } from '../engine/action.js';
import { wait } from './wait.js';
import { webhookSend } from './webhook-send.js';
import { aiGenerate } from './ai-generate.js';
import { transform } from './transform.js';
import { syncDiff } from './sync-diff.js';
import { pdfRender } from './pdf-render.js';
import { jsonMap } from './json-map.js';
import { csvBuild } from './csv-build.js';
import { csvParse } from './csv-parse.js';
import { fixedParse } from './fixed-parse.js';
import { fixedBuild } from './fixed-build.js';
import { xmlParse } from './xml-parse.js';
import { xmlBuild } from './xml-build.js';
import { xmlSplit } from './xml-split.js';
import { xlsxRead } from './xlsx-read.js';
import { xlsxWrite } from './xlsx-write.js';
import { zip } from './zip.js';
import { unzip } from './unzip.js';
import { filesDelete, filesDownload, filesList, filesMove, filesUpload } from './files/index.js';

const MODULES: readonly ActionModule[] = [
  evaluate,
  stateGet,
  stateSet,
  wait,
  httpRequest,
  emailSend,
  webhookSend,
  aiGenerate,
  transform,
  jsonMap,
  csvBuild,
  csvParse,
  xmlParse,
  xmlBuild,
  xmlSplit,
  xlsxRead,
  xlsxWrite,
  fixedParse,
  fixedBuild,
  zip,
  unzip,
  pdfRender,
  syncDiff,
  filesList,
  filesDownload,
  filesUpload,
  filesMove,
  filesDelete,
];

const BY_NAME = new Map(MODULES.map((module) => [module.name, module]));

/** `platform/<name>@v1` → its module, or undefined for an unknown action. */
export function builtInAction(uses: string): ActionModule | undefined {
  const match = /^platform\/([a-z][a-z0-9_.]*)@v1$/.exec(uses);
  return match ? BY_NAME.get(match[1]!) : undefined;
}

export function builtInActionNames(): string[] {
  return [...BY_NAME.keys()];
}

export function builtInActions(): readonly ActionModule[] {
  return MODULES;
}
