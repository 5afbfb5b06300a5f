import { createRequire } from 'node:module';
import type * as FileType from 'file-type';

/** Enough of a file's start for file-type to recognise PDF, JPEG, PNG and HEIC. */
export const DOCUMENT_SNIFF_BYTES = 4100;

/** The content type a file's first bytes show, whatever its name or declared type say; undefined when unknown. */
export type FileSniffer = (firstBytes: Buffer) => Promise<string | undefined>;

/**
 * file-type knows hundreds of formats and would take most of the function's bundle budget: in AWS it comes from the
 * image tools layer (infra/constructs/image-tools-layer.ts), which only CommonJS resolution finds (NODE_PATH;
 * file-type is ESM, loaded by require(esm)). Only registering an upload needs it, so it loads on first use.
 */
const requireTool = createRequire(import.meta.url);
let fileTypeModule: typeof FileType | undefined;

export function makeFileSniffer(): FileSniffer {
  return async (firstBytes) => {
    fileTypeModule ??= requireTool('file-type') as typeof FileType;
    const type = await fileTypeModule.fileTypeFromBuffer(firstBytes);
    // HEIC photos are HEIF files; file-type names some of them image/heif.
    return type?.mime === 'image/heif' ? 'image/heic' : type?.mime;
  };
}
