-- Issue 13: a cart line put in from a processed offer keeps the offer's unit price while the offer is valid
-- (docs/decisions.md "Offer prices in the cart").
ALTER TABLE cart_line_item ADD COLUMN offer_id uuid REFERENCES offer (id) ON DELETE SET NULL;
