import {
  giftCardProductRequestSchema,
  type ApiOwnerGiftCardProduct,
  type GiftCardProductRequest,
} from '@storefront/domain';
import { giftCardProductKeys, giftCardProducts } from '../api/promotions-api';
import { ImageField } from './image-field';
import { settingsFields } from './settings-fields';
import { useCollection, useItemForm } from './settings-collection';
import { ListAndEdit, ListItemForm } from './settings-list';
import { StaffLoaded } from '../../staff/components/staff-shell';

/* The gift card products /gift sells: price, the value and number of cards, a window, an image. */

const NEW_PRODUCT: GiftCardProductRequest = {
  name: '',
  description: null,
  price: 50,
  unit_price: 50,
  quantity: 1,
  image: null,
  valid_from: null,
  valid_until: null,
  disabled: false,
};

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export function GiftCardProducts({ onSignedOut }: { onSignedOut: () => void }) {
  const { list, reload, remove } = useCollection(giftCardProductKeys.all, giftCardProducts);
  return (
    <StaffLoaded query={list}>
      {(data) => (
        <div>
          <h2 className="mb-2 text-lg font-bold">Gift card products</h2>
          <ListAndEdit
            label="Gift card products"
            newLabel="New gift card product"
            items={data.products}
            details={(p) => (
              <>
                {money(p.price)} for {p.quantity} × {money(p.unit_price)}
                {p.valid_until ? ` · until ${p.valid_until.slice(0, 10)}` : ''}
                {p.disabled ? ' · not on sale' : ''}
              </>
            )}
            remove={remove}
            reload={reload}
            form={(product, done) => (
              <ProductForm product={product} onSignedOut={onSignedOut} onDone={done} />
            )}
          />
        </div>
      )}
    </StaffLoaded>
  );
}

function ProductForm({
  product,
  onSignedOut,
  onDone,
}: {
  product: ApiOwnerGiftCardProduct | null;
  onSignedOut: () => void;
  onDone: () => void;
}) {
  const { form, save } = useItemForm(
    giftCardProductRequestSchema,
    product,
    product ?? NEW_PRODUCT,
    giftCardProducts,
    onDone,
    onSignedOut,
  );
  const { id, text, number, check } = settingsFields(form.control, 'gift-card-product');
  return (
    <ListItemForm what="gift card product" name={product?.name ?? null} save={save} onCancel={onDone}>
      {text('name', 'Name')}
      {text('description', 'Description')}
      {number('price', 'Price ($)', 'What the diner pays')}
      {number('unit_price', 'Card value ($)', 'Loaded on each card')}
      {number('quantity', 'Cards', 'How many cards one purchase gives')}
      {check('disabled', 'Not on sale')}
      {text('valid_from', 'On sale from', 'e.g. 2026-12-01T00:00:00Z; empty: now')}
      {text('valid_until', 'On sale until', 'e.g. 2026-12-31T23:59:00Z; empty: no end')}
      <div className="sm:col-span-2">
        <ImageField
          control={form.control}
          name="image"
          id={id('image')}
          label="Card image"
          kind="gift-card"
          shape="photo"
        />
      </div>
    </ListItemForm>
  );
}
