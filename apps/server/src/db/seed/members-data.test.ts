import { describe, expect, it } from 'vitest';
import { parseMembersData } from './members-data';
import emeraldMembers from './tenants/emerald.members.json' with { type: 'json' };
import goldenmapleMembers from './tenants/goldenmaple.members.json' with { type: 'json' };

describe("the demo members' JSON", () => {
  it('reads both demo histories as they are', () => {
    expect(parseMembersData('goldenmaple.members.json', goldenmapleMembers).demoOrders.length).toBe(
      goldenmapleMembers.demoOrders.length,
    );
    expect(parseMembersData('emerald.members.json', emeraldMembers).codePrefix).toBe('EN');
  });

  it('refuses a misspelt key, a status the product does not have and a missing field, naming each path', () => {
    const [first, ...rest] = goldenmapleMembers.demoOrders;
    const broken = {
      ...goldenmapleMembers,
      demoOrders: [{ ...first, status: 'Shipped', redeemCoupons: true }, ...rest],
      reservationNotes: ['only one'],
    };
    expect(() => parseMembersData('broken.members.json', broken)).toThrow(
      /broken\.members\.json[\s\S]*demoOrders\.0\.status[\s\S]*demoOrders\.0: Unrecognized key: "redeemCoupons"[\s\S]*reservationNotes/,
    );
  });
});
