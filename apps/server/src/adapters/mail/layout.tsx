/** @jsxRuntime automatic @jsxImportSource react */
// The JSX runtime is named here as well as in the server's tsconfig: the CLIs (`npm run tenant`) run
// under tsx from the repository root, whose tsconfig sets no JSX.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { INTL_LOCALE } from '@storefront/domain';
import type { CSSProperties, ReactNode } from 'react';
import type { MailBlock, MailContent } from './content';

/*
 * Every mail's HTML part (decision 0088): react-email's components, which draw tables and inline
 * styles that Outlook, Gmail and Apple Mail all read, 600 px wide and fluid on a phone. The tenant's
 * colour heads the mail and fills its buttons; its logo, when it has one, stands above the content.
 */

/** Who a mail is from, as its HTML shows it. */
export interface MailBrand {
  name: string;
  /** '#D4A762': the tenant's primary colour. */
  colour: string;
  /** An absolute URL from the configured origin, or null (the name stands alone). */
  logoUrl: string | null;
  /** The tenant's name and phone: the signature of a mail that gives none of its own. */
  signature: readonly string[];
}

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const ink = '#1f2328';
const muted = '#57606a';
const text: CSSProperties = { fontSize: '16px', lineHeight: '24px', color: ink, margin: '0 0 16px' };
const cell: CSSProperties = {
  fontSize: '15px',
  lineHeight: '22px',
  color: ink,
  padding: '4px 0',
  verticalAlign: 'top',
};
const amountCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '12px' };

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textOn(colour: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return '#ffffff';
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

/** Line breaks a writer typed, kept in HTML. */
const withBreaks = (value: string): ReactNode[] =>
  value.split(/\r?\n/).flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));

function Block({ block, brand }: { block: MailBlock; brand: MailBrand }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={text}>{withBreaks(block.text)}</Text>;
    case 'notice':
      return (
        <Text
          style={{
            ...text,
            padding: '12px 16px',
            background: '#fff4d6',
            border: '1px solid #e3b341',
            borderRadius: '6px',
          }}
        >
          <strong>{block.text}</strong>
        </Text>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              background: brand.colour,
              color: textOn(brand.colour),
              fontSize: '16px',
              fontWeight: 600,
              padding: '12px 20px',
              borderRadius: '6px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'facts':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.title ? (
            <Text style={{ ...text, fontWeight: 600, margin: '0 0 4px' }}>{block.title}</Text>
          ) : null}
          {block.rows.map(([label, value]) => (
            <Row key={label}>
              <Column style={{ ...cell, color: muted, width: '40%' }}>{label}</Column>
              <Column style={cell}>{withBreaks(value)}</Column>
            </Row>
          ))}
        </Section>
      );
    case 'items':
      return (
        <Section style={{ margin: '0 0 8px' }}>
          <Text style={{ ...text, fontWeight: 600, margin: '0 0 4px' }}>{block.title}</Text>
          {block.lines.map((line, i) => (
            <Row key={i} style={{ borderTop: '1px solid #eaeef2' }}>
              <Column style={cell}>
                <strong>
                  {line.quantity} × {line.name}
                </strong>
                {line.details.map((detail, j) => (
                  <span key={j} style={{ display: 'block', color: muted, fontSize: '14px' }}>
                    {detail}
                  </span>
                ))}
              </Column>
              <Column style={amountCell}>{line.amount}</Column>
            </Row>
          ))}
        </Section>
      );
    case 'totals':
      return (
        <Section style={{ margin: '0 0 16px', borderTop: `2px solid ${brand.colour}` }}>
          {block.rows.map(([label, amount], i) => {
            const last = i === block.rows.length - 1;
            return (
              <Row key={label}>
                <Column style={{ ...cell, fontWeight: last ? 700 : 400 }}>{label}</Column>
                <Column style={{ ...amountCell, fontWeight: last ? 700 : 400 }}>{amount}</Column>
              </Row>
            );
          })}
        </Section>
      );
    case 'quote':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.intro ? <Text style={{ ...text, margin: '0 0 4px' }}>{block.intro}</Text> : null}
          <Text
            style={{
              ...text,
              fontStyle: 'italic',
              borderLeft: `4px solid ${brand.colour}`,
              paddingLeft: '12px',
            }}
          >
            {withBreaks(block.text)}
          </Text>
        </Section>
      );
  }
}

export function MailLayout({ content, brand }: { content: MailContent; brand: MailBrand }) {
  const signature = content.signature ?? brand.signature;
  return (
    <Html lang={INTL_LOCALE[content.locale]}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', margin: 0, padding: '16px 0', fontFamily: font }}>
        <Container
          style={{ maxWidth: '600px', width: '100%', backgroundColor: '#ffffff', borderRadius: '8px' }}
        >
          <Section
            style={{
              backgroundColor: brand.colour,
              borderRadius: '8px 8px 0 0',
              padding: '20px 24px',
              textAlign: 'center',
            }}
          >
            {brand.logoUrl ? (
              <Img
                src={brand.logoUrl}
                alt={brand.name}
                height="48"
                style={{ margin: '0 auto', maxHeight: '48px', width: 'auto' }}
              />
            ) : (
              <Text
                style={{
                  fontSize: '22px',
                  lineHeight: '28px',
                  fontWeight: 700,
                  color: textOn(brand.colour),
                  margin: 0,
                }}
              >
                {brand.name}
              </Text>
            )}
          </Section>
          <Section style={{ padding: '24px' }}>
            {content.greeting ? <Text style={text}>{content.greeting}</Text> : null}
            {content.blocks.map((block, i) => (
              <Block key={i} block={block} brand={brand} />
            ))}
            {signature.length ? (
              <>
                <Hr style={{ borderColor: '#eaeef2', margin: '8px 0 16px' }} />
                <Text style={{ fontSize: '14px', lineHeight: '20px', color: muted, margin: 0 }}>
                  {signature.flatMap((line, i) =>
                    i === 0 ? [<strong key={i}>{line}</strong>] : [<br key={`b${i}`} />, line],
                  )}
                </Text>
              </>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
