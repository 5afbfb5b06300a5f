/**
 * The strings of a vendor's public presence (spec 3 §2, §5, §8): profile edit, images, products, preview and
 * publish, the public vendor page, and the admins' review of pending content. Read by the API and the SPA alike.
 */
import { IMAGE_MAX_COUNT, type ImageType } from './profile-rules.js';
import { countOf } from './plural.js';
import { registerMessageCodes } from './message-codes.js';

export const PROFILE_MSG = {
  // profile edit (spec 3 §2)
  accessDenied: 'Access Denied',
  noPermission: "You don't have permission to view the vendor profile.",
  noEditPermission: "You don't have permission to edit the vendor profile.",
  noVendor: 'Your account is not linked to a vendor.',
  loadFailed: 'Failed to load the vendor profile.',
  profileSaved: 'Your public profile has been saved.',
  publicNotice: 'All content on your profile is public and may be reviewed by market administrators.',
  saving: 'Saving...',
  profileUpdatedTitle: 'Profile Updated',
  updateFailedTitle: 'Update Failed',
  emptyResponse: 'Empty response from server',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  // images (spec 3 §2, §5, §8)
  pendingApproval: 'Pending Approval',
  invalidFileTitle: 'Invalid File',
  notAnImage: 'Please upload an image file.',
  fileTooLargeTitle: 'File Too Large',
  imageTooLarge: 'Please upload an image smaller than 5MB.',
  oneLogo: 'You can only have one logo. Please delete the existing logo first.',
  tooManyPhotos: (max: number, type: string) =>
    `You can only have ${max} ${type} photos. Please delete some existing photos first.`,
  uploadFailed: 'Failed to upload image',
  deleteImageFailed: 'Failed to delete image',
  imageUploadedTitle: 'Image Uploaded',
  imageUploadedText: 'Your image was uploaded and is pending approval.',
  imageDeletedTitle: 'Image Deleted',
  imageDeletedText: 'The image has been removed.',
  deleteImageConfirm: 'Are you sure you want to delete this image?',
  tooManyTitle: 'Too Many Images',
  imagesLoadFailed: 'Failed to load images.',
  noImages: 'No images yet.',
  /** The upload's key does not name an object this vendor was given, or the object is gone. */
  uploadNotFound: 'The uploaded file was not found. Please upload it again.',
  imageNotFound: 'Image not found',
  emailTaken: 'A vendor with this email address already exists',
  changedMeanwhile: 'Your profile was just changed elsewhere. Reload and try again.',
  // products (spec 3 §2, §8)
  deleteProductConfirm: 'Are you sure you want to delete this product?',
  saveProductFailed: 'Failed to save product. Please try again.',
  productAddedTitle: 'Product Added',
  productUpdatedTitle: 'Product Updated',
  productPendingText: 'Your product is pending approval.',
  productDeletedTitle: 'Product Deleted',
  productDeletedText: 'The product has been removed.',
  deleteProductFailed: 'Failed to delete product',
  productsLoadFailed: 'Failed to load products.',
  noProducts: 'No products yet. Add the first one.',
  productNameRequired: 'Product name is required',
  unknownCategory: 'Choose a category from the list',
  unknownCertification: 'Choose certifications from the list',
  invalidMonth: 'Choose a month from January to December',
  productNotFound: 'Product not found',
  productImageNotFound: 'Choose one of your product photos',
  // preview and publish (spec 3 §2, §8)
  pendingBanner:
    'Some of your content is pending approval from market administrators. Only approved content will be visible to the public.',
  publish: 'Publish Profile',
  unpublish: 'Unpublish Profile',
  publishFailed: 'Failed to publish profile. Please try again.',
  unpublishFailed: 'Failed to unpublish profile',
  publishedTitle: 'Profile Published',
  unpublishedTitle: 'Profile Unpublished',
  publishedText: 'Your profile is now visible to the public.',
  unpublishedText: 'Your profile is no longer visible to the public.',
  // public vendor page (spec 3 §2)
  vendorNotFound: 'Vendor Not Found',
  vendorNotFoundText: 'This vendor does not exist or has no public profile.',
  viewMap: 'View the market map',
  backToMap: 'Back to Market Map',
  yearsAtMarket: (n: number) => `${countOf(n, 'year')} at the market`,
  contactAndSocial: 'Contact & Social',
  etsyShop: 'Etsy Shop',
  ourStory: 'Our Story',
  ourBooth: 'Our Market Booth',
  ourProducts: 'Our Products',
  available: (start: string, end: string) => `Available: ${start} - ${end}`,
  // admin content review
  reviewHeading: 'Content awaiting approval',
  reviewEmpty: 'No content is awaiting approval.',
  reviewLoadFailed: 'Failed to load content awaiting approval.',
  approved: 'Content Approved',
  rejected: 'Content Rejected',
  contentNotFound: 'This content was not found. It may have been deleted.',
  approveFailed: 'Failed to approve content',
  rejectFailed: 'Failed to reject content',
  bulkDone: (action: 'approve' | 'reject', succeeded: number, failed: number) =>
    `${succeeded} ${action === 'approve' ? 'approved' : 'rejected'}${failed ? `, ${failed} failed` : ''}.`,
  // the profile's and products' field checks (shared/schemas/vendor-profile.ts)
  fieldChecks: {
    /** "Use at most N characters" for each limit the profile's texts have. */
    useAtMost: {
      100: 'Use at most 100 characters',
      200: 'Use at most 200 characters',
      500: 'Use at most 500 characters',
      2000: 'Use at most 2000 characters',
      5000: 'Use at most 5000 characters',
    },
    yearsWhole: 'Years at the market must be a whole number',
    yearsNegative: 'Years at the market cannot be negative',
    yearsTooMany: 'Years at the market must be at most 200',
    emailInvalid: 'Invalid email address',
    phoneTooShort: 'Phone number must be at least 10 digits',
    imageTypeInvalid: 'Choose an image type: logo, booth or product',
    reviewActionInvalid: 'Choose approve or reject',
    reviewNothingSelected: 'Select at least one image or product',
  },
} as const;

/** The spec's per-type count message (spec 3 §5). */
export function imageLimitMessage(type: ImageType): string {
  return type === 'logo' ? PROFILE_MSG.oneLogo : PROFILE_MSG.tooManyPhotos(IMAGE_MAX_COUNT[type], type);
}

registerMessageCodes({ PROFILE_MSG });
