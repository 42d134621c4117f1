import { Trans, useLingui } from '@lingui/react/macro';
import {
  giftCardProductRequestSchema,
  type ApiOwnerGiftCardProduct,
  type GiftCardProductRequest,
} from '@storefront/domain';
import { giftCardProductKeys, giftCardProducts } from '../api/promotions-api';
import { GIFT_CARD_IMAGE_LABEL, GIFT_CARD_PRODUCT_FIELDS } from '../promotion-fields';
import { ImageField } from './image-field';
import { settingsFields } from './settings-fields';
import { useOtherLanguages, withTranslations } from './translation-fields';
import { useCollection, useItemForm } from './settings-collection';
import { ListAndEdit, ListItemForm } from './settings-list';
import { StaffLoaded } from '../../staff/components/staff-shell';
import { useStaffFormats } from '../../staff/staff-i18n';

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

export function GiftCardProducts({ timeZone, onSignedOut }: { timeZone: string; onSignedOut: () => void }) {
  const formats = useStaffFormats(timeZone);
  const { t } = useLingui();
  const { list, reload, remove } = useCollection(giftCardProductKeys.all, giftCardProducts);
  return (
    <StaffLoaded query={list}>
      {(data) => (
        <div>
          <h2 className="mb-2 text-lg font-bold">
            <Trans>Gift card products</Trans>
          </h2>
          <ListAndEdit
            label={t`Gift card products`}
            newLabel={t`New gift card product`}
            items={data.products}
            details={(p) => (
              <>
                {t`${money(p.price)} for ${p.quantity} × ${money(p.unit_price)}`}
                {p.valid_until && <> · {t`until ${formats.dateTime(p.valid_until, 'MMM D, YYYY h:mm A')}`}</>}
                {p.disabled && <> · {t`not on sale`}</>}
              </>
            )}
            remove={remove}
            reload={reload}
            form={(product, done) => (
              <ProductForm product={product} timeZone={timeZone} onSignedOut={onSignedOut} onDone={done} />
            )}
          />
        </div>
      )}
    </StaffLoaded>
  );
}

function ProductForm({
  product,
  timeZone,
  onSignedOut,
  onDone,
}: {
  product: ApiOwnerGiftCardProduct | null;
  timeZone: string;
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
  const { id, fields } = settingsFields(form.control, 'gift-card-product', timeZone);
  const { i18n } = useLingui();
  const others = useOtherLanguages();
  return (
    <ListItemForm what="gift card product" name={product?.name ?? null} save={save} onCancel={onDone}>
      {fields(withTranslations(GIFT_CARD_PRODUCT_FIELDS, ['name', 'description'], others))}
      <div className="sm:col-span-2">
        <ImageField
          control={form.control}
          name="image"
          id={id('image')}
          label={i18n._(GIFT_CARD_IMAGE_LABEL)}
          kind="gift-card"
          shape="photo"
        />
      </div>
    </ListItemForm>
  );
}
