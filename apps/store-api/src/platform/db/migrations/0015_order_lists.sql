-- Order lists (issue 13; account-area.md §3 Order list, §7 order/list): a company list is seen by every user of the
-- company with ROLE_MANAGE_ORDER_LISTS, a user list only by its creator. Items keep the product and a quantity;
-- prices, stock and delivery times are read from the catalogue at answer time (today's figures, not a snapshot).
CREATE TABLE order_list (
  id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES company (id) ON DELETE CASCADE,
  created_by uuid NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  privacy text NOT NULL CHECK (privacy IN ('user', 'company')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list screen: the company's lists newest change first (company lists and the caller's own).
CREATE INDEX order_list_company_idx ON order_list (company_id, updated_at DESC, id);

CREATE TABLE order_list_item (
  id uuid PRIMARY KEY,
  list_id uuid NOT NULL REFERENCES order_list (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  position int NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  -- One line per product: adding it again adds to the quantity.
  UNIQUE (list_id, product_id)
);
CREATE INDEX order_list_item_list_idx ON order_list_item (list_id, position);
