/** Every item type's schema, by its `_type`: what the demo data and the tests check each stored item against. */
import type * as z from 'zod';
import { ITEM_TYPES, type ItemType } from './item-types.js';
import { uniqueGuardItemSchema } from './unique-guard.item.js';
import { systemSettingItemSchema } from './settings/setting.item.js';
import {
  areaItemSchema,
  documentTypeItemSchema,
  landmarkTypeItemSchema,
  spaceTypeFeeItemSchema,
  spaceTypeItemSchema,
  vendorTypeItemSchema,
} from './catalog/catalog.items.js';
import {
  documentItemSchema,
  paymentItemSchema,
  vendorAlertItemSchema,
  vendorAuditItemSchema,
  vendorDirectoryEntryItemSchema,
  vendorItemSchema,
} from './vendors/vendor.items.js';
import {
  assignmentGuardItemSchema,
  landmarkItemSchema,
  layoutItemSchema,
  layoutLandmarkItemSchema,
  layoutSpaceItemSchema,
  marketDateItemSchema,
  spaceItemSchema,
  spaceRequestItemSchema,
} from './market-dates/market-date.items.js';
import { notificationItemSchema } from './users/notification.item.js';
import { queuedMessageItemSchema } from '../messaging/queued-message.item.js';

/** Items whose shape is owned elsewhere (users, reset tokens, load markers) are absent: they are checked where written. */
export const ITEM_SCHEMAS: Partial<Record<ItemType, z.ZodType>> = {
  system_setting: systemSettingItemSchema,
  vendor_type: vendorTypeItemSchema,
  space_type: spaceTypeItemSchema,
  space_type_fee: spaceTypeFeeItemSchema,
  area: areaItemSchema,
  landmark_type: landmarkTypeItemSchema,
  document_type: documentTypeItemSchema,
  vendor: vendorItemSchema,
  vendor_directory_entry: vendorDirectoryEntryItemSchema,
  vendor_audit: vendorAuditItemSchema,
  unique_guard: uniqueGuardItemSchema,
  market_date: marketDateItemSchema,
  space: spaceItemSchema,
  landmark: landmarkItemSchema,
  space_request: spaceRequestItemSchema,
  payment: paymentItemSchema,
  document: documentItemSchema,
  vendor_alert: vendorAlertItemSchema,
  notification: notificationItemSchema,
  queued_message: queuedMessageItemSchema,
  layout: layoutItemSchema,
  layout_space: layoutSpaceItemSchema,
  layout_landmark: layoutLandmarkItemSchema,
  assignment_guard: assignmentGuardItemSchema,
};

export const isItemType = (value: string): value is ItemType => (ITEM_TYPES as readonly string[]).includes(value);
