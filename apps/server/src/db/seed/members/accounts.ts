/* The demo member, the member they referred and a blocked guest. */
import { newId, randomToken } from '../../ids';
import type { NewRow } from '../../schema';
import { DEMO_CREDENTIALS, type MemberSeed, type PersonDef } from './types';

export type MemberRow = NewRow<'customers'> & {
  first_name: string;
  last_name: string;
  telephone: string;
  created_at: string;
};

export interface Accounts {
  customers: NewRow<'customers'>[];
  demo: MemberRow & { id: string };
  demoPerson: PersonDef;
  referred: MemberRow | null;
}

export function memberAccounts({ plan, rel, tenantId }: MemberSeed): Accounts {
  const customers: NewRow<'customers'>[] = [];
  const demoId = newId();
  const demo: NewRow<'customers'> & {
    first_name: string;
    last_name: string;
    telephone: string;
    created_at: string;
  } = {
    id: demoId,
    tenant_id: tenantId,
    email: DEMO_CREDENTIALS.email.toLowerCase(),
    first_name: 'Jordan',
    last_name: 'Tremblay',
    telephone: '306-555-0199',
    password_hash: plan.passwordHash,
    address_1: plan.demoAddress.address_1,
    address_2: plan.demoAddress.address_2 ?? null,
    city_town: plan.demoAddress.city_town,
    state_province: plan.demoAddress.state_province,
    postal_code: plan.demoAddress.postal_code,
    country: 'CA',
    point_balance: 0,
    referral_token: randomToken(),
    referrer_id: null,
    is_blocked: 0,
    created_at: rel.instant(-120),
    updated_at: rel.instant(-30),
  };
  customers.push(demo);
  const demoPerson: PersonDef = {
    first: demo.first_name,
    last: demo.last_name,
    email: demo.email,
    phone: demo.telephone,
  };

  let referred: typeof demo | null = null;
  if (plan.referredMember) {
    const r = plan.referredMember;
    referred = {
      ...demo,
      id: newId(),
      email: r.email.toLowerCase(),
      first_name: r.first,
      last_name: r.last,
      telephone: r.phone,
      address_1: r.address.address_1,
      address_2: r.address.address_2 ?? null,
      city_town: r.address.city_town,
      state_province: r.address.state_province,
      postal_code: r.address.postal_code,
      referral_token: randomToken(),
      referrer_id: demoId,
      created_at: rel.instant(-25),
      updated_at: rel.instant(-25),
    };
    customers.push(referred);
  }
  if (plan.blockedGuest) {
    const b = plan.blockedGuest;
    customers.push({
      id: newId(),
      tenant_id: tenantId,
      email: b.email.toLowerCase(),
      first_name: b.first,
      last_name: b.last,
      telephone: b.phone,
      password_hash: null,
      address_1: null,
      address_2: null,
      city_town: null,
      state_province: null,
      postal_code: null,
      country: null,
      point_balance: 0,
      referral_token: randomToken(),
      referrer_id: null,
      is_blocked: 1,
      created_at: rel.instant(-60),
      updated_at: rel.instant(-45),
    });
  }
  return { customers, demo, demoPerson, referred };
}
