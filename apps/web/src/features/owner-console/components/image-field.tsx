import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleImageKind, Photo } from '@storefront/domain';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { uploadImage } from '../api/settings-api';
import { smallButton } from './settings-list';
import { StaffErrorAlert } from '../../staff/components/staff-shell';

/*
 * An image of a settings form (the brand's logo, favicon, gallery and dishes, a gift card product's
 * picture): choosing a file uploads it at once (POST /api/staff/images, which makes the jpg and webp)
 * and puts its address in the field; the form's Save makes it the storefront's.
 */

/** Picks a file and uploads it as `kind`; `onUploaded` gets the photo. */
export function ImageUpload({
  id,
  label,
  kind,
  onUploaded,
}: {
  id: string;
  label: string;
  kind: ConsoleImageKind;
  onUploaded: (photo: Photo) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        className="mt-1 block"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          setError(null);
          uploadImage(kind, file)
            .then(onUploaded)
            .catch((reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)))
            .finally(() => setBusy(false));
        }}
      />
      {busy && (
        <p role="status">
          <Trans>Uploading…</Trans>
        </p>
      )}
      {error && <StaffErrorAlert message={error} />}
    </div>
  );
}

/** A small preview of an image the storefront serves. */
export function ImagePreview({ url, webpUrl, alt }: { url: string; webpUrl?: string | null; alt: string }) {
  return (
    <picture>
      {webpUrl && <source srcSet={webpUrl} type="image/webp" />}
      <img src={url} alt={alt} className="h-20 w-auto rounded border border-stone-200" />
    </picture>
  );
}

type Shape = 'url' | 'photo';

/**
 * A form field holding an image: `url` (the logo and favicon: an address) or `photo` (an object with
 * url and webp_url). Shows it, replaces it from a file, or removes it (null).
 */
export function ImageField<T extends FieldValues, Out>({
  control,
  name,
  id,
  label,
  kind,
  shape,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  id: string;
  label: string;
  kind: ConsoleImageKind;
  shape: Shape;
}) {
  const { field } = useController({ control, name });
  const value = field.value as string | { url: string; webp_url: string | null } | null | undefined;
  const url = typeof value === 'string' ? value : (value?.url ?? null);
  const webpUrl = typeof value === 'object' ? value?.webp_url : null;
  const { t } = useLingui();
  const lowerLabel = label.toLowerCase();
  return (
    <div className="flex flex-wrap items-end gap-3">
      {url ? (
        <ImagePreview url={url} webpUrl={webpUrl} alt={label} />
      ) : (
        <p className="text-stone-600">
          <Trans>None.</Trans>
        </p>
      )}
      <ImageUpload
        id={id}
        label={label}
        kind={kind}
        onUploaded={(photo) => field.onChange(shape === 'url' ? photo.url : photo)}
      />
      {url && (
        <button type="button" className={smallButton} onClick={() => field.onChange(null)}>
          {t`Remove ${lowerLabel}`}
        </button>
      )}
    </div>
  );
}
