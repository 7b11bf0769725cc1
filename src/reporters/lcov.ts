/** CLI-29: workflow coverage as an LCOV file, naming each workflow.yaml from the working folder, where coverage services look from. */
import { join, relative, sep } from 'node:path';
import { renderLcov } from '../testing/coverage/lcov.js';
import type { Reporter } from '../testing/session.js';
import type { ReporterContext } from './context.js';
import { writeReportFile } from './report-files.js';

export function lcovReporter(ctx: ReporterContext, options: { file: string }): Reporter {
  return {
    onRunEnd: ({ report, root }) => {
      const text = renderLcov(report, (definition) => relative(ctx.cwd, join(root, definition)).split(sep).join('/'));
      writeReportFile(ctx, options.file, [text]);
    },
  };
}
