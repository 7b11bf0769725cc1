// Ends the run with the plain line CI reads: `N passed, N failed`.
export default class CountReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedTests += 1;
        else skipped += 1;
      }
      // A file that failed with no failed test (it could not load, or a beforeAll threw
      // and its tests were skipped) is one failure: the run is red, so the line says so.
      failed += failedTests + (module.state() === 'failed' && failedTests === 0 ? 1 : 0);
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
