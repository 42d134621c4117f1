/* The demo member, the member they referred and a blocked guest. */
import { newId, randomToken } from '../../ids';
import type { NewRow } from '../../schema';
import { DEMO_CREDENTIALS, type AddressDef, type MemberSeed, type PersonDef } from './types';

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

/** The demo member every demo tenant has; they sign in with DEMO_CREDENTIALS. */
const DEMO_MEMBER: PersonDef = {
  first: 'Jordan',
  last: 'Tremblay',
  email: DEMO_CREDENTIALS.email.toLowerCase(),
  phone: '306-555-0199',
};

function customerRow(
  tenantId: string,
  person: PersonDef,
  address: AddressDef | null,
  row: Pick<MemberRow, 'password_hash' | 'referrer_id' | 'is_blocked' | 'created_at' | 'updated_at'>,
): MemberRow & { id: string } {
  return {
    id: newId(),
    tenant_id: tenantId,
    email: person.email.toLowerCase(),
    first_name: person.first,
    last_name: person.last,
    telephone: person.phone,
    address_1: address?.address_1 ?? null,
    address_2: address ? (address.address_2 ?? null) : null,
    city_town: address?.city_town ?? null,
    state_province: address?.state_province ?? null,
    postal_code: address?.postal_code ?? null,
    country: address ? 'CA' : null,
    point_balance: 0,
    referral_token: randomToken(),
    ...row,
  };
}

export function memberAccounts({ plan, rel, tenantId }: MemberSeed): Accounts {
  const demo = customerRow(tenantId, DEMO_MEMBER, plan.demoAddress, {
    password_hash: plan.passwordHash,
    referrer_id: null,
    is_blocked: 0,
    created_at: rel.instant(-120),
    updated_at: rel.instant(-30),
  });
  const referred = plan.referredMember
    ? customerRow(tenantId, plan.referredMember, plan.referredMember.address, {
        password_hash: plan.passwordHash,
        referrer_id: demo.id,
        is_blocked: 0,
        created_at: rel.instant(-25),
        updated_at: rel.instant(-25),
      })
    : null;
  const blocked = plan.blockedGuest
    ? customerRow(tenantId, plan.blockedGuest, null, {
        password_hash: null,
        referrer_id: null,
        is_blocked: 1,
        created_at: rel.instant(-60),
        updated_at: rel.instant(-45),
      })
    : null;
  const customers = [demo, referred, blocked].filter((row) => row !== null);
  return { customers, demo, demoPerson: DEMO_MEMBER, referred };
}
