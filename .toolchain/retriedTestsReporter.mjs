// A Vitest reporter for CI's one retry of browser tests (docs/decisions.md "Tests: one retry for browser tests on CI"):
// a test that failed and then passed on its retry is only marked "(retry x1)" by the default reporter, so the cause of
// the timing weakness is lost. This prints what the failed attempts threw (message and the test file's frames), once
// per such test, at the end of the run. Used next to the default reporter by the storefront's e2e and the story tests.
import { relative } from 'node:path';

export default class RetriedTestsReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const result = testCase.result();
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (result.state !== 'passed' || retries === 0) return;
    this.retried.push({
      name: testCase.fullName,
      file: testCase.module.moduleId,
      retries,
      errors: result.errors ?? [],
    });
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    const lines = [`\n${this.retried.length} test(s) passed only on a retry; what the failed attempt(s) threw:`];
    for (const { name, file, retries, errors } of this.retried) {
      lines.push(`\n  ${relative(process.cwd(), file)} > ${name} (retry x${retries})`);
      for (const error of errors) {
        lines.push(
          `    ${String(error.message ?? error)
            .split('\n')
            .slice(0, 8)
            .join('\n    ')}`,
        );
        const frames = (error.stacks ?? []).filter((frame) => frame.file === file).slice(0, 3);
        for (const frame of frames)
          lines.push(`      at ${relative(process.cwd(), frame.file)}:${frame.line}:${frame.column}`);
      }
    }
    console.log(lines.join('\n'));
  }
}
