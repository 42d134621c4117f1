import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mailText, type MailContent } from './content';
import { MailLayout, type MailBrand } from './layout';

/** The doctype react-email's render writes: the one mail clients expect. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** A mail's two parts, drawn from one content in the tenant's brand. */
export function renderMail(content: MailContent, brand: MailBrand): { html: string; text: string } {
  return {
    html: DOCTYPE + renderToStaticMarkup(createElement(MailLayout, { content, brand })),
    text: mailText(content, brand.signature),
  };
}
