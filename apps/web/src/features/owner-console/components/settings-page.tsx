import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { SettingsPage, type SettingsPageProps } from './settings-shell';

/**
 * The page of the owner console titled `title` that shows `Body` (a `*-page.tsx` module's default
 * export): `export default settingsPage(msg`Printers`, Printers)`. `staffToo` as SettingsPage's.
 */
export function settingsPage(
  title: MessageDescriptor,
  Body: ComponentType<SettingsPageProps>,
  { staffToo = false }: { staffToo?: boolean } = {},
) {
  return function Page() {
    const { i18n } = useLingui();
    return (
      <SettingsPage title={i18n._(title)} staffToo={staffToo}>
        {(props) => <Body {...props} />}
      </SettingsPage>
    );
  };
}
