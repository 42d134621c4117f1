import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiTenant } from '@storefront/domain';

/** The networks a brand can link to, each with the brand's field that holds its page. */
export const SOCIAL_URL_FIELDS = {
  Facebook: 'facebook_url',
  Instagram: 'instagram_url',
  Twitter: 'twitter_url',
  WeChat: 'wechat_url',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_URL_FIELDS;

/** The networks' names as a link says them (their own names, in every language so far). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, MessageDescriptor> = {
  Facebook: msg`Facebook`,
  Instagram: msg`Instagram`,
  Twitter: msg`Twitter`,
  WeChat: msg`WeChat`,
};

export interface SocialLink<N extends SocialNetwork = SocialNetwork> {
  label: N;
  href: string;
}

/** The tenant's pages on `networks`, in that order, leaving out those it has not set. */
export function socialLinksOf<N extends SocialNetwork>(
  tenant: ApiTenant,
  networks: readonly N[],
): SocialLink<N>[] {
  return networks.flatMap((label) => {
    const href = tenant[SOCIAL_URL_FIELDS[label]];
    return href && href.trim() !== '' ? [{ label, href }] : [];
  });
}
