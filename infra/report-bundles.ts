/**
 * Runs after `cdk synth`: finds the bundle of each of the product's functions in the cloud assembly and prints
 * its size. Exits non-zero when a bundle is over budget or when no bundle can be found.
 *
 *   tsx infra/report-bundles.ts [cloud-assembly-dir]
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_BUDGET_KB, BUNDLE_METADATA_KEY } from './constructs/bundle-budget.js';
import { PROJECT_ROOT } from './constructs/paths.js';

interface Artifact {
  type: string;
  properties?: { templateFile?: string; file?: string };
}
interface CfnResource {
  Type: string;
  Metadata?: Record<string, unknown>;
  Properties?: { Code?: { S3Key?: unknown } };
}
interface AssetManifest {
  files?: Record<string, { source?: { path?: string } }>;
}
export interface BundleRow {
  name: string;
  stack: string;
  file: string;
  bytes: number;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function folderBytes(dir: string): { bytes: number; main: string } {
  let bytes = 0;
  let main = '';
  let mainBytes = -1;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const size = fs.statSync(full).size;
    bytes += size;
    if (size > mainBytes) {
      mainBytes = size;
      main = path.relative(dir, full);
    }
  }
  return { bytes, main };
}

function defaultAssemblyDir(): string {
  const cdkJsonFile = path.join(PROJECT_ROOT, 'cdk.json');
  const output = fs.existsSync(cdkJsonFile) ? readJson<{ output?: string }>(cdkJsonFile).output : undefined;
  return path.resolve(PROJECT_ROOT, output ?? 'cdk.out');
}

export function collectBundles(assemblyDir: string): BundleRow[] {
  const manifest = readJson<{ artifacts?: Record<string, Artifact> }>(path.join(assemblyDir, 'manifest.json'));
  const artifacts = Object.entries(manifest.artifacts ?? {});

  // Asset hash → staged folder, from every asset manifest of the assembly.
  const assetFolders = new Map<string, string>();
  for (const [, artifact] of artifacts) {
    if (artifact.type !== 'cdk:asset-manifest' || !artifact.properties?.file) continue;
    const assets = readJson<AssetManifest>(path.join(assemblyDir, artifact.properties.file));
    for (const [hash, asset] of Object.entries(assets.files ?? {})) {
      if (asset.source?.path) assetFolders.set(hash, asset.source.path);
    }
  }

  const rows: BundleRow[] = [];
  for (const [stack, artifact] of artifacts) {
    if (artifact.type !== 'aws:cloudformation:stack' || !artifact.properties?.templateFile) continue;
    const template = readJson<{ Resources?: Record<string, CfnResource> }>(
      path.join(assemblyDir, artifact.properties.templateFile),
    );
    for (const [logicalId, resource] of Object.entries(template.Resources ?? {})) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const name = resource.Metadata?.[BUNDLE_METADATA_KEY];
      if (typeof name !== 'string') continue;

      let assetPath = resource.Metadata?.['aws:asset:path'];
      if (typeof assetPath !== 'string') {
        const key = resource.Properties?.Code?.S3Key;
        const hash = typeof key === 'string' ? key.replace(/\.zip$/, '') : undefined;
        assetPath = hash ? assetFolders.get(hash) : undefined;
      }
      if (typeof assetPath !== 'string') {
        throw new Error(`No bundle found for ${stack}/${logicalId} (${name}); was it synthesized with bundling?`);
      }
      const dir = path.resolve(assemblyDir, assetPath);
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
        throw new Error(`Bundle folder ${assetPath} of ${name} is missing from ${assemblyDir}.`);
      }
      const { bytes, main } = folderBytes(dir);
      rows.push({ name, stack, file: main, bytes });
    }
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** The bundles over the budget. */
export function overBudget(rows: BundleRow[]): BundleRow[] {
  return rows.filter((r) => r.bytes > BUNDLE_BUDGET_KB * 1024);
}

/** A table of the bundles, one row each, over-budget ones marked. */
export function formatBundleTable(rows: BundleRow[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const header = ['function', 'stack', 'file', 'size (KB)'];
  const body = rows.map((r) => [
    r.name,
    r.stack,
    r.file,
    `${kb(r.bytes)}${r.bytes > BUNDLE_BUDGET_KB * 1024 ? '  OVER BUDGET' : ''}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 3 ? c : c.padEnd(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function main(): void {
  const assemblyDir = path.resolve(process.argv[2] ?? defaultAssemblyDir());
  if (!fs.existsSync(path.join(assemblyDir, 'manifest.json'))) {
    console.error(`No cloud assembly in ${assemblyDir}; run \`cdk synth\` first.`);
    process.exit(1);
  }
  const rows = collectBundles(assemblyDir);
  if (rows.length === 0) {
    console.error('No function bundles found in the cloud assembly.');
    process.exit(1);
  }
  console.log(formatBundleTable(rows));

  const over = overBudget(rows);
  if (over.length > 0) {
    console.error(
      `\n${over.length} function bundle(s) over the ${BUNDLE_BUDGET_KB} KB budget: ${over.map((r) => r.name).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`\nAll ${rows.length} bundles within the ${BUNDLE_BUDGET_KB} KB budget.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
