import { useLingui } from '@lingui/react/macro';
import { languageChoicePath, LOCALE_NAME, type Locale } from '@storefront/domain';
import { useLocation } from 'react-router';
import { readCustomerCookie } from '../../lib/customer';
import { usePageLocale } from '../../lib/i18n';

/**
 * The diner's choice of language (issue 31): kept in the `lang` cookie, which sends the next
 * unprefixed address to it (the server sets it as the link's address opens, so that a choice made
 * before the scripts have run is kept too), and on a member's profile. The page opens afresh at its
 * address in that language, with that language's catalogue (the cart is kept in the browser).
 */
function choose(locale: Locale) {
  const member = readCustomerCookie();
  if (!member) return;
  // Sent as the page leaves: keepalive lets it finish after the next address has opened.
  void fetch(`/api/eater/customers/${encodeURIComponent(member._id)}`, {
    method: 'PATCH',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ language: locale }),
  }).catch(() => {
    // The cookie holds the choice; the profile learns it at the next switch.
  });
}

/** Links to this page in the tenant's other languages; nothing when it offers one language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { locale, offered } = usePageLocale();
  const { pathname, search, hash } = useLocation();
  const others = offered.languages.filter((other) => other !== locale);
  if (others.length === 0) return null;
  return (
    <ul aria-label={t`Language`} className={`flex items-center gap-1 ${className}`}>
      {others.map((other) => (
        <li key={other}>
          <a
            href={languageChoicePath(`${pathname}${search}${hash}`, other, offered)}
            hrefLang={other}
            lang={other}
            onClick={() => choose(other)}
            className="rounded px-2 py-1.5 text-sm font-medium underline-offset-2 hover:underline"
          >
            {LOCALE_NAME[other]}
          </a>
        </li>
      ))}
    </ul>
  );
}
