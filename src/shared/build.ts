/**
 * flowgate's own version and build: the package's version and a digest of the code it
 * was built from (scripts/build-info.mjs). Reports and run keys name them, so a report
 * made by other code is never taken for this code's.
 */
import { FLOWGATE_BUILD } from './build.generated.js';

export interface FlowgateBuild {
  version: string;
  build: string;
}

export const flowgateBuild: FlowgateBuild = { version: FLOWGATE_BUILD.version, build: FLOWGATE_BUILD.build };

/** `flowgate 0.1.0 (build f54bc8f79a89fe5a)`. */
export function buildText(build: FlowgateBuild = flowgateBuild): string {
  return `flowgate ${build.version} (build ${build.build})`;
}
