import type {CustomerAddressInput} from '@shopify/hydrogen/customer-account-api-types';

/** Shopify's enum values ("PARTIALLY_PAID") as words ("Partially paid"). */
export const statusWords = (value: string | null | undefined) =>
  value
    ? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ')
    : '';

/** An ISO date as shoppers read it ("Nov 25, 2026"). */
export const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {dateStyle: 'medium'});

/** The order URL's id is the number at the end of Shopify's gid. */
export const orderPathId = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);
export const orderGid = (pathId: string) =>
  /^\d{1,20}$/.test(pathId) ? `gid://shopify/Order/${pathId}` : null;

/** The address form's fields, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'zoneCode',
  'zip',
  'territoryCode',
  'phoneNumber',
] as const satisfies readonly (keyof CustomerAddressInput)[];
