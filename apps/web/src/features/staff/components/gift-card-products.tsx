import {
  giftCardProductRequestSchema,
  type ApiOwnerGiftCardProduct,
  type GiftCardProductRequest,
} from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { giftCardProductKeys, giftCardProducts } from '../api/promotions-api';
import { ImageField } from './image-field';
import { settingsFields } from './settings-fields';
import { SettingsForm, useSettingsForm, useSettingsSave } from './settings-form';
import { ListAndEdit, smallButton } from './settings-list';
import { StaffErrorAlert } from './staff-shell';

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
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: giftCardProductKeys.all, queryFn: giftCardProducts.fetch });
  const reload = () => queryClient.invalidateQueries({ queryKey: giftCardProductKeys.all });
  const remove = useMutation({ mutationFn: giftCardProducts.remove, onSuccess: reload });
  if (list.isError) return <StaffErrorAlert message={list.error.message} />;
  if (!list.data) return <p role="status">Loading…</p>;
  return (
    <div>
      <h2 className="mb-2 text-lg font-bold">Gift card products</h2>
      <ListAndEdit
        label="Gift card products"
        newLabel="New gift card product"
        items={list.data.products}
        keyOf={(p) => p._id}
        nameOf={(p) => p.name}
        describe={(p) => (
          <>
            <span className="font-semibold">{p.name}</span>{' '}
            <span className="text-sm text-stone-600">
              {money(p.price)} for {p.quantity} × {money(p.unit_price)}
              {p.valid_until ? ` · until ${p.valid_until.slice(0, 10)}` : ''}
              {p.disabled ? ' · not on sale' : ''}
            </span>
          </>
        )}
        remove={{ run: (p) => remove.mutate(p._id), busy: remove.isPending, error: remove.error }}
        form={(product, done) => (
          <ProductForm
            product={product}
            onSignedOut={onSignedOut}
            onDone={() => {
              done();
              void reload();
            }}
          />
        )}
      />
    </div>
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
  const form = useSettingsForm(giftCardProductRequestSchema, product ?? NEW_PRODUCT);
  const save = useSettingsSave(
    form,
    async (values) => {
      await (product ? giftCardProducts.save(product._id, values) : giftCardProducts.create(values));
      onDone();
    },
    onSignedOut,
  );
  const { id, text, number, check } = settingsFields(form.control as never, 'gift-card-product');
  return (
    <SettingsForm
      title={product ? `Edit ${product.name}` : 'New gift card product'}
      save={save}
      saveLabel={product ? 'Save gift card product' : 'Create gift card product'}
      actions={
        <button type="button" className={smallButton} onClick={onDone}>
          Cancel
        </button>
      }
    >
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
          control={form.control as never}
          name="image"
          id={id('image')}
          label="Card image"
          kind="gift-card"
          shape="photo"
        />
      </div>
    </SettingsForm>
  );
}
