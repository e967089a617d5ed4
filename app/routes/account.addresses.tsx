import {data, redirect} from 'react-router';
import {routePolicy} from '~/features/http/route-policy';
import {ACCOUNT_COPY} from '~/features/account/copy';
import {
  ACCOUNT_ADDRESSES_QUERY,
  ACCOUNT_ADDRESS_CREATE,
  ACCOUNT_ADDRESS_DELETE,
  ACCOUNT_ADDRESS_UPDATE,
} from '~/features/account/account-queries';
import {
  addressFromForm,
  dataOrUnavailable,
  requireAccounts,
} from '~/features/account/account.server';
import {ADDRESS_FIELDS} from '~/features/account/format';
import {ROUTES} from '~/lib/navigation';
import type {Route} from './+types/account.addresses';

export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

const OUTCOMES = ['created', 'updated', 'deleted', 'defaulted'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** The address book; `?done=` says what the last post did (decision 0110). */
export async function loader({request, context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const {customer} = dataOrUnavailable(
    await context.customerAccount.query(ACCOUNT_ADDRESSES_QUERY),
    context.log,
  );
  const done = new URL(request.url).searchParams.get('done');
  return {
    addresses: customer.addresses.nodes,
    defaultId: customer.defaultAddress?.id ?? null,
    done: OUTCOMES.includes(done as Outcome) ? (done as Outcome) : null,
  };
}

/**
 * One form per change, told by `intent`: create, update, delete, default. Shopify's own
 * userErrors come back on the page with a 400; a success redirects (post, then GET).
 */
export async function action({request, context}: Route.ActionArgs) {
  requireAccounts(context.env);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get('intent');
  const addressId = String(form.get('addressId') ?? '');
  const {customerAccount, log} = context;
  let userErrors: {message: string}[];
  let outcome: Outcome;
  if (intent === 'create') {
    const result = dataOrUnavailable(
      await customerAccount.mutate(ACCOUNT_ADDRESS_CREATE, {
        variables: {
          address: addressFromForm(form),
          defaultAddress: form.get('defaultAddress') === 'on',
        },
      }),
      log,
    );
    userErrors = result.customerAddressCreate?.userErrors ?? [];
    outcome = 'created';
  } else if (intent === 'update' || intent === 'default') {
    const result = dataOrUnavailable(
      await customerAccount.mutate(ACCOUNT_ADDRESS_UPDATE, {
        variables: {
          addressId,
          ...(intent === 'update' ? {address: addressFromForm(form)} : {}),
          defaultAddress:
            intent === 'default' || form.get('defaultAddress') === 'on'
              ? true
              : null,
        },
      }),
      log,
    );
    userErrors = result.customerAddressUpdate?.userErrors ?? [];
    outcome = intent === 'default' ? 'defaulted' : 'updated';
  } else if (intent === 'delete') {
    const result = dataOrUnavailable(
      await customerAccount.mutate(ACCOUNT_ADDRESS_DELETE, {
        variables: {addressId},
      }),
      log,
    );
    userErrors = result.customerAddressDelete?.userErrors ?? [];
    outcome = 'deleted';
  } else {
    return data({errors: [ACCOUNT_COPY.addresses.invalid]}, {status: 400});
  }
  if (userErrors.length)
    return data(
      {errors: userErrors.map((error) => error.message)},
      {status: 400},
    );
  return redirect(`${ROUTES.accountAddresses}?done=${outcome}`);
}

type Address = Route.ComponentProps['loaderData']['addresses'][number];

function AddressFields({address}: {address?: Address}) {
  const labels = ACCOUNT_COPY.addresses.fields;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {ADDRESS_FIELDS.map((field) => (
        <label key={field} className="flex flex-col gap-1">
          <span>{labels[field]}</span>
          <input
            name={field}
            defaultValue={address?.[field] ?? ''}
            maxLength={255}
            required={field === 'address1' || field === 'territoryCode'}
            autoComplete={AUTOCOMPLETE[field]}
            className="input"
          />
        </label>
      ))}
    </div>
  );
}

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  zoneCode: 'address-level1',
  zip: 'postal-code',
  territoryCode: 'country',
  phoneNumber: 'tel',
};

export default function AccountAddresses({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const copy = ACCOUNT_COPY.addresses;
  const {addresses, defaultId, done} = loaderData;
  return (
    <>
      <h2 className="mb-4 text-xl font-semibold">{copy.title}</h2>
      {actionData?.errors.length ? (
        <div role="alert" className="mb-6">
          <p>{copy.invalid}</p>
          <ul className="list-disc pl-6">
            {actionData.errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : done ? (
        <p role="status" className="mb-6">
          {copy[done]}
        </p>
      ) : null}
      {addresses.length ? (
        <ul className="grid gap-6">
          {addresses.map((address) => (
            <li key={address.id} className="rounded-2xl border p-4">
              {address.id === defaultId ? (
                <p className="font-semibold">{copy.isDefault}</p>
              ) : null}
              <address className="not-italic">
                {address.formatted.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <div className="mt-3 flex flex-wrap gap-3">
                {address.id === defaultId ? null : (
                  <form method="post">
                    <input type="hidden" name="intent" value="default" />
                    <input type="hidden" name="addressId" value={address.id} />
                    <button
                      type="submit"
                      className="button-secondary px-3 py-1"
                    >
                      {copy.makeDefault}
                    </button>
                  </form>
                )}
                <form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="addressId" value={address.id} />
                  <button type="submit" className="button-secondary px-3 py-1">
                    {copy.remove}
                  </button>
                </form>
              </div>
              <details className="mt-3">
                <summary>{copy.edit}</summary>
                <form method="post" className="mt-3 grid gap-3">
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="addressId" value={address.id} />
                  <AddressFields address={address} />
                  <button type="submit" className="button-primary px-4 py-2">
                    {copy.save}
                  </button>
                </form>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p>{copy.none}</p>
      )}
      <h3 className="mt-10 mb-4 text-lg font-semibold">{copy.add}</h3>
      <form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="create" />
        <AddressFields />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="defaultAddress" />
          {copy.setDefault}
        </label>
        <button type="submit" className="button-primary px-4 py-2">
          {copy.save}
        </button>
      </form>
    </>
  );
}
