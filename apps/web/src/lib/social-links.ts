import type { ApiTenant } from '@storefront/domain';

export type SocialNetwork = 'Facebook' | 'Instagram' | 'Twitter' | 'WeChat';

export interface SocialLink<N extends SocialNetwork = SocialNetwork> {
  label: N;
  href: string;
}

/** The tenant's pages on `networks`, in that order, leaving out those it has not set. */
export function socialLinksOf<N extends SocialNetwork>(
  tenant: ApiTenant,
  networks: readonly N[],
): SocialLink<N>[] {
  const hrefs: Record<SocialNetwork, string | null> = {
    Facebook: tenant.facebook_url,
    Instagram: tenant.instagram_url,
    Twitter: tenant.twitter_url,
    WeChat: tenant.wechat_url,
  };
  return networks.flatMap((label) => {
    const href = hrefs[label];
    return href && href.trim() !== '' ? [{ label, href }] : [];
  });
}
