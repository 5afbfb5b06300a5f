import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { createApp } from '../../infra/app.js';
import { PROJECT_ROOT } from '../../infra/constructs/paths.js';

interface ReportViolation {
  ruleName: string;
  severity: string;
  violatingConstructs?: { constructPath: string }[];
  violatingResources?: { constructPath?: string }[];
}
interface ValidationReport {
  pluginReports: { pluginName: string; violations: ReportViolation[] }[];
}

/**
 * Builds and synthesizes the whole app once, in a temporary folder, with the feature flags of cdk.json and
 * bundling skipped (function code is not needed to check the infrastructure). Validation failures do not throw,
 * so each test can report the findings of its own stack.
 */
export function synthApp(context: Record<string, unknown> = {}) {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketday-cdk-'));
  const built = createApp({
    outdir,
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      '@aws-cdk/core:failSynthOnValidationErrors': false,
      // No SPA build unless a test asks for one.
      webDistDir: path.join(outdir, 'no-web-build'),
      ...context,
    },
  });
  const assembly = built.app.synth();
  const reportFile = path.join(assembly.directory, 'validation-report.json');
  const report: ValidationReport = fs.existsSync(reportFile)
    ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ValidationReport)
    : { pluginReports: [] };

  /** cdk-nag AwsSolutions errors left unacknowledged in a stack, as "rule at construct path". */
  function nagErrors(stack: Stack): string[] {
    const found: string[] = [];
    for (const plugin of report.pluginReports) {
      for (const v of plugin.violations) {
        if (!v.ruleName.startsWith('AwsSolutions-') || !['error', 'fatal'].includes(v.severity.toLowerCase())) continue;
        const paths = [
          ...(v.violatingConstructs ?? []).map((c) => c.constructPath),
          ...(v.violatingResources ?? []).map((r) => r.constructPath ?? ''),
        ];
        for (const p of paths) {
          if (p === stack.node.path || p.startsWith(`${stack.node.path}/`)) found.push(`${v.ruleName} at ${p}`);
        }
      }
    }
    return found;
  }

  function cleanup(): void {
    fs.rmSync(outdir, { recursive: true, force: true });
  }

  return { ...built, assembly, report, nagErrors, cleanup };
}
