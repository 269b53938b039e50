import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/**
 * Prints, for each failed test, what a reader of a CI log needs to understand it without the HTML
 * report: the test, the step that failed (test.step titles down to the failing action or expectation),
 * the error, the server's log lines during the test and where the trace is. Printed again together at
 * the end of the run.
 */
export default class FailureSummary implements Reporter {
  private readonly reports: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === "skipped") return;
    const lines = [`✘ ${test.titlePath().filter(Boolean).join(" › ")} (${result.status} after ${(result.duration / 1000).toFixed(1)} s)`];
    const step = failingStepPath(result.steps);
    lines.push(`  failing step: ${step.length > 0 ? step.join(" › ") : "(outside any step)"}`);
    const error = result.errors[0];
    if (error) {
      lines.push(`  error: ${firstLines(stripAnsi(error.message ?? String(error.value ?? "")), 6)}`);
      if (error.location) lines.push(`  at: ${error.location.file}:${error.location.line}`);
    }
    for (const attachment of result.attachments) {
      if (attachment.name === "server-log" && attachment.body) {
        lines.push("  server log during the test:", indent(attachment.body.toString("utf8").trimEnd(), "    "));
      }
      if (attachment.name === "trace" && attachment.path) {
        lines.push(`  trace: ${attachment.path}`, `    open it with: npx playwright show-trace ${attachment.path}`);
      }
    }
    const report = lines.join("\n");
    this.reports.push(report);
    console.log(`\n${report}\n`);
  }

  onEnd(result: FullResult): void {
    if (this.reports.length === 0) return;
    console.log(`\n=== ${this.reports.length} failed e2e test(s) (run status: ${result.status}) ===\n`);
    console.log(this.reports.join("\n\n"));
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** Titles from the outermost failed step down to the innermost one that failed. */
function failingStepPath(steps: TestStep[]): string[] {
  const failed = steps.find((step) => step.error && step.category !== "hook" && step.category !== "fixture");
  if (!failed) return [];
  return [failed.title, ...failingStepPath(failed.steps)];
}

function firstLines(text: string, count: number): string {
  const lines = text.split("\n");
  return lines.slice(0, count).join("\n    ") + (lines.length > count ? "\n    ..." : "");
}

function indent(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}
