/*
 * The owner console's activity log (issue 19 item 1): every change staff make to a tenant's menus,
 * locations, promotions, brand or customers is one entry, written in the same transaction as the
 * change, and listed newest first at GET /api/staff/audit (owner only).
 */

/** What an entry changed: the fields that differ, as they were and as they became. */
export interface AuditChanges {
  /** Null when the entity was created. */
  before: Record<string, unknown> | null;
  /** Null when the entity was deleted. */
  after: Record<string, unknown> | null;
}

export type AuditAction = 'create' | 'update' | 'delete' | 'reorder' | 'upload';

export interface ApiAuditEntry {
  _id: string;
  /** What kind of thing changed: 'menu', 'menu_section', 'menu_item', 'location', … */
  entity: string;
  entityId: string;
  action: AuditAction;
  /** The location the change belongs to, when it belongs to one. */
  restaurantId: string | null;
  /** Who made it (null once their account was removed: the id stays in `staffAccountId`). */
  staff: { _id: string; name: string; email: string } | null;
  staffAccountId: string;
  changes: AuditChanges;
  /**
   * What changed, by its name when it was changed ('Chicken Pot Pie', a coupon's name, a holiday's
   * date, a customer's email), so an entry that changed only a price still says of what; null for
   * what has no name (the brand, a list's order).
   */
  entityName: string | null;
  /**
   * The change in words ('Paused pickup orders until 5:00 PM'), where the write gives one (the
   * kitchen's controls, staff accounts); null: the entity, action and fields say it.
   */
  summary: string | null;
  /** ISO 8601 instant. */
  createdAt: string;
}

export interface AuditEntriesResponse {
  entries: ApiAuditEntry[];
  /** Pass as `?cursor=` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** The shape an entity name has (the filter's rule, on both sides). */
export const AUDIT_ENTITY_PATTERN = /^[a-z][a-z_]{0,39}$/;

export const OWNER_CONSOLE_MESSAGES = {
  ownerOnly: 'Only the owner can change the restaurant’s settings.',
  saved: 'Saved.',
  entityInvalid: 'entity must be a word such as menu_item.',
  imageKind: 'kind must be one of logo, favicon, gallery, dish or gift-card.',
} as const;

/**
 * POST /api/staff/images?kind=…: what an uploaded image is for, which decides the size sharp makes
 * of it. The form that asked for it then saves the address it is given (and that save is audited).
 */
export const CONSOLE_IMAGE_KINDS = ['logo', 'favicon', 'gallery', 'dish', 'gift-card'] as const;
export type ConsoleImageKind = (typeof CONSOLE_IMAGE_KINDS)[number];
