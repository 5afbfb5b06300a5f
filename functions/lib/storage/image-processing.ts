import { createRequire } from 'node:module';
import type * as FileType from 'file-type';
import type Sharp from 'sharp';
import { IMAGE_CONTENT_TYPES, IMAGE_THUMB_MAX_PX, IMAGE_WEB_MAX_PX } from '../../../shared/profile-rules.js';

/** Enough of a file's start for file-type to recognise every image format it knows. */
export const SNIFF_BYTES = 4100;

interface ImageVariants {
  web: Buffer;
  thumbnail: Buffer;
}

export interface ImageProcessor {
  /** The image type the file's first bytes show, when it is one the market accepts (JPEG, PNG, WebP, GIF). */
  detectImageType(firstBytes: Buffer): Promise<string | undefined>;
  /** The public variants: WebP, at most IMAGE_WEB_MAX_PX and IMAGE_THUMB_MAX_PX on the longest side. */
  makeVariants(original: Buffer): Promise<ImageVariants>;
}

const ACCEPTED = new Set<string>(IMAGE_CONTENT_TYPES);

/**
 * sharp (a native module with its own libvips) and file-type (which knows hundreds of formats) would make the function
 * bundle several times its budget: in AWS they come from a Lambda layer (infra/constructs/image-tools-layer.ts), which
 * only CommonJS resolution finds (NODE_PATH; file-type is ESM, loaded by require(esm)). Only uploads need them, so
 * they load on first use.
 */
const requireTool = createRequire(import.meta.url);
let sharpModule: typeof Sharp | undefined;
let fileTypeModule: typeof FileType | undefined;
function loadSharp(): typeof Sharp {
  sharpModule ??= requireTool('sharp') as typeof Sharp;
  return sharpModule;
}
function loadFileType(): typeof FileType {
  fileTypeModule ??= requireTool('file-type') as typeof FileType;
  return fileTypeModule;
}

export function makeSharpImageProcessor(): ImageProcessor {
  return {
    async detectImageType(firstBytes) {
      const type = await loadFileType().fileTypeFromBuffer(firstBytes);
      return type && ACCEPTED.has(type.mime) ? type.mime : undefined;
    },
    async makeVariants(original) {
      // rotate() applies the EXIF orientation a phone photo carries; the variants keep no metadata.
      const sharp = loadSharp();
      const base = () => sharp(original, { animated: false, limitInputPixels: 50_000_000 }).rotate();
      const [web, thumbnail] = await Promise.all([
        base()
          .resize({ width: IMAGE_WEB_MAX_PX, height: IMAGE_WEB_MAX_PX, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        base()
          .resize({ width: IMAGE_THUMB_MAX_PX, height: IMAGE_THUMB_MAX_PX, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer(),
      ]);
      return { web, thumbnail };
    },
  };
}
