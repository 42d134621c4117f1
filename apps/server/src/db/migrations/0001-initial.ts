import { sql, type Kysely } from 'kysely';
import {
  bool,
  cents,
  createdAt,
  createIndex,
  position,
  required,
  tenantTable,
  timestamps,
  tokenColumns,
} from './builders';

/*
 * The whole data model, portable between SQLite and PostgreSQL (docs/decisions/0002-portable-schema.md):
 * ids are random text, money is integer cents, booleans are 0/1 integers, instants are ISO-8601 UTC text,
 * dates are YYYY-MM-DD and clock times HH:mm text, configuration aggregates are JSON text.
 * Every tenant-owned table carries tenant_id.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slogan', 'text')
    .addColumn('description', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('favicon_url', 'text')
    .addColumn('website_url', 'text')
    .addColumn('facebook_url', 'text')
    .addColumn('twitter_url', 'text')
    .addColumn('wechat_url', 'text')
    .addColumn('instagram_url', 'text')
    .addColumn('theme', 'text', (c) =>
      c
        .notNull()
        .defaultTo('gold')
        .check(sql`theme in ('gold', 'emerald')`),
    )
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('order_number_seq', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('reservation_number_seq', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('gift_card_order_number_seq', 'integer', (c) => c.notNull().defaultTo(500))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'tenants_website_url_idx', 'tenants', ['website_url']);

  await tenantTable(db, 'restaurants')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('address_1', 'text')
    .addColumn('address_2', 'text')
    .addColumn('city_town', 'text')
    .addColumn('state_province', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('CA'))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .$call(position)
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('regular_business_hours', 'text', (c) => c.notNull())
    .addColumn('rush_hour_settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('delivery_options', 'text', (c) => c.notNull())
    .addColumn('online_payment_settings', 'text', (c) => c.notNull().defaultTo('{}'))
    // Bumped on every menu write, so cached menu documents are keyed by it (safe across processes).
    .addColumn('menus_version', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .addUniqueConstraint('restaurants_tenant_slug_uq', ['tenant_id', 'slug'])
    .execute();
  await createIndex(db, 'restaurants_tenant_idx', 'restaurants', ['tenant_id', 'position']);

  await tenantTable(db, 'holiday_hours')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .$call(bool('is_open', 0))
    .addColumn('open_time', 'text')
    .addColumn('close_time', 'text')
    .addColumn('note', 'text')
    .addUniqueConstraint('holiday_hours_restaurant_date_uq', ['restaurant_id', 'date'])
    .execute();
  await createIndex(db, 'holiday_hours_tenant_idx', 'holiday_hours', ['tenant_id', 'date']);

  await tenantTable(db, 'menus')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('duration_name', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('duration_time_start', 'text')
    .addColumn('duration_time_end', 'text')
    .$call(bool('online_ordering', 1))
    .$call(bool('hidden_from_public', 0))
    .$call(bool('disabled', 0))
    .$call(position)
    .execute();
  await createIndex(db, 'menus_restaurant_idx', 'menus', ['restaurant_id', 'position']);

  await tenantTable(db, 'promotions')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type in ('Free delivery', 'Payment method reward', 'Buy one, get one free', '% discount on cart', 'Fixed discount amount on cart', '% discount on selected items')`,
        ),
    )
    .addColumn('image_url', 'text')
    .addColumn('available_option', 'text', (c) => c.notNull().defaultTo('Unlimited'))
    .addColumn('available_from', 'text')
    .addColumn('available_until', 'text')
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo('[]'))
    .$call(bool('disabled', 0))
    .addColumn('promo_apply_option', 'text', (c) => c.notNull().defaultTo('Automatically'))
    .addColumn('coupon_code', 'text')
    // Every other rule field (channel, restaurants, weekdays, item groups, percentages, thresholds...).
    .addColumn('rules', 'text', (c) => c.notNull())
    .$call(position)
    .$call(timestamps)
    .execute();
  await createIndex(db, 'promotions_tenant_idx', 'promotions', ['tenant_id', 'position']);
  await createIndex(db, 'promotions_coupon_code_idx', 'promotions', ['tenant_id', 'coupon_code']);

  await tenantTable(db, 'menu_sections')
    .addColumn('menu_id', 'text', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .$call(bool('hidden_from_public', 0))
    .$call(bool('disabled', 0))
    .$call(bool('is_promotion', 0))
    .addColumn('promotion_id', 'text', (c) => c.references('promotions.id').onDelete('set null'))
    .$call(position)
    .execute();
  await createIndex(db, 'menu_sections_menu_idx', 'menu_sections', ['menu_id', 'position']);

  await tenantTable(db, 'menu_items')
    .addColumn('section_id', 'text', (c) => c.notNull().references('menu_sections.id').onDelete('cascade'))
    .addColumn('cd', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('print_name', 'text')
    .addColumn('description', 'text')
    .$call(cents('price_cents'))
    // sizes [{_id,name,price_cents}], options [{_id,name,selection_type,...,items:[...]}], photos [{url,webp_url}],
    // tags [string], sub_items [{name,spicy}]: configuration that is always read with its item.
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sub_items', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sold_out_until', 'text')
    .$call(bool('hidden_from_public', 0))
    .$call(bool('disabled', 0))
    .$call(position)
    .execute();
  await createIndex(db, 'menu_items_section_idx', 'menu_items', ['section_id', 'position']);
  await createIndex(db, 'menu_items_tenant_cd_idx', 'menu_items', ['tenant_id', 'cd']);

  await tenantTable(db, 'announcements')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text')
    .addColumn('description', 'text')
    .$call(bool('active', 1))
    .$call(position)
    .execute();
  await createIndex(db, 'announcements_tenant_idx', 'announcements', ['tenant_id', 'position']);

  await tenantTable(db, 'gallery_images')
    .addColumn('caption', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('image_webp_url', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .$call(position)
    .execute();
  await createIndex(db, 'gallery_images_tenant_idx', 'gallery_images', ['tenant_id', 'position']);

  await tenantTable(db, 'testimonials')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`rating between 1 and 5`),
    )
    .$call(position)
    .execute();
  await createIndex(db, 'testimonials_tenant_idx', 'testimonials', ['tenant_id', 'position']);

  await tenantTable(db, 'gift_card_products')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .$call(cents('price_cents'))
    .$call(cents('unit_price_cents'))
    .addColumn('quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`quantity > 0`),
    )
    .addColumn('image_url', 'text')
    .addColumn('image_webp_url', 'text')
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .$call(bool('disabled', 0))
    .$call(position)
    .execute();
  await createIndex(db, 'gift_card_products_tenant_idx', 'gift_card_products', ['tenant_id', 'position']);

  await tenantTable(db, 'signature_dishes')
    .addColumn('menu_item_id', 'text', (c) => c.references('menu_items.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .$call(cents('price_cents'))
    .addColumn('image_url', 'text')
    .addColumn('image_webp_url', 'text')
    .$call(position)
    .execute();
  await createIndex(db, 'signature_dishes_tenant_idx', 'signature_dishes', ['tenant_id', 'position']);

  await tenantTable(db, 'plastic_cutlery_items')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(cents('price_cents'))
    .$call(position)
    .execute();
  await createIndex(db, 'plastic_cutlery_items_restaurant_idx', 'plastic_cutlery_items', [
    'restaurant_id',
    'position',
  ]);

  await tenantTable(db, 'customers')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'text')
    // Null for a guest record (an email seen at checkout that has no account).
    .addColumn('password_hash', 'text')
    .addColumn('address_1', 'text')
    .addColumn('address_2', 'text')
    .addColumn('city_town', 'text')
    .addColumn('state_province', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country', 'text')
    .addColumn('point_balance', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`point_balance >= 0`),
    )
    .addColumn('referral_token', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .$call(bool('is_blocked', 0))
    .$call(timestamps)
    .addUniqueConstraint('customers_tenant_email_uq', ['tenant_id', 'email'])
    .execute();

  await tenantTable(db, 'sessions')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_agent', 'text')
    .$call(createdAt)
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'sessions_customer_idx', 'sessions', ['customer_id']);

  await tenantTable(db, 'password_reset_tokens')
    .$call(tokenColumns('customer_id', 'customers', 'used_at'))
    .execute();
  await createIndex(db, 'password_reset_tokens_customer_idx', 'password_reset_tokens', ['customer_id']);

  await tenantTable(db, 'payment_methods')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('stripe'))
    .addColumn('provider_payment_method_id', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('holder_name', 'text')
    .addColumn('billing_address', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .$call(timestamps)
    .execute();
  await createIndex(db, 'payment_methods_customer_idx', 'payment_methods', ['customer_id']);

  await tenantTable(db, 'orders')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('order_number', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Received')
        .check(sql`status in ('Received', 'Accepted', 'Fulfilled', 'Rejected', 'Cancelled')`),
    )
    .addColumn('order_type', 'text', (c) => c.notNull().defaultTo('ToGo'))
    .addColumn('delivery_method', 'text', (c) =>
      c.notNull().check(sql`delivery_method in ('Pickup', 'Delivery')`),
    )
    .addColumn('pickup_time_type', 'text', (c) =>
      c.notNull().check(sql`pickup_time_type in ('ASAP', 'Schedule')`),
    )
    .addColumn('pickup_time', 'text', (c) => c.notNull())
    .addColumn('adjusted_pickup_time', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .$call(required('text', 'name_ordered_under', 'first_name', 'last_name', 'email', 'phone'))
    .addColumn('special_requests', 'text')
    .addColumn('delivery_address', 'text')
    .addColumn('distance_in_meter', 'integer')
    .addColumn('payment_method', 'text', (c) =>
      c.notNull().check(sql`payment_method in ('Online', 'Offline')`),
    )
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('Unpaid'))
    .addColumn('payment_reference', 'text')
    .$call(cents('subtotal_cents'))
    .$call(cents('discount_total_cents'))
    .$call(cents('tax_cents'))
    .$call(cents('gst_cents'))
    .$call(cents('pst_cents'))
    .$call(cents('delivery_fee_cents'))
    .$call(cents('delivery_gst_cents'))
    .$call(cents('gift_card_total_cents'))
    .$call(cents('total_cents'))
    .addColumn('coupon_code', 'text')
    .addColumn('next_order_coupon_code', 'text')
    .addColumn('eater_uuid', 'text')
    .addColumn('order_link', 'text')
    .$call(timestamps)
    .addUniqueConstraint('orders_tenant_number_uq', ['tenant_id', 'order_number'])
    .addUniqueConstraint('orders_tenant_idempotency_uq', ['tenant_id', 'idempotency_key'])
    .execute();
  await createIndex(db, 'orders_customer_idx', 'orders', ['tenant_id', 'customer_id', 'created_at']);
  await createIndex(db, 'orders_restaurant_status_idx', 'orders', ['restaurant_id', 'status', 'created_at']);
  await createIndex(db, 'orders_eater_idx', 'orders', ['tenant_id', 'eater_uuid']);

  await tenantTable(db, 'order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('item')
        .check(sql`kind in ('item', 'cutlery')`),
    )
    .addColumn('menu_item_id', 'text', (c) => c.references('menu_items.id').onDelete('set null'))
    .addColumn('cd', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('print_name', 'text')
    .addColumn('size', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .$call(cents('base_price_cents'))
    .$call(cents('base_total_cents'))
    .$call(cents('extra_price_cents'))
    .$call(cents('extra_total_cents'))
    .$call(cents('discount_cents'))
    .addColumn('special_instructions', 'text')
    .addColumn('duration', 'text')
    .$call(position)
    .execute();
  await createIndex(db, 'order_lines_order_idx', 'order_lines', ['order_id', 'position']);
  await createIndex(db, 'order_lines_item_idx', 'order_lines', ['tenant_id', 'menu_item_id']);

  await tenantTable(db, 'order_line_options')
    .addColumn('order_line_id', 'text', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('option_id', 'text')
    .addColumn('option_name', 'text', (c) => c.notNull())
    .addColumn('option_value', 'text', (c) => c.notNull())
    .addColumn('option_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(cents('option_price_cents'))
    .$call(cents('option_total_cents'))
    .$call(position)
    .execute();
  await createIndex(db, 'order_line_options_line_idx', 'order_line_options', ['order_line_id']);

  await tenantTable(db, 'order_promotions')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('promotion_id', 'text', (c) => c.references('promotions.id').onDelete('set null'))
    .addColumn('promotion_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(cents('amount_cents'))
    .$call(cents('discount_amount_cents'))
    .addColumn('coupon_code', 'text')
    .addColumn('discounted_items', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await createIndex(db, 'order_promotions_order_idx', 'order_promotions', ['order_id']);

  await tenantTable(db, 'order_discounts')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('promotion_id', 'text', (c) => c.references('promotions.id').onDelete('set null'))
    .addColumn('discount_name', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .$call(cents('discount_amount_cents'))
    .$call(bool('is_next_order_coupon', 0))
    .$call(cents('coupon_amount_cents'))
    .addColumn('coupon_code_expire_in', 'integer')
    .addColumn('coupon_code_expire_unit', 'text')
    .execute();
  await createIndex(db, 'order_discounts_order_idx', 'order_discounts', ['order_id']);

  await tenantTable(db, 'order_status_history')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('customer', 'staff', 'system')`))
    .addColumn('note', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'order_status_history_order_idx', 'order_status_history', ['order_id', 'changed_at']);

  await tenantTable(db, 'reservations')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('reservation_number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Pending')
        .check(sql`status in ('Pending', 'Confirmed', 'Cancelled', 'Completed')`),
    )
    .addColumn('name_reserved_under', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('reserved_date', 'text', (c) => c.notNull())
    .addColumn('reserved_time', 'text', (c) => c.notNull())
    .addColumn('party_size', 'integer', (c) => c.notNull().check(sql`party_size > 0`))
    .addColumn('note', 'text')
    .$call(timestamps)
    .addUniqueConstraint('reservations_tenant_number_uq', ['tenant_id', 'reservation_number'])
    .execute();
  await createIndex(db, 'reservations_customer_idx', 'reservations', ['tenant_id', 'customer_id']);
  await createIndex(db, 'reservations_restaurant_date_idx', 'reservations', [
    'restaurant_id',
    'reserved_date',
  ]);

  await tenantTable(db, 'coupons')
    .addColumn('promotion_id', 'text', (c) => c.references('promotions.id').onDelete('set null'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text', (c) => c.notNull())
    // Upper-cased code: codes are matched without regard to case.
    .addColumn('code_key', 'text', (c) => c.notNull())
    .$call(cents('amount_cents'))
    .$call(bool('is_paper', 0))
    .$call(bool('single_use', 1))
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('issued_by_order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('redeemed_by', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('redeemed_order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('redeemed_at', 'text')
    .$call(timestamps)
    .addUniqueConstraint('coupons_tenant_code_uq', ['tenant_id', 'code_key'])
    .execute();
  await createIndex(db, 'coupons_customer_idx', 'coupons', ['tenant_id', 'customer_id']);

  await tenantTable(db, 'gift_card_orders')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('gift_card_product_id', 'text', (c) =>
      c.references('gift_card_products.id').onDelete('set null'),
    )
    .addColumn('gift_card_order_number', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('gift_card_type', 'text', (c) =>
      c.notNull().check(sql`gift_card_type in ('Digital', 'Physical')`),
    )
    .addColumn('gift_card_product_name', 'text', (c) => c.notNull())
    .$call(cents('gift_card_product_unit_price_cents'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('gift_card_quantity', 'integer', (c) => c.notNull().check(sql`gift_card_quantity > 0`))
    .$call(cents('gift_card_unit_price_cents'))
    .$call(cents('price_cents'))
    .addColumn('payment_method', 'text', (c) =>
      c.notNull().check(sql`payment_method in ('Online', 'Offline')`),
    )
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('Unpaid'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Received'))
    .$call(required('text', 'name_ordered_under', 'first_name', 'last_name', 'email', 'phone'))
    .addColumn('order_link', 'text')
    .$call(timestamps)
    .addUniqueConstraint('gift_card_orders_tenant_number_uq', ['tenant_id', 'gift_card_order_number'])
    .addUniqueConstraint('gift_card_orders_tenant_idempotency_uq', ['tenant_id', 'idempotency_key'])
    .execute();

  await tenantTable(db, 'gift_cards')
    .addColumn('gift_card_number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('gift_card_order_id', 'text', (c) => c.references('gift_card_orders.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Digital', 'Physical')`))
    .$call(cents('initial_balance_cents'))
    // balance: captured money left; pending_balance: balance less open holds. Both never go below zero.
    .$call(cents('balance_cents'))
    .$call(cents('pending_balance_cents'))
    .$call(timestamps)
    .addUniqueConstraint('gift_cards_tenant_number_uq', ['tenant_id', 'gift_card_number'])
    .execute();
  await createIndex(db, 'gift_cards_customer_idx', 'gift_cards', ['tenant_id', 'customer_id']);

  await tenantTable(db, 'gift_card_redemptions')
    .addColumn('gift_card_id', 'text', (c) => c.notNull().references('gift_cards.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('held')
        .check(sql`status in ('held', 'captured', 'released', 'expired')`),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await createIndex(db, 'gift_card_redemptions_card_idx', 'gift_card_redemptions', [
    'gift_card_id',
    'status',
  ]);

  await tenantTable(db, 'loyalty_points_ledger')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('order', 'referral', 'adjustment', 'redemption')`),
    )
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('referred_customer_id', 'text', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .$call(createdAt)
    .execute();
  await createIndex(db, 'loyalty_ledger_customer_idx', 'loyalty_points_ledger', [
    'customer_id',
    'created_at',
  ]);
  // An order earns points once; a referred customer pays their referrer once.
  await db.schema
    .createIndex('loyalty_ledger_order_uq')
    .unique()
    .on('loyalty_points_ledger')
    .columns(['order_id', 'kind'])
    .where(sql.ref('order_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('loyalty_ledger_referral_uq')
    .unique()
    .on('loyalty_points_ledger')
    .columns(['referred_customer_id'])
    .where(sql.ref('kind'), '=', 'referral')
    .execute();

  await tenantTable(db, 'contact_messages')
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('sender_telephone', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('receiver_email', 'text')
    .$call(createdAt)
    .execute();
  await createIndex(db, 'contact_messages_tenant_idx', 'contact_messages', ['tenant_id', 'created_at']);

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'logged')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .$call(createdAt)
    .addColumn('sent_at', 'text')
    .execute();
  await createIndex(db, 'mail_outbox_status_idx', 'mail_outbox', ['status', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'mail_outbox',
    'contact_messages',
    'loyalty_points_ledger',
    'gift_card_redemptions',
    'gift_cards',
    'gift_card_orders',
    'coupons',
    'reservations',
    'order_status_history',
    'order_discounts',
    'order_promotions',
    'order_line_options',
    'order_lines',
    'orders',
    'payment_methods',
    'password_reset_tokens',
    'sessions',
    'customers',
    'plastic_cutlery_items',
    'signature_dishes',
    'gift_card_products',
    'testimonials',
    'gallery_images',
    'announcements',
    'menu_items',
    'menu_sections',
    'promotions',
    'menus',
    'holiday_hours',
    'restaurants',
    'tenants',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
