import { PROFILE_MSG } from '../api/messages';
import { IMAGE_LIMITS, MAX_IMAGE_BYTES, type ImageType } from '../api/types';

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
  const max = IMAGE_LIMITS[imageType];
  if (existing >= max) {
    return {
      title: PROFILE_MSG.tooManyTitle,
      message: imageType === 'logo' ? PROFILE_MSG.tooManyLogos : PROFILE_MSG.tooManyPhotos(max, imageType),
    };
  }
  if (!file.type.startsWith('image/')) return { title: PROFILE_MSG.invalidFileTitle, message: PROFILE_MSG.invalidFile };
  if (file.size > MAX_IMAGE_BYTES) return { title: PROFILE_MSG.fileTooLargeTitle, message: PROFILE_MSG.fileTooLarge };
  return null;
}
