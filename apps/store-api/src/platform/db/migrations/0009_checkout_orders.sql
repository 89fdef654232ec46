-- Checkout of issue 10 (storefront.md §3 Cart and Order, §8; account-area.md §2 /checkout, §3, §5, §9): promotion
-- codes in carts, eco notices of products, the checkout data of an order (file number, shipping option and pickup
-- branch, desired delivery date), promotion lines in orders and idempotent order creation.
-- Plain SQL within PostgreSQL 15, run unchanged on PGlite and PostgreSQL.

-- A promotion code (Shopware promotion with an individual code): a percentage or an absolute net discount on the
-- goods of a cart; names per locale code ({"de-DE": "…"}), en-GB as fallback.
CREATE TABLE promotion (
  id uuid PRIMARY KEY,
  code text NOT NULL UNIQUE,
  names jsonb NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'absolute')),
  discount_value numeric(12, 2) NOT NULL CHECK (discount_value > 0),
  active boolean NOT NULL DEFAULT true,
  valid_from timestamptz,
  valid_until timestamptz
);

-- The promotion codes applied to a cart (a code once per cart); `id` is the promotion line's id.
CREATE TABLE cart_promotion (
  cart_id uuid NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
  id text NOT NULL,
  promotion_id uuid NOT NULL REFERENCES promotion (id) ON DELETE CASCADE,
  position int NOT NULL,
  PRIMARY KEY (cart_id, id),
  UNIQUE (cart_id, promotion_id)
);

-- Eco notice (recycling contribution such as Recupel/WEEE) included in a product's net price, per unit.
ALTER TABLE product ADD COLUMN eco_fee numeric(12, 2);

-- Checkout data of an order.
ALTER TABLE sales_order
  ADD COLUMN file_number text CHECK (char_length(file_number) <= 30),
  ADD COLUMN shipping_option text NOT NULL DEFAULT 'delivery' CHECK (shipping_option IN ('delivery', 'pickup')),
  ADD COLUMN pickup_location text,
  ADD COLUMN desired_delivery_date date,
  ADD COLUMN discount_total numeric(12, 2) NOT NULL DEFAULT 0,
  ADD COLUMN locale_code text;

-- Promotion lines of an order have no product.
ALTER TABLE sales_order_line_item
  ALTER COLUMN product_id DROP NOT NULL,
  ADD COLUMN line_type text NOT NULL DEFAULT 'product' CHECK (line_type IN ('product', 'promotion')),
  ADD COLUMN referenced_id text;

-- Idempotent createOrder: the first request with a key claims it in its transaction; a concurrent one with the
-- same key waits on the primary key, then finds the order (or claims it itself when the first rolled back).
CREATE TABLE order_idempotency_key (
  customer_id uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  key text NOT NULL,
  order_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, key)
);
