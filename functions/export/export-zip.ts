/**
 * The export's ZIP, written as it is read: each CSV file is deflated a page of rows at a time and its compressed
 * bytes are handed to the sink (the upload to the bucket) before the next page is read, so memory holds one page and
 * the deflate window whatever the size of the organisation. One file is open at a time; the manifest comes last,
 * once every file's row count is known.
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { csvLine, type CsvValue } from '../../shared/report-csv.js';

/** Takes the ZIP's bytes in order; resolves when it is ready for more. */
export type ZipSink = (chunk: Uint8Array) => Promise<void>;

export interface ManifestColumn {
  name: string;
  description: string;
}

export interface ManifestFile {
  name: string;
  rows: number;
  columns: ManifestColumn[];
}

export interface ExportManifest {
  exportedAt: string;
  organisation: { name: string; markets: string[] };
  /** Set on a vendor's own export: whose data the files hold. */
  vendor?: { id: string; name: string };
  files: ManifestFile[];
}

const MANIFEST_NAME = 'manifest.json';
const DEFLATE_LEVEL = 6;

export class ExportZipWriter {
  private readonly zip: Zip;
  private readonly ready: Uint8Array[] = [];
  private failure: Error | undefined;
  private finished = false;
  readonly files: ManifestFile[] = [];

  constructor(
    private readonly sink: ZipSink,
    private readonly mtime: Date,
  ) {
    this.zip = new Zip((err, chunk, final) => {
      if (err) this.failure = err;
      else if (chunk.length) this.ready.push(chunk);
      if (final) this.finished = true;
    });
  }

  /** Hands what the ZIP has produced so far to the sink, in order. */
  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.ready.length) await this.sink(this.ready.shift()!);
  }

  private open(name: string): ZipDeflate {
    const entry = new ZipDeflate(name, { level: DEFLATE_LEVEL });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    return entry;
  }

  /**
   * One CSV file: its header, then each page of rows as it comes. Answers the number of rows written, which the
   * manifest records with the file's columns.
   */
  async csv(
    name: string,
    columns: readonly ManifestColumn[],
    pages: AsyncIterable<readonly (readonly CsvValue[])[]>,
  ): Promise<number> {
    const entry = this.open(name);
    entry.push(strToU8(csvLine(columns.map((c) => c.name))));
    let rows = 0;
    for await (const page of pages) {
      if (!page.length) continue;
      entry.push(strToU8(page.map(csvLine).join('')));
      rows += page.length;
      await this.flush();
    }
    entry.push(new Uint8Array(0), true);
    await this.flush();
    this.files.push({ name, rows, columns: columns.map(({ name: n, description }) => ({ name: n, description })) });
    return rows;
  }

  /** Writes manifest.json (every file written so far, with its columns and rows) and closes the ZIP. */
  async finish(about: Omit<ExportManifest, 'files'>): Promise<ExportManifest> {
    const manifest: ExportManifest = { ...about, files: this.files };
    const entry = this.open(MANIFEST_NAME);
    entry.push(strToU8(`${JSON.stringify(manifest, null, 2)}\n`), true);
    this.zip.end();
    await this.flush();
    if (!this.finished) throw new Error('The ZIP did not close');
    return manifest;
  }
}
