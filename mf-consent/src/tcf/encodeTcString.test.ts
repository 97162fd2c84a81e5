import { TCString } from '@iabtechlabtcf/core';
import { consentVendorIds, grantsFor, grantsForAll } from '@news/contracts/consentVendors';
import { consentPurposes } from '../consentPurposes';
import { encodeTcString } from './encodeTcString';
import { tcfVendorIds } from './tcfVendorIds';
import vendorList from './vendor-list.json';

const ids = (vector: { forEach: (fn: (value: boolean, id: number) => void) => void }) => {
  const set: number[] = [];
  vector.forEach((value, id) => value && set.push(id));
  return set;
};

describe('encodeTcString', () => {
  it('encodes exactly the chosen vendors and the purposes they declare, decodable with @iabtechlabtcf/core', () => {
    const decoded = TCString.decode(encodeTcString(grantsFor(['youtube', 'kdm', 'ivw'])));
    expect(ids(decoded.vendorConsents)).toEqual([1, 9, 10]);
    expect(ids(decoded.purposeConsents)).toEqual([1, 2, 3, 4, 7, 8, 9, 10]);
    expect([decoded.isServiceSpecific, decoded.publisherCountryCode, decoded.policyVersion]).toEqual([
      true,
      'DE',
      5,
    ]);
    expect(decoded.vendorListVersion).toBe(vendorList.vendorListVersion);
  });

  it('encodes no consent for "Nur notwendige" and every vendor for "Alle akzeptieren"', () => {
    expect(ids(TCString.decode(encodeTcString(grantsForAll(false))).vendorConsents)).toEqual([]);
    expect(ids(TCString.decode(encodeTcString(grantsForAll(true))).vendorConsents)).toHaveLength(16);
  });

  it('has every vendor of the settings layer in the shipped list, under the same name', () => {
    const names = Object.fromEntries(consentPurposes.flatMap((p) => p.vendors).map((v) => [v.id, v.name]));
    const listed = vendorList.vendors as Record<string, { name: string }>;
    for (const vendor of consentVendorIds) expect(listed[tcfVendorIds[vendor]]?.name).toBe(names[vendor]);
  });
});
