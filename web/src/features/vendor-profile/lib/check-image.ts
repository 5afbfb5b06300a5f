import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { imageLimitMessage } from '@/i18n/shared/profile-messages';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, type ImageType } from '@shared/profile-rules';

export interface ImageRefusal {
  title: string;
  message: string;
}

/** Spec 3 §5: what is refused before anything is sent, in the order a person would fix it. */
export function checkImage(
  file: Pick<File, 'type' | 'size'>,
  imageType: ImageType,
  existing: number,
): ImageRefusal | null {
  if (existing >= IMAGE_MAX_COUNT[imageType]) {
    return { title: PROFILE_MSG.tooManyTitle, message: imageLimitMessage(imageType) };
  }
  // The server takes these four kinds only; another image type would be refused after a whole upload.
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return { title: PROFILE_MSG.invalidFileTitle, message: PROFILE_MSG.notAnImage };
  if (file.size > IMAGE_MAX_BYTES) return { title: PROFILE_MSG.fileTooLargeTitle, message: PROFILE_MSG.imageTooLarge };
  return null;
}

/** The server refuses with the same sentences (after reading the file itself); they keep the same titles. */
export function refusalTitle(message: string, fallback: string): string {
  if (message === PROFILE_MSG.notAnImage) return PROFILE_MSG.invalidFileTitle;
  if (message === PROFILE_MSG.imageTooLarge) return PROFILE_MSG.fileTooLargeTitle;
  if (message === PROFILE_MSG.oneLogo || /^You can only have \d+ \w+ photos\./.test(message)) {
    return PROFILE_MSG.tooManyTitle;
  }
  return fallback;
}
