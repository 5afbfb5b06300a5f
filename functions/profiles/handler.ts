import { PROFILE_MSG } from '../../shared/profile-messages.js';
import {
  bulkReviewRequestSchema,
  imageUploadUrlRequestSchema,
  productRequestSchema,
  registerImageRequestSchema,
  updateVendorProfileRequestSchema,
} from '../../shared/schemas/vendor-profile.js';
import { json, parseWith, type HttpRequest, type RouteHandler } from '../lib/http/http.js';
import { idempotent } from '../lib/http/idempotency.js';
import type { ContentReviewService } from './content-review.service.js';
import type { ProfilesService } from './profiles.service.js';

export function makeProfilesHandlers(deps: {
  profiles: ProfilesService;
  review: ContentReviewService;
}): Record<string, RouteHandler> {
  const { profiles, review } = deps;
  const param = (req: HttpRequest, name: string) => req.params[name] ?? '';
  const vendorId = (req: HttpRequest) => param(req, 'id');
  const body = (req: HttpRequest) => req.body ?? {};
  return {
    'PATCH /api/vendors/{id}/profile': async (req) =>
      json(
        await profiles.updateProfile(req.user!, vendorId(req), parseWith(updateVendorProfileRequestSchema, body(req))),
      ),
    'POST /api/vendors/{id}/profile/publish': async (req) =>
      json(await profiles.setPublished(req.user!, vendorId(req), true)),
    'POST /api/vendors/{id}/profile/unpublish': async (req) =>
      json(await profiles.setPublished(req.user!, vendorId(req), false)),

    'GET /api/vendors/{id}/images': async (req) => json(await profiles.images(req.user!, vendorId(req))),
    'POST /api/vendors/{id}/images/upload-url': async (req) =>
      json(await profiles.uploadUrl(req.user!, vendorId(req), parseWith(imageUploadUrlRequestSchema, body(req)))),
    'POST /api/vendors/{id}/images': async (req) =>
      json(
        await profiles.registerImage(req.user!, vendorId(req), parseWith(registerImageRequestSchema, body(req))),
        201,
      ),
    'DELETE /api/vendors/{id}/images/{imageId}': async (req) => {
      await profiles.deleteImage(req.user!, vendorId(req), param(req, 'imageId'));
      return json({ message: PROFILE_MSG.imageDeletedTitle });
    },

    'GET /api/vendors/{id}/products': async (req) => json(await profiles.products(req.user!, vendorId(req))),
    'POST /api/vendors/{id}/products': idempotent(async (req) =>
      json(
        await profiles.saveProduct(req.user!, vendorId(req), undefined, parseWith(productRequestSchema, body(req))),
        201,
      ),
    ),
    'PUT /api/vendors/{id}/products/{productId}': async (req) =>
      json(
        await profiles.saveProduct(
          req.user!,
          vendorId(req),
          param(req, 'productId'),
          parseWith(productRequestSchema, body(req)),
        ),
      ),
    'DELETE /api/vendors/{id}/products/{productId}': async (req) => {
      await profiles.deleteProduct(req.user!, vendorId(req), param(req, 'productId'));
      return json({ message: PROFILE_MSG.productDeletedTitle });
    },

    'POST /api/vendors/{id}/images/{imageId}/approve': async (req) =>
      json(await review.reviewImage(req.user!, { vendorId: vendorId(req), id: param(req, 'imageId') }, 'approve')),
    'POST /api/vendors/{id}/images/{imageId}/reject': async (req) =>
      json(await review.reviewImage(req.user!, { vendorId: vendorId(req), id: param(req, 'imageId') }, 'reject')),
    'POST /api/vendors/{id}/products/{productId}/approve': async (req) =>
      json(await review.reviewProduct(req.user!, { vendorId: vendorId(req), id: param(req, 'productId') }, 'approve')),
    'POST /api/vendors/{id}/products/{productId}/reject': async (req) =>
      json(await review.reviewProduct(req.user!, { vendorId: vendorId(req), id: param(req, 'productId') }, 'reject')),
    'GET /api/admin/content-review': async () => json(await review.pending()),
    'POST /api/admin/content-review/bulk': async (req) =>
      json(await review.bulk(req.user!, parseWith(bulkReviewRequestSchema, body(req)))),

    'GET /api/public/vendors/{id}': async (req) => json(await profiles.publicPage(vendorId(req))),
    'GET /api/public/vendors/{id}/images': async (req) => {
      const { images } = await profiles.publicPage(vendorId(req));
      return json({ images });
    },
    'GET /api/public/vendors/{id}/products': async (req) => {
      const { products } = await profiles.publicPage(vendorId(req));
      return json({ products });
    },
  };
}
