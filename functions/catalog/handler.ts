import {
  areaListQuerySchema,
  createAreaSchema,
  createLandmarkTypeSchema,
  createSpaceTypeSchema,
  createVendorTypeSchema,
  putSpaceTypeFeesSchema,
  updateAreaSchema,
  updateLandmarkTypeSchema,
  updateSpaceTypeSchema,
  updateVendorTypeSchema,
} from '../../shared/schemas/catalog.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import type { CatalogService } from './catalog.service.js';

export function makeCatalogHandlers(deps: { catalog: CatalogService }): Record<string, RouteHandler> {
  const { catalog } = deps;
  const id = (req: Parameters<RouteHandler>[0]) => req.params.id ?? '';
  return {
    'GET /api/areas': async (req) => json(await catalog.listAreas(parseWith(areaListQuerySchema, req.query).marketId)),
    'POST /api/areas': async (req) => json(await catalog.createArea(parseWith(createAreaSchema, req.body)), 201),
    'PATCH /api/areas/{id}': async (req) =>
      json(await catalog.updateArea(id(req), parseWith(updateAreaSchema, req.body))),

    'GET /api/vendors/vendor-types': async () => json(await catalog.listVendorTypes()),
    'POST /api/vendor-types': async (req) =>
      json(await catalog.createVendorType(parseWith(createVendorTypeSchema, req.body)), 201),
    'PATCH /api/vendor-types/{id}': async (req) =>
      json(await catalog.updateVendorType(id(req), parseWith(updateVendorTypeSchema, req.body))),

    'GET /api/space-types': async () => json(await catalog.listSpaceTypes()),
    'POST /api/space-types': async (req) =>
      json(await catalog.createSpaceType(parseWith(createSpaceTypeSchema, req.body)), 201),
    'PATCH /api/space-types/{id}': async (req) =>
      json(await catalog.updateSpaceType(id(req), parseWith(updateSpaceTypeSchema, req.body))),
    'PUT /api/space-types/{id}/fees': async (req) =>
      json(await catalog.putFees(id(req), parseWith(putSpaceTypeFeesSchema, req.body))),

    'GET /api/landmark-types': async () => json(await catalog.listLandmarkTypes()),
    'POST /api/landmark-types': async (req) =>
      json(await catalog.createLandmarkType(parseWith(createLandmarkTypeSchema, req.body)), 201),
    'PATCH /api/landmark-types/{id}': async (req) =>
      json(await catalog.updateLandmarkType(id(req), parseWith(updateLandmarkTypeSchema, req.body))),
  };
}
