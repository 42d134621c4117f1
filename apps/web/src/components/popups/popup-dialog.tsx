import { useLingui } from '@lingui/react/macro';
import { domainText } from '../../lib/domain-text';
import { MessageDialog, type MessageDialogProps } from '../ui/message-dialog';

/** A popup the tenant writes: its title in the diner's language, its message as the tenant wrote it. */
export function PopupDialog({
  popup,
  ...dialog
}: Omit<MessageDialogProps, 'title' | 'message'> & { popup: { title: string; message: string } }) {
  const { i18n } = useLingui();
  return <MessageDialog {...dialog} title={domainText(i18n, popup.title)} message={popup.message} />;
}
