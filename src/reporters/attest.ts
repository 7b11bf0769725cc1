/** `--attest FILE` (TRUST-17, TRUST-18): the in-toto test-result statement, and FILE.subjects beside it. */
import { attestationOf, subjectsText } from '../testing/attestation.js';
import type { Reporter } from '../testing/session.js';
import type { ReporterContext } from './context.js';
import { writeReportFile } from './report-files.js';

export function attestReporter(ctx: ReporterContext, options: { file: string }): Reporter {
  return {
    onRunEnd: ({ report }) => {
      const attestation = attestationOf(report, ctx.env);
      writeReportFile(ctx, options.file, [`${JSON.stringify(attestation, null, 2)}\n`]);
      writeReportFile(ctx, `${options.file}.subjects`, [subjectsText(attestation)]);
    },
  };
}
