import { useCart, useNotifications } from '@ratchet/commerce-hooks';
import { Button, Price, QuantityCounter } from '@ratchet/ui';
import { useState } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { notifyAdded } from './addToCartNotice';

/** The fields the minimal product page shows. */
export interface ProductSummary {
  id: string;
  name: string;
  productNumber: string;
  /** Net unit price in euro, when known. */
  unitPrice: number | null;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  available: boolean;
}

/**
 * The minimal product page (issue 4): name, number, price, the counter with the product's quantity rules and
 * add to cart, disabled while the typed quantity is invalid (storefront.md §5).
 */
export function ProductDetail({ product }: { product: ProductSummary }) {
  const { t, locale } = useI18n();
  const cart = useCart();
  const notifications = useNotifications();
  const [quantity, setQuantity] = useState(product.minPurchase);
  const [valid, setValid] = useState(true);

  const add = async () => {
    try {
      const before = cart.cart;
      const after = await cart.addItem({ productId: product.id, quantity });
      notifyAdded(notifications, before, after, locale);
    } catch (error) {
      notifications.error(error);
    }
  };

  return (
    <article className="flex flex-col gap-4 py-6" data-slot="product-detail">
      <h1 className="text-2xl font-semibold">{product.name}</h1>
      <p className="text-muted-foreground">{t('product.number', { number: product.productNumber })}</p>
      {product.unitPrice !== null ? <Price amount={product.unitPrice} taxDisplay="net" size="lg" /> : null}
      {product.available ? (
        <div className="flex flex-wrap items-start gap-3">
          <QuantityCounter
            label={t('product.quantity')}
            minPurchase={product.minPurchase}
            purchaseStep={product.purchaseSteps}
            maxPurchase={product.maxPurchase ?? undefined}
            value={quantity}
            onChange={setQuantity}
            onValidityChange={setValid}
          />
          <Button onClick={() => void add()} disabled={!valid || cart.isMutating}>
            {t('product.addToCart')}
          </Button>
        </div>
      ) : (
        <Button variant="outline" asChild>
          <a href={`mailto:info@ratchet.example?subject=${encodeURIComponent(product.productNumber)}`}>
            {t('product.notBuyable')}
          </a>
        </Button>
      )}
    </article>
  );
}
